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
import { AdminOrders, DisputeDesk } from '../../../features/orders';
import { PaymentHistory } from '../../../features/payments';
import { type Catalogs, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { sectionOf } from './admin-layout';
import { AdminMessagesPage as MessagesSection } from './admin-messages-page';
import { AdminScreen } from './admin-parts';
import { DashboardSection } from './dashboard-section';
import { SettingsPage as SettingsSection } from './settings-page';

// The admin area: its own chunk, never downloaded by a visitor who stays on public screens.

export { AdminLoginPage, AdminRegisterPage } from './admin-auth-screens';

type Key = keyof Catalogs['admin'];

/** An admin screen that shows one feature's view under its title and lead (keys of the `admin` area). */
const screen = (title: Key, lead: Key, View: ComponentType, heading?: Key) =>
  function Screen(): ReactNode {
    const t = useT('admin');
    return (
      <AdminScreen title={t(title)} heading={heading ? t(heading) : undefined} lead={t(lead)}>
        <View />
      </AdminScreen>
    );
  };

const UsersSection = screen('users.title', 'users.lead', UsersTable);
const ListingsSection = screen('listings.title', 'listings.lead', ListingsTable);

/** /admin-dashboard sections (§2: ?section=…). */
const SECTIONS: Record<string, ComponentType> = {
  dashboard: DashboardSection,
  users: UsersSection,
  owners: screen('owners.title', 'owners.lead', OwnersTable),
  products: screen('products.title', 'products.lead', ProductsTable),
  listings: ListingsSection,
  messages: MessagesSection,
  orders: screen('orders.title', 'orders.lead', AdminOrders, 'orders.heading'),
  settings: SettingsSection,
  outbox: screen('outbox.title', 'outbox.lead', OutboxList),
};

/** /admin-dashboard?section=…: Dashboard, Users, Owners, Products, Listings, Messages, Orders, Settings, Outbox. */
export function AdminDashboardPage() {
  const location = useLocation();
  const section = sectionOf(location.search);
  const t = useT('admin');
  const Section = Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : undefined;
  if (Section) return <Section />;
  return (
    <AdminScreen title={t('section.notFound')} heading={t('section.unknown', { section })}>
      <Link to={paths.adminDashboard('dashboard')} className={buttonClass('secondary', 'md')}>
        {t('section.back')}
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
