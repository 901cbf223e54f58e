import { ReleaseNotice } from '../../../components/layouts/release-notice';

// The admin area: its own chunk, never downloaded by a visitor who stays on public screens.

export const AdminPage = () => (
  <ReleaseNotice title="Admin overview" purpose="Ads waiting for approval and a summary of the marketplace." audience="admin" />
);
export const AdminLoginPage = () => (
  <ReleaseNotice title="Admin login" purpose="Kiraya administrators log in here to run the marketplace." audience="admin" />
);
export const AdminRegisterPage = () => (
  <ReleaseNotice
    title="Admin registration"
    purpose="Create the first administrator account of a new Kiraya installation."
    audience="admin"
  />
);
export const AdminDashboardPage = () => (
  <ReleaseNotice
    title="Admin dashboard"
    purpose="Manage users, owners, products, listings, messages, orders and site settings."
    audience="admin"
  />
);
export const ManageUsersPage = () => <ReleaseNotice title="Manage users" purpose="Edit or remove buyer accounts." audience="admin" />;
export const ManageListingsPage = () => (
  <ReleaseNotice title="Manage listings" purpose="Edit, verify or remove the ads shown on Kiraya." audience="admin" />
);
export const ApproveRequestsPage = () => (
  <ReleaseNotice title="Approve requests" purpose="Products waiting for review, to approve or reject." audience="admin" />
);
export const AdminMessagesPage = () => (
  <ReleaseNotice title="Messages" purpose="Conversations with buyers, to read and answer." audience="admin" />
);
export const ReportsPage = () => <ReleaseNotice title="Reports" purpose="Ads and users reported by buyers, to review." audience="admin" />;
export const PaymentHistoryPage = () => (
  <ReleaseNotice title="Payment history" purpose="Every payment made on Kiraya with its method and status." audience="admin" />
);
export const FeedbacksPage = () => (
  <ReleaseNotice title="Feedback" purpose="What buyers say about Kiraya, with their ratings." audience="admin" />
);
export const AdminNotificationsPage = () => (
  <ReleaseNotice title="Admin notifications" purpose="Alerts about new sign-ups, ads and orders." audience="admin" />
);
export const SettingsPage = () => (
  <ReleaseNotice title="Site settings" purpose="The site title, contact details, items per page and maintenance mode." audience="admin" />
);

/** The admin area's frame (sidebar of §2). */
export { AdminLayout } from './admin-layout';
