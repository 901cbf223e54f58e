import { ORDER_MSG } from '@kiraya/contract';
import { Link } from 'react-router';
import { PagedList, useListParams } from '../../../components/data-views/paged-list';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/state-panels';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { MyOrdersTable } from '../../../features/orders/components/my-orders-table';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

const PAGE_SIZE = 10;

/** /my-orders (§2): what the owner actually sold or rented out, i.e. the order lines they accepted. */
export function MyOrdersPage() {
  const session = useSession('owner');
  const ownerId = session?.profile.id ?? 0;
  const { page } = useListParams();
  const query = useMyOrders(ownerId, page, PAGE_SIZE);
  const t = useT('owner');
  const tb = useT('buyer');
  const localize = useLocalize();
  const categoryLabel = (raw: string) => tb(`category.${raw as 'property'}`);
  if (!session) return null;

  const body = (
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

  return (
    <OwnerPage
      title={t('myOrders.title')}
      lead={
        <p>
          {t('myOrders.leadBefore')}
          <Link to={paths.orderRequests()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t('nav.requests')}
          </Link>
          {t('myOrders.leadAfter')}
        </p>
      }
    >
      {body}
    </OwnerPage>
  );
}
