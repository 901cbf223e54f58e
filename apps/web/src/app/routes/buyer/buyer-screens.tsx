// The buyer area's screens, one lazy chunk.
export { ChatPage } from './chat-page';
export { CheckoutPage } from './checkout-page';
/** Conversations with owners about their items. */
export { ConversationPage, ConversationsPage } from './conversations-page';
export { DashboardPage } from './dashboard-page';
export { EditProfilePage } from './edit-profile-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { MyVisitsPage } from './my-visits-page';
export { NotificationsPage } from './notifications-page';
export { OrderHistoryPage } from './order-history-page';
export { RegisterPage } from './register-page';
export { SavedSearchesPage } from './saved-searches-page';
export { UploadPage } from './upload-page';
