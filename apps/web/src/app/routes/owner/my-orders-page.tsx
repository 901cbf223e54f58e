import { ORDER_MSG } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRows } from '../../../components/ui/responsive-table';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { MyOrdersTable } from '../../../features/orders/components/my-orders-table';
import { readPage } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useKeptData } from '../../../lib/use-kept-data';
import { CATEGORY_OPTIONS, labelOf } from './owner-fields';
import { OwnerPage } from './owner-page';

const PAGE_SIZE = 10;
const categoryLabel = (raw: string) => labelOf(CATEGORY_OPTIONS, raw);

/** /my-orders (§2): what the owner actually sold or rented out, i.e. the order lines they accepted. */
export function MyOrdersPage() {
  const session = useSession('owner');
  const ownerId = session?.profile.id ?? 0;
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const query = useMyOrders(ownerId, page, PAGE_SIZE);
  const kept = useKeptData(query.data);
  if (!session) return null;

  const rows = kept.data?.items ?? [];
  const total = kept.data?.total ?? 0;

  let body: ReactNode;
  if (query.isPending && !kept.data) {
    body = <LoadingRows label="Loading your orders…" />;
  } else if (query.isError && !query.data) {
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState title={ORDER_MSG.noOwnerOrders}>
        <p className="text-sm text-stone-700">Accept a request in Order Requests and it appears here.</p>
        <Link to={paths.orderRequests()} className={buttonClass('secondary', 'md')}>
          Order Requests
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-sm text-stone-700" aria-live="polite">
          {total} order{total === 1 ? '' : 's'}
          {query.isFetching ? ' · updating…' : ''}
        </p>
        <MyOrdersTable rows={rows} stale={kept.stale} categoryLabel={categoryLabel} />
        <Pagination page={page} total={total} pageSize={PAGE_SIZE} label="My orders pages" />
      </>
    );
  }

  return (
    <OwnerPage
      title="My Orders"
      lead={
        <p>
          The order requests you accepted: what you actually sold or rented out. Pending and rejected requests stay in{' '}
          <Link to={paths.orderRequests()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Order Requests
          </Link>
          .
        </p>
      }
    >
      {body}
    </OwnerPage>
  );
}
