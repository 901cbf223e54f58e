import { FigureCard } from '../../../components/ui/figure-card';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePendingRequestCount } from '../api/get-order-requests';

/** The owner dashboard's way to Order Requests, with how many wait for a decision. */
export function PendingRequestsCard({ ownerId }: { ownerId: number }) {
  const pending = usePendingRequestCount(ownerId);
  const t = useT('owner');
  return (
    <FigureCard
      to={paths.orderRequests()}
      title={t('nav.requests')}
      figure={{
        value: pending.data,
        pending: pending.isPending,
        failed: pending.isError,
        testId: 'pending-requests',
        notLoaded: t('dashboard.notLoaded'),
      }}
      note={t('dashboard.requestsWait', { count: pending.data ?? 0 })}
    />
  );
}

/** The owner dashboard's way to My Orders, which the sidebar shows only on its own screen (spec §2). */
export function MyOrdersCard() {
  const t = useT('owner');
  return <FigureCard to={paths.myOrders()} title={t('nav.myOrders')} note={t('dashboard.myOrdersNote')} />;
}
