import { AdminOverview, ApproveRequests } from '../../../features/moderation';
import { DisputeDesk } from '../../../features/orders';
import { PaymentHistory } from '../../../features/payments';
import { ListingsSection, UsersSection } from './admin-dashboard-page';
import { screen } from './admin-parts';

// The admin area: its own chunk, never downloaded by a visitor who stays on public screens.

export { AdminLoginPage, AdminRegisterPage } from './admin-auth-screens';
export { AdminDashboardPage } from './admin-dashboard-page';

/** /admin/manage-users: the Users table of the dashboard. */
export const ManageUsersPage = UsersSection;
/** /admin/manage-listings: the Listings table of the dashboard. */
export const ManageListingsPage = ListingsSection;
/** /admin/approve-requests: 'Pending Approval Requests (n)' with Approve and Reject. */
export const ApproveRequestsPage = ApproveRequests;
/** /admin: the overview, real — the first pending requests (working Approve/Reject) and the latest approved products. */
export const AdminPage = screen('overview.title', 'overview.lead', AdminOverview);
/** /admin/payment-history: checkout payments and owner withdrawals; pending withdrawals can be marked processed. */
export const PaymentHistoryPage = screen('payments.title', 'payments.lead', PaymentHistory);
/** /admin/disputes: the dispute desk (disputed handover and return reports, decided by an admin). */
export const DisputesPage = screen('disputes.title', 'disputes.lead', DisputeDesk);

/** The admin area's frame (sidebar of §2). */
export { AdminLayout } from './admin-layout';
export { AdminMessagesPage } from './admin-messages-page';
export { AdminNotificationsPage } from './admin-notifications-page';
export { FeedbacksPage } from './feedbacks-page';
export { ReportsPage } from './reports-page';
export { ReviewReportsPage } from './review-reports-page';
export { SettingsPage } from './settings-page';
export { SynonymsPage } from './synonyms-page';
export { TalkConversationPage, TalkQueuePage } from './talk-queue-page';
