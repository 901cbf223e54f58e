import { ADMIN_MSG } from '@kiraya/contract';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import {
  AdminOverview,
  ApproveRequests,
  ListingsTable,
  OutboxList,
  OwnersTable,
  ProductsTable,
  UsersTable,
} from '../../../features/moderation';
import { AdminOrders } from '../../../features/orders';
import { PaymentHistory } from '../../../features/payments';
import { paths } from '../../../lib/paths';
import { sectionOf } from './admin-layout';
import { AdminMessagesPage as MessagesSection } from './admin-messages-page';
import { AdminScreen } from './admin-parts';
import { DashboardSection } from './dashboard-section';
import { SettingsPage as SettingsSection } from './settings-page';

// The admin area: its own chunk, never downloaded by a visitor who stays on public screens.

export { AdminLoginPage, AdminRegisterPage } from './admin-auth-screens';

/** An admin screen that shows one feature's view under its title and lead. */
const screen = (title: string, lead: string, View: ComponentType, heading?: string) =>
  function Screen(): ReactNode {
    return (
      <AdminScreen title={title} heading={heading} lead={lead}>
        <View />
      </AdminScreen>
    );
  };

const UsersSection = screen('Users', 'Buyer accounts. Edit a row inline; an inactive user cannot log in.', UsersTable);
const ListingsSection = screen(
  'Listings',
  'Ads posted by buyers. Setting Verified to Yes publishes an ad; No sends it back for review.',
  ListingsTable,
);

/** /admin-dashboard sections (§2: ?section=…). */
const SECTIONS: Record<string, ComponentType> = {
  dashboard: DashboardSection,
  users: UsersSection,
  owners: screen('Owners', 'Seller accounts. Mark owners verified, or deactivate one to stop their logins.', OwnersTable),
  products: screen(
    'Products',
    "Every owner's product. Setting Verified to Yes publishes a product at once; No sends it back to the approval queue.",
    ProductsTable,
  ),
  listings: ListingsSection,
  messages: MessagesSection,
  orders: screen(
    'Orders',
    'Every order placed on Kiraya, newest first. Owners decide the lines for their products; you decide the lines for ads.',
    AdminOrders,
    'All Orders',
  ),
  settings: SettingsSection,
  outbox: screen(
    'Outbox',
    'Kiraya sends no email yet: password reset links that would have been mailed are kept here, newest first. Pass a link on only to the person it was meant for.',
    OutboxList,
  ),
};

/** /admin-dashboard?section=…: Dashboard, Users, Owners, Products, Listings, Messages, Orders, Settings, Outbox. */
export function AdminDashboardPage() {
  const location = useLocation();
  const section = sectionOf(location.search);
  const Section = Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : undefined;
  if (Section) return <Section />;
  return (
    <AdminScreen title="Section not found" heading={ADMIN_MSG.unknownSection(section)}>
      <Link to={paths.adminDashboard('dashboard')} className={buttonClass('secondary', 'md')}>
        Back to the dashboard
      </Link>
    </AdminScreen>
  );
}

/** /admin/manage-users: the Users table of the dashboard. */
export const ManageUsersPage = UsersSection;
/** /admin/manage-listings: the Listings table of the dashboard. */
export const ManageListingsPage = ListingsSection;
/** /admin/approve-requests: 'Pending Approval Requests (n)' with Approve and Reject. */
export const ApproveRequestsPage = ApproveRequests;
/** /admin: the overview, real — the first pending requests (working Approve/Reject) and the latest approved products. */
export const AdminPage = screen('Admin overview', 'What waits for your review, and what went live lately.', AdminOverview);
/** /admin/payment-history: checkout payments and owner withdrawals; pending withdrawals can be marked processed. */
export const PaymentHistoryPage = screen(
  'Payment History',
  'Checkout payments and owner withdrawals, newest first. Mark a withdrawal processed once the money was sent to the owner.',
  PaymentHistory,
);

/** The admin area's frame (sidebar of §2). */
export { AdminLayout } from './admin-layout';
export { AdminMessagesPage } from './admin-messages-page';
export { AdminNotificationsPage } from './admin-notifications-page';
export { FeedbacksPage } from './feedbacks-page';
export { ReportsPage } from './reports-page';
export { SettingsPage } from './settings-page';
export { SynonymsPage } from './synonyms-page';
