import type { ApprovalStatus } from '@kiraya/contract';
import { APPROVAL_LABELS, reviewedProductFieldsText } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { usePendingRequestCount } from '../../../features/orders/api/get-order-requests';
import { useOwnerProductSummary } from '../../../features/products/api/get-owner-product-summary';
import { useWallet, WALLET_PAGE_SIZE } from '../../../features/wallet/api/get-wallet';
import { formatRupeesExact } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Panel } from './owner-page';

const STATE_STYLES: Record<ApprovalStatus, { card: string; note: string }> = {
  approved: { card: 'border-emerald-200 bg-emerald-50', note: 'Live in the catalogue' },
  pending: { card: 'border-saffron-200 bg-saffron-50', note: 'Waiting for an admin to review' },
  rejected: { card: 'border-red-200 bg-red-50', note: 'See the reason in My Products' },
};
const ORDER: ApprovalStatus[] = ['approved', 'pending', 'rejected'];

export function ProductCounts({ ownerId }: { ownerId: number }) {
  const summary = useOwnerProductSummary(ownerId);
  if (summary.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3">
        <LoadingStatus label="Loading your products…" />
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
      <p className="text-stone-700">
        {counts.total === 0
          ? "You haven't uploaded any products yet."
          : `You have ${counts.total} product${counts.total === 1 ? '' : 's'} on Kiraya.`}
      </p>
      <ul className="grid gap-4 sm:grid-cols-3">
        {ORDER.map((status) => (
          <li key={status} className={`rounded-2xl border p-5 ${STATE_STYLES[status].card}`}>
            <p className="text-sm font-semibold text-stone-800">{APPROVAL_LABELS[status]}</p>
            <p className="mt-1 text-4xl font-bold text-stone-950" data-testid={`count-${status}`}>
              {counts[status]}
            </p>
            <p className="mt-1 text-sm text-stone-700">{STATE_STYLES[status].note}</p>
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
  if (pending) return <Skeleton className="my-1 h-9 w-24" />;
  if (failed)
    return (
      <span className="text-4xl font-bold text-stone-500">
        –<span className="sr-only">(could not be loaded)</span>
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
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li className="grid">
        <Link to={paths.orderRequests()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">Order Requests</span>
          <Figure value={pending.data} pending={pending.isPending} failed={pending.isError} testId="pending-requests" />
          <span className="text-sm text-stone-700">{pending.data === 1 ? 'request waits' : 'requests wait'} for your decision</span>
        </Link>
      </li>
      <li className="grid">
        <Link to={paths.wallet()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">Wallet</span>
          <Figure
            value={wallet.data ? formatRupeesExact(wallet.data.balance) : null}
            pending={wallet.isPending}
            failed={wallet.isError}
            testId="wallet-balance"
          />
          <span className="text-sm text-stone-700">available balance</span>
        </Link>
      </li>
      <li className="grid">
        <Link to={paths.myOrders()} className={cardClass}>
          <span className="text-sm font-semibold text-brand-800 group-hover:underline">My Orders</span>
          <span className="text-sm text-stone-700">What you sold or rented out: the requests you accepted.</span>
        </Link>
      </li>
    </ul>
  );
}

/** How approval works, and the way to Support. */
export function OwnerHelp() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">How approval works</h2>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-stone-700">
          <li>Upload a product with a clear photo, a price and a description.</li>
          <li>An admin reviews it; approved products appear in the catalogue at once.</li>
          <li>Changing an approved product's {reviewedProductFieldsText('photo')} sends it for review again.</li>
        </ol>
      </Panel>
      <Panel>
        <h2 className="text-lg font-bold text-stone-950">Questions?</h2>
        <p className="mt-3 text-stone-700">Support answers questions about withdrawals, orders and approval, usually within 24 hours.</p>
        <Link to={paths.support()} className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline">
          Visit Support
        </Link>
      </Panel>
    </div>
  );
}
