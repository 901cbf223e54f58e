import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { adminTableOptions } from '../api/get-admin-table';
import { approvalRequestsOptions } from '../api/get-approval-requests';

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * The dashboard's cards of §2 that can be real today: each number is the X-Total-Count of a one-row
 * page of its table. Orders and messages get their cards with the summary endpoint, not before.
 */
export function DashboardCounts() {
  const cards = [
    {
      label: 'Total Users',
      to: paths.adminDashboard('users'),
      action: 'Manage users',
      options: adminTableOptions('users', { page: 1, limit: 1 }),
    },
    {
      label: 'Total Owners',
      to: paths.adminDashboard('owners'),
      action: 'Manage owners',
      options: adminTableOptions('owners', { page: 1, limit: 1 }),
    },
    {
      label: 'Total Products',
      to: paths.adminDashboard('products'),
      action: 'Manage products',
      options: adminTableOptions('products', { page: 1, limit: 1 }),
    },
    {
      label: 'Total Listings',
      to: paths.adminDashboard('listings'),
      action: 'Manage listings',
      options: adminTableOptions('listings', { page: 1, limit: 1 }),
    },
    {
      label: 'Pending Approval',
      to: paths.approveRequests(),
      action: 'Review requests',
      options: approvalRequestsOptions({ page: 1, limit: 1 }),
    },
  ] as const;
  const results = useQueries({ queries: cards.map((card) => card.options) });

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
      {cards.map((card, i) => {
        const result = results[i];
        return (
          <li key={card.label} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-card sm:p-5 ring-1 ring-stone-200/70">
            <h2 className="text-sm font-semibold text-stone-600">{card.label}</h2>
            {result?.isPending ? (
              <>
                <Skeleton className="h-9 w-20" />
                <span className="sr-only">Loading…</span>
              </>
            ) : result?.isError ? (
              <div role="alert" className="space-y-2 text-sm text-red-800">
                <p>{errorMessage(result.error)}</p>
                <Button size="sm" variant="secondary" onClick={() => result.refetch()}>
                  Retry
                </Button>
              </div>
            ) : (
              <p className="text-3xl font-bold text-stone-950 tabular-nums">{countFormat.format(result?.data?.total ?? 0)}</p>
            )}
            <Link to={card.to} className="mt-auto text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
              {card.action}
              <span className="sr-only"> ({card.label.toLowerCase()})</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
