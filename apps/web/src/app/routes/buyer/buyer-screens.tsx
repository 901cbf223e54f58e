import { ReleaseNotice } from '../../../components/layouts/release-notice';

// The buyer area's screens, one lazy chunk. Accounts, Post Ad and password reset are real; cart,
// checkout, orders, notifications and chat keep their release notice until their issues land.
export { DashboardPage } from './dashboard-page';
export { EditProfilePage } from './edit-profile-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
export { UploadPage } from './upload-page';

export const OrderHistoryPage = () => (
  <ReleaseNotice title="Order history" purpose="Every order you place, with its items, total and current status." audience="buyer" />
);
export const CheckoutPage = () => (
  <ReleaseNotice
    title="Checkout"
    purpose="Enter your delivery address and choose card, UPI or cash on delivery to place an order for the items in your cart."
    audience="buyer"
  />
);
export const NotificationsPage = () => (
  <ReleaseNotice title="Notifications" purpose="Updates on your orders, your ads and replies from support." audience="buyer" />
);
export const ChatPage = () => (
  <ReleaseNotice
    title="Chat with support"
    purpose="Message the Kiraya support team and read their replies as they arrive."
    audience="buyer"
  />
);
