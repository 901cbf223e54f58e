import { ReleaseNotice } from '../../../components/layouts/release-notice';

// The buyer area's screens, one lazy chunk. Notifications and chat keep their release notice until issue 5 lands.
export { CheckoutPage } from './checkout-page';
export { DashboardPage } from './dashboard-page';
export { EditProfilePage } from './edit-profile-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { OrderHistoryPage } from './order-history-page';
export { RegisterPage } from './register-page';
export { UploadPage } from './upload-page';

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
