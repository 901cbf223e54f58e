import type { ApprovalStatus } from '@kiraya/contract';
import { APPROVAL_LABELS } from '@kiraya/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useSession } from '../../../features/auth/session';
import { useOwnerProductSummary } from '../../../features/products/api/get-owner-product-summary';
import { paths } from '../../../lib/paths';
import { OwnerPage, Panel } from './owner-page';

const STATE_STYLES: Record<ApprovalStatus, { card: string; note: string }> = {
  approved: { card: 'border-emerald-200 bg-emerald-50', note: 'Live in the catalogue' },
  pending: { card: 'border-saffron-200 bg-saffron-50', note: 'Waiting for an admin to review' },
  rejected: { card: 'border-red-200 bg-red-50', note: 'See the reason in My Products' },
};
const ORDER: ApprovalStatus[] = ['approved', 'pending', 'rejected'];

function Counts({ ownerId }: { ownerId: number }) {
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

/** /owner-dashboard: the owner's products by approval state and the next steps. */
export function OwnerDashboardPage() {
  const session = useSession('owner');
  if (!session) return null;
  const name = session.profile.name?.trim() || 'Owner';
  return (
    <OwnerPage title="Dashboard" lead={`Welcome back, ${name}. Here is where your products stand.`}>
      <div className="grid gap-6">
        <Panel>
          <h2 className="mb-4 text-lg font-bold text-stone-950">Your products</h2>
          <Counts ownerId={session.profile.id} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
              Upload Product
            </Link>
            <Link to={paths.myProducts()} className={buttonClass('secondary', 'md')}>
              My Products
            </Link>
          </div>
        </Panel>
        <div className="grid gap-6 md:grid-cols-2">
          <Panel>
            <h2 className="text-lg font-bold text-stone-950">How approval works</h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5 text-stone-700">
              <li>Upload a product with a clear photo, a price and a description.</li>
              <li>An admin reviews it; approved products appear in the catalogue at once.</li>
              <li>Changing an approved product's title, description, price, category or photo sends it for review again.</li>
            </ol>
          </Panel>
          <Panel>
            <h2 className="text-lg font-bold text-stone-950">Orders and wallet</h2>
            <p className="mt-3 text-stone-700">
              Order requests from buyers and your wallet arrive with orders in the next release of Kiraya. Until then buyers can find your
              approved products in the catalogue.
            </p>
            <Link to={paths.support()} className="mt-3 inline-block font-semibold text-brand-800 underline-offset-2 hover:underline">
              Questions? Visit Support
            </Link>
          </Panel>
        </div>
      </div>
    </OwnerPage>
  );
}
