import type { DashboardSummary } from '@kiraya/contract';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiUrl } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

const countFormat = new Intl.NumberFormat('en-IN');

type CountKey = Exclude<keyof DashboardSummary, 'recentActivities' | 'recentActivity' | 'chart'>;

/** The cards of §2 plus Total Messages, each opening the table behind its number. */
const CARDS: { key: CountKey; label: string; to: string; action: string; attention?: boolean }[] = [
  { key: 'totalUsers', label: 'Total Users', to: paths.adminDashboard('users'), action: 'Manage users' },
  { key: 'totalOwners', label: 'Total Owners', to: paths.adminDashboard('owners'), action: 'Manage owners' },
  { key: 'totalProducts', label: 'Total Products', to: paths.adminDashboard('products'), action: 'Manage products' },
  { key: 'totalListings', label: 'Total Listings', to: paths.adminDashboard('listings'), action: 'Manage listings' },
  { key: 'totalOrders', label: 'Total Orders', to: paths.adminDashboard('orders'), action: 'All orders' },
  {
    key: 'pendingOrders',
    label: 'Pending Orders',
    to: apiUrl(paths.adminDashboard(), { section: 'orders', status: 'pending' }),
    action: 'Pending orders',
    attention: true,
  },
  { key: 'unreadMessages', label: 'Unread Messages', to: paths.adminDashboard('messages'), action: 'Open messages', attention: true },
  { key: 'totalMessages', label: 'Total Messages', to: paths.adminDashboard('messages'), action: 'All conversations' },
];

export function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={summary ? undefined : true}>
      {CARDS.map((card) => {
        const value = summary?.[card.key];
        const highlight = card.attention && (value ?? 0) > 0;
        return (
          <li
            key={card.key}
            data-testid={`card-${card.key}`}
            className={`flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-card ring-1 sm:p-5 ${highlight ? 'ring-saffron-400' : 'ring-stone-200/70'}`}
          >
            <h2 className="text-sm font-semibold text-stone-600">{card.label}</h2>
            {value === undefined ? (
              <Skeleton className="h-9 w-20" />
            ) : (
              <p className="text-3xl font-bold text-stone-950 tabular-nums">{countFormat.format(value)}</p>
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
