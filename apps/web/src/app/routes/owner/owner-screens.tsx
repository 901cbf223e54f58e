import { ReleaseNotice } from '../../../components/layouts/release-notice';

// The owner area: its own chunk, never downloaded by a visitor who stays on public screens.

export const OwnerLoginPage = () => (
  <ReleaseNotice
    title="Owner login"
    purpose="Owners log in here to manage the products they rent out or sell on Kiraya."
    audience="owner"
  />
);
export const OwnerRegisterPage = () => (
  <ReleaseNotice
    title="Register as an owner"
    purpose="Create an owner account to list your property, appliances and clothing."
    audience="owner"
  />
);
export const OwnerDashboardPage = () => (
  <ReleaseNotice title="Owner dashboard" purpose="An overview of your products, order requests and wallet." audience="owner" />
);
export const UploadProductPage = () => (
  <ReleaseNotice
    title="Upload a product"
    purpose="Add a product with its title, photo, price, monthly rent, condition and location; it appears once an admin approves it."
    audience="owner"
  />
);
export const MyProductsPage = () => (
  <ReleaseNotice title="My products" purpose="Every product you have uploaded, to edit or delete." audience="owner" />
);
export const OrderRequestsPage = () => (
  <ReleaseNotice title="Order requests" purpose="Orders buyers place for your products, to accept or reject." audience="owner" />
);
export const WalletPage = () => (
  <ReleaseNotice
    title="Wallet"
    purpose="Your earnings from accepted orders, your transactions and withdrawals to your bank."
    audience="owner"
  />
);
export const ProfileSettingsPage = () => (
  <ReleaseNotice title="Profile settings" purpose="Change the name, email and password of your owner account." audience="owner" />
);
export const SupportPage = () => (
  <ReleaseNotice title="Owner support" purpose="How to reach the Kiraya team and answers to owners' common questions." audience="owner" />
);
export const MyOrdersPage = () => (
  <ReleaseNotice title="My orders" purpose="Orders for your products with their type, price and status." audience="owner" />
);

/** The owner area's frame (sidebar of §2); the owner-area engineer fills it in. */
export { OwnerLayout } from './owner-layout';
