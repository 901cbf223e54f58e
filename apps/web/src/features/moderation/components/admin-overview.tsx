import { useListParams } from '../../../components/data-views/paged-list';
import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useAdminTable } from '../api/get-admin-table';
import { ADMIN_REQUESTS_PAGE_SIZE, ADMIN_TABLE_PAGE_SIZE } from '../api/query-keys';
import { valueLabel } from './admin-table';
import { ApprovalQueue } from './approval-queue';
import { ApprovalBadge, Thumbnail } from './item-bits';

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** /admin/approve-requests: 'Pending Approval Requests (n)' with Approve and Reject. */
export function ApproveRequests() {
  const { page } = useListParams();
  const t = useT('admin');
  return (
    <PageContainer className="py-6 lg:py-8">
      <PageTitle title={t('screen.documentTitle', { title: t('approve.title') })} />
      <ApprovalQueue
        page={page}
        limit={ADMIN_REQUESTS_PAGE_SIZE}
        heading={(total) => (
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
              {t('approve.heading')}
              {total === null ? '' : ` (${total})`}
            </h1>
            <p className="max-w-3xl text-stone-700">{t('approve.lead')}</p>
          </div>
        )}
      />
    </PageContainer>
  );
}

/** Products newest first, the approved ones of the first page (the spec's "Approved" column, real). */
function RecentlyApproved() {
  const query = useAdminTable('products', { page: 1, limit: ADMIN_TABLE_PAGE_SIZE });
  const t = useT('admin');
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('overview.approvedLoading')} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const approved = query.data.items.filter((p) => p.verified === 1).slice(0, 6);
  if (approved.length === 0) return <EmptyState title={t('overview.noneApproved')} />;
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
              {formatPrice(product.price)} · {valueLabel(t, product.category)} ·{' '}
              {t('overview.added', { date: formatDate(product.created_at) })}
            </p>
          </div>
          <ApprovalBadge verified={product.verified} status={product.status} />
        </li>
      ))}
    </ul>
  );
}

/** The admin overview: the first pending requests (working Approve/Reject) and the latest approved products. */
export function AdminOverview() {
  const t = useT('admin');
  return (
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
                {t('overview.pending')}
                {total === null ? '' : ` (${total})`}
              </h2>
              <Link to={paths.approveRequests()} className={linkClass}>
                {t('overview.allPending')}
              </Link>
            </div>
          )}
        />
      </section>
      <section aria-labelledby="overview-approved" className="space-y-5">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="overview-approved" className="text-xl font-bold text-stone-950">
            {t('overview.recentlyApproved')}
          </h2>
          <Link to={paths.adminDashboard('products')} className={linkClass}>
            {t('card.totalProducts.action')}
          </Link>
        </div>
        <RecentlyApproved />
      </section>
    </div>
  );
}
