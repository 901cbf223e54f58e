// The owner area: its own chunk, never downloaded by a visitor who stays on public screens.

export { MyOrdersPage } from './my-orders-page';
export { MyProductsPage } from './my-products-page';
export { OrderRequestsPage } from './order-requests-page';
export { OwnerLoginPage, OwnerRegisterPage } from './owner-auth-pages';
export { OwnerDashboardPage } from './owner-dashboard-page';
/** The owner area's frame (sidebar of §2). */
export { OwnerLayout } from './owner-layout';
/** Buyers' conversations about the owner's items. */
export { OwnerConversationPage, OwnerMessagesPage } from './owner-messages-page';
/** Beyond the spec: the owner's notifications (new order requests, approvals, withdrawals). */
export { OwnerNotificationsPage } from './owner-notifications-page';
/** Property visits and rental offers. */
export { OwnerVisitsPage } from './owner-visits-page';
export { ProfileSettingsPage } from './profile-settings-page';
export { SupportPage } from './support-page';
export { UploadProductPage } from './upload-product-page';
export { WalletPage } from './wallet-page';
