import type { ApprovalStatus } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { usePendingRequestCount } from '../../../features/orders/api/get-order-requests';
import { useOwnerProductSummary } from '../../../features/products/api/get-owner-product-summary';
import { useWallet, WALLET_PAGE_SIZE } from '../../../features/wallet/api/get-wallet';
import { useT } from '../../../lib/i18n';
import { formatRupeesExact } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Panel } from './owner-page';

const STATE_STYLES: Record<ApprovalStatus, string> = {
  approved: 'border-emerald-200 bg-emerald-50',
  pending: 'border-saffron-200 bg-saffron-50',
  rejected: 'border-red-200 bg-red-50',
};
const ORDER: ApprovalStatus[] = ['approved', 'pending', 'rejected'];

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

const cardClass =
  'group grid content-start gap-1 rounded-2xl border border-stone-200 bg-stone-50 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50';

/** A figure on a dashboard card: a skeleton while it loads, a dash (with a reason for screen readers) if it failed. */
function Figure({ value, pending, failed, testId }: { value: ReactNode; pending: boolean; failed: boolean; testId: string }) {
  const t = useT('owner');
  if (pending) return <Skeleton className="my-1 h-9 w-24" />;
  if (failed)
    return (
      <span className="text-4xl font-bold text-stone-500">
        –<span className="sr-only">{t('dashboard.notLoaded')}</span>
      </span>
    );
  return (
    <span className="text-4xl font-bold text-stone-950 tabular-nums" data-testid={testId}>
      {value}
    </span>
  );
}

/**
 * The way to the order screens: the sidebar has no Wallet link and shows My Orders only on its own
 * screen (spec §2), so the dashboard links all three, with what waits in each.
 */
export function OrdersAndWallet({ ownerId }: { ownerId: number }) {
  const pending = usePendingRequestCount(ownerId);
  const wallet = useWallet(ownerId, 1, WALLET_PAGE_SIZE);
  const t = useT('owner');
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className="grid">
        <Link to={paths.orderRequests()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">{t('nav.requests')}</span>
          <Figure value={pending.data} pending={pending.isPending} failed={pending.isError} testId="pending-requests" />
          <span className="text-sm text-stone-700">{t('dashboard.requestsWait', { count: pending.data ?? 0 })}</span>
        </Link>
      </li>
      <li className="grid">
        <Link to={paths.wallet()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">{t('nav.wallet')}</span>
          <Figure
            value={wallet.data ? formatRupeesExact(wallet.data.balance) : null}
            pending={wallet.isPending}
            failed={wallet.isError}
            testId="wallet-balance"
          />
          <span className="text-sm text-stone-700">{t('dashboard.balance')}</span>
        </Link>
      </li>
      <li className="grid">
        <Link to={paths.myOrders()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">{t('nav.myOrders')}</span>
          <span className="text-sm text-stone-700">{t('dashboard.myOrdersNote')}</span>
        </Link>
      </li>
    </ul>
  );
}

/** How approval works, and the way to Support. */
export function OwnerHelp() {
  const t = useT('owner');
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">{t('help.title')}</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-stone-700">
          <li>{t('help.step1')}</li>
          <li>{t('help.step2')}</li>
          <li>{t('help.step3')}</li>
        </ol>
      </Panel>
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">{t('help.questions')}</h2>
        <p className="mt-3 text-stone-700">{t('help.support')}</p>
        <Link to={paths.support()} className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t('help.visitSupport')}
        </Link>
      </Panel>
    </div>
  );
}
