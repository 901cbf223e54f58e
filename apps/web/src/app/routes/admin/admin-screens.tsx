import { ADMIN_MSG } from '@kiraya/contract';
import type { ComponentType } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useAdminTable } from '../../../features/moderation/api/get-admin-table';
import { ADMIN_REQUESTS_PAGE_SIZE, ADMIN_TABLE_PAGE_SIZE } from '../../../features/moderation/api/query-keys';
import { ApprovalQueue } from '../../../features/moderation/components/approval-queue';
import { ApprovalBadge, Thumbnail } from '../../../features/moderation/components/item-bits';
import { ListingsTable } from '../../../features/moderation/components/listings-table';
import { OutboxList } from '../../../features/moderation/components/outbox-list';
import { OwnersTable } from '../../../features/moderation/components/owners-table';
import { ProductsTable } from '../../../features/moderation/components/products-table';
import { UsersTable } from '../../../features/moderation/components/users-table';
import { AdminOrders } from '../../../features/orders/components/admin-orders';
import { PaymentHistory } from '../../../features/payments/components/payment-history';
import { formatDate } from '../../../lib/dates';
import { readPage } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { sectionOf } from './admin-layout';
import { AdminScreen } from './admin-parts';

// The admin area: its own chunk, never downloaded by a visitor who stays on public screens.

export { AdminLoginPage, AdminRegisterPage } from './admin-auth-screens';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

// ---------------------------------------------------------------------------------------------
// /admin-dashboard sections (§2: ?section=…)

function UsersSection() {
  return (
    <AdminScreen title="Users" lead="Buyer accounts. Edit a row inline; an inactive user cannot log in.">
      <UsersTable />
    </AdminScreen>
  );
}

function OwnersSection() {
  return (
    <AdminScreen title="Owners" lead="Seller accounts. Mark owners verified, or deactivate one to stop their logins.">
      <OwnersTable />
    </AdminScreen>
  );
}

function ProductsSection() {
  return (
    <AdminScreen
      title="Products"
      lead="Every owner's product. Setting Verified to Yes publishes a product at once; No sends it back to the approval queue."
    >
      <ProductsTable />
    </AdminScreen>
  );
}

function ListingsSection() {
  return (
    <AdminScreen title="Listings" lead="Ads posted by buyers. Setting Verified to Yes publishes an ad; No sends it back for review.">
      <ListingsTable />
    </AdminScreen>
  );
}

function OutboxSection() {
  return (
    <AdminScreen
      title="Outbox"
      lead="Kiraya sends no email yet: password reset links that would have been mailed are kept here, newest first. Pass a link on only to the person it was meant for."
    >
      <OutboxList />
    </AdminScreen>
  );
}

function OrdersSection() {
  return (
    <AdminScreen
      title="Orders"
      heading="All Orders"
      lead="Every order placed on Kiraya, newest first. Owners decide the lines for their products; you decide the lines for ads."
    >
      <AdminOrders />
    </AdminScreen>
  );
}

import { AdminMessagesPage as MessagesSection } from './admin-messages-page';
import { DashboardSection } from './dashboard-section';
import { SettingsPage as SettingsSection } from './settings-page';

const SECTIONS: Record<string, ComponentType> = {
  dashboard: DashboardSection,
  users: UsersSection,
  owners: OwnersSection,
  products: ProductsSection,
  listings: ListingsSection,
  messages: MessagesSection,
  orders: OrdersSection,
  settings: SettingsSection,
  outbox: OutboxSection,
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

// ---------------------------------------------------------------------------------------------
// Standalone admin routes

/** /admin/manage-users: the Users table of the dashboard. */
export const ManageUsersPage = UsersSection;
/** /admin/manage-listings: the Listings table of the dashboard. */
export const ManageListingsPage = ListingsSection;

/** /admin/approve-requests: 'Pending Approval Requests (n)' with Approve and Reject. */
export function ApproveRequestsPage() {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  return (
    <PageContainer className="py-6 lg:py-8">
      <PageTitle title="Approve requests · Admin" />
      <ApprovalQueue
        page={page}
        limit={ADMIN_REQUESTS_PAGE_SIZE}
        heading={(total) => (
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
              Pending Approval Requests{total === null ? '' : ` (${total})`}
            </h1>
            <p className="max-w-3xl text-stone-700">
              New products from owners and ads from buyers, oldest first. Approving one shows it in the catalogue at once; a rejected one
              goes back to its owner with your reason.
            </p>
          </div>
        )}
      />
    </PageContainer>
  );
}

/** Products newest first, the approved ones of the first page (the spec's "Approved" column, real). */
function RecentlyApproved() {
  const query = useAdminTable('products', { page: 1, limit: ADMIN_TABLE_PAGE_SIZE });
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <LoadingStatus label="Loading recently approved products…" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const approved = query.data.items.filter((p) => p.verified === 1).slice(0, 6);
  if (approved.length === 0) return <EmptyState title="No approved products among the newest ones." />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {approved.map((product) => (
        <li key={product.id} className="flex items-center gap-4 rounded-2xl bg-white p-3 shadow-card ring-1 ring-stone-200/70">
          <Thumbnail src={product.image_card} className="h-16 w-20 shrink-0" />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold text-stone-950">
              <Link to={paths.product(product.id)} className="hover:text-brand-800 hover:underline">
                {product.title}
              </Link>
            </h3>
            <p className="text-sm text-stone-700">
              {formatPrice(product.price)} · {product.category} · added {formatDate(product.created_at)}
            </p>
          </div>
          <ApprovalBadge verified={product.verified} status={product.status} />
        </li>
      ))}
    </ul>
  );
}

/** /admin: the overview, real — the first pending requests (working Approve/Reject) and the latest approved products. */
export function AdminPage() {
  return (
    <AdminScreen title="Admin overview" lead="What waits for your review, and what went live lately.">
      <div className="space-y-10">
        <section aria-labelledby="overview-pending">
          <ApprovalQueue
            page={1}
            limit={4}
            paginate={false}
            cardHeading="h3"
            heading={(total) => (
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="overview-pending" className="text-xl font-bold text-stone-950">
                  Pending{total === null ? '' : ` (${total})`}
                </h2>
                <Link to={paths.approveRequests()} className={linkClass}>
                  All pending requests
                </Link>
              </div>
            )}
          />
        </section>
        <section aria-labelledby="overview-approved" className="space-y-5">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="overview-approved" className="text-xl font-bold text-stone-950">
              Recently approved products
            </h2>
            <Link to={paths.adminDashboard('products')} className={linkClass}>
              Manage products
            </Link>
          </div>
          <RecentlyApproved />
        </section>
      </div>
    </AdminScreen>
  );
}

// ---------------------------------------------------------------------------------------------
// Screens of issue 5, one file each

export { AdminMessagesPage } from './admin-messages-page';
export { AdminNotificationsPage } from './admin-notifications-page';
export { FeedbacksPage } from './feedbacks-page';
export { ReportsPage } from './reports-page';
export { SettingsPage } from './settings-page';

/** /admin/payment-history: checkout payments and owner withdrawals; pending withdrawals can be marked processed. */
export function PaymentHistoryPage() {
  return (
    <AdminScreen
      title="Payment History"
      lead="Checkout payments and owner withdrawals, newest first. Mark a withdrawal processed once the money was sent to the owner."
    >
      <PaymentHistory />
    </AdminScreen>
  );
}

/** The admin area's frame (sidebar of §2). */
export { AdminLayout } from './admin-layout';
