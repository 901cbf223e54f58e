import { ORDER_MSG } from '@kiraya/contract';
import { PagedList, useListParams } from '../../../components/data-views/paged-list';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/state-panels';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useMyOrders } from '../api/get-my-orders';
import { MyOrdersTable } from './my-orders-table';

const PAGE_SIZE = 10;

/** What the owner actually sold or rented out, i.e. the order lines they accepted, a page at a time (?page=). */
export function MyOrders({ ownerId }: { ownerId: number }) {
  const { page } = useListParams();
  const query = useMyOrders(ownerId, page, PAGE_SIZE);
  const t = useT('owner');
  const tb = useT('buyer');
  const localize = useLocalize();
  const categoryLabel = (raw: string) => tb(`category.${raw as 'property'}`);

  return (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      loadingLabel={t('myOrders.loading')}
      empty={
        <EmptyState title={localize(ORDER_MSG.noOwnerOrders)}>
          <p className="text-sm text-stone-700">{t('myOrders.emptyHint')}</p>
          <Link to={paths.orderRequests()} className={buttonClass('secondary', 'md')}>
            {t('nav.requests')}
          </Link>
        </EmptyState>
      }
      result={(_, total) => t('myOrders.count', { count: total })}
      resultClassName="mb-3"
      pagesLabel={t('myOrders.pages')}
    >
      {(rows, stale) => <MyOrdersTable rows={rows} stale={stale} categoryLabel={categoryLabel} />}
    </PagedList>
  );
}
