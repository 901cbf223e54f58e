import { ORDER_MSG } from '@kiraya/contract';
import { Link } from 'react-router';
import { countOf, PagedList, useListParams } from '../../../components/data-views/paged-list';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/state-panels';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { MyOrdersTable } from '../../../features/orders/components/my-orders-table';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { CATEGORY_OPTIONS, labelOf } from './owner-fields';
import { OwnerPage } from './owner-page';

const PAGE_SIZE = 10;
const categoryLabel = (raw: string) => labelOf(CATEGORY_OPTIONS, raw);

/** /my-orders (§2): what the owner actually sold or rented out, i.e. the order lines they accepted. */
export function MyOrdersPage() {
  const session = useSession('owner');
  const ownerId = session?.profile.id ?? 0;
  const { page } = useListParams();
  const query = useMyOrders(ownerId, page, PAGE_SIZE);
  if (!session) return null;

  const body = (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      loadingLabel="Loading your orders…"
      empty={
        <EmptyState title={ORDER_MSG.noOwnerOrders}>
          <p className="text-sm text-stone-700">Accept a request in Order Requests and it appears here.</p>
          <Link to={paths.orderRequests()} className={buttonClass('secondary', 'md')}>
            Order Requests
          </Link>
        </EmptyState>
      }
      result={(_, total) => countOf(total, 'order')}
      resultClassName="mb-3"
      pagesLabel="My orders pages"
    >
      {(rows, stale) => <MyOrdersTable rows={rows} stale={stale} categoryLabel={categoryLabel} />}
    </PagedList>
  );

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
