import type { ApprovalStatus } from '@kiraya/contract';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { useOwnerProductSummary } from '../api/get-owner-product-summary';

const STATE_STYLES: Record<ApprovalStatus, string> = {
  approved: 'border-emerald-200 bg-emerald-50',
  pending: 'border-saffron-200 bg-saffron-50',
  rejected: 'border-red-200 bg-red-50',
};
const ORDER: ApprovalStatus[] = ['approved', 'pending', 'rejected'];

/** The owner's products by approval state (the owner dashboard's first panel). */
export function ProductCounts({ ownerId }: { ownerId: number }) {
  const summary = useOwnerProductSummary(ownerId);
  const t = useT('owner');
  const tb = useT('buyer');
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        <LoadingStatus label={t('products.loading')} />
        {ORDER.map((s) => (
          <Skeleton key={s} className="h-32" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return <ErrorState error={summary.error} onRetry={() => summary.refetch()} retrying={summary.isFetching} />;
  }
  const counts = summary.data;
  return (
    <div className="grid gap-4">
      <p className="text-stone-700">{counts.total === 0 ? t('products.none') : t('dashboard.productCount', { count: counts.total })}</p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {ORDER.map((status) => (
          <li key={status} className={`rounded-2xl border p-5 ${STATE_STYLES[status]}`}>
            <p className="text-sm font-semibold text-stone-800">{tb(`approval.${status}`)}</p>
            <p className="mt-1 text-4xl font-bold text-stone-950" data-testid={`count-${status}`}>
              {counts[status]}
            </p>
            <p className="mt-1 text-sm text-stone-700">{t(`dashboard.state.${status}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
