import { ReleaseNotice } from '../../../components/layouts/release-notice';

// Buyer screens that need an account; each says what it is for until buyer accounts open.

export const LoginPage = () => (
  <ReleaseNotice
    title="Log in"
    purpose="Log in to keep a cart and a wishlist, place orders and chat with Kiraya support."
    audience="buyer"
  />
);
export const RegisterPage = () => (
  <ReleaseNotice
    title="Create an account"
    purpose="Register with your name, email and a password to rent and buy on Kiraya."
    audience="buyer"
  />
);
export const DashboardPage = () => (
  <ReleaseNotice
    title="Your dashboard"
    purpose="Your profile, your ads, your orders, your wishlist and your messages with support, in one place."
    audience="buyer"
  />
);
export const EditProfilePage = () => (
  <ReleaseNotice title="Edit profile" purpose="Change the name, email and password of your Kiraya account." audience="buyer" />
);
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
export const CartPage = () => (
  <ReleaseNotice
    title="Your cart"
    purpose="The items you plan to rent or buy, with quantities and the total, ready for checkout."
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
export const UploadPage = () => (
  <ReleaseNotice
    title="Post an ad"
    purpose="Post your flat, appliance or clothes with photos and a monthly rent; our team reviews every ad before it goes live."
    audience="buyer"
  />
);
export const ForgotPasswordPage = () => (
  <ReleaseNotice
    title="Reset your password"
    purpose="Ask for a one-time link to choose a new password for your account."
    audience="buyer"
  />
);
