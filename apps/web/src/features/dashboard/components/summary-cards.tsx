import type { DashboardSummary } from '@kiraya/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { apiUrl } from '../../../lib/api-client';
import { type Catalogs, useFormat, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

type CountKey = Exclude<keyof DashboardSummary, 'recentActivities' | 'recentActivity' | 'chart'>;

type Key = keyof Catalogs['admin'];

/** The cards of §2 plus Total Messages, each opening the table behind its number (label and action: `admin` keys). */
const CARDS: { key: CountKey; label: Key; to: string; action: Key; attention?: boolean }[] = [
  { key: 'totalUsers', label: 'card.totalUsers', to: paths.adminDashboard('users'), action: 'card.totalUsers.action' },
  { key: 'totalOwners', label: 'card.totalOwners', to: paths.adminDashboard('owners'), action: 'card.totalOwners.action' },
  { key: 'totalProducts', label: 'card.totalProducts', to: paths.adminDashboard('products'), action: 'card.totalProducts.action' },
  { key: 'totalListings', label: 'card.totalListings', to: paths.adminDashboard('listings'), action: 'card.totalListings.action' },
  { key: 'totalOrders', label: 'card.totalOrders', to: paths.adminDashboard('orders'), action: 'card.totalOrders.action' },
  {
    key: 'pendingOrders',
    label: 'card.pendingOrders',
    to: apiUrl(paths.adminDashboard(), { section: 'orders', status: 'pending' }),
    action: 'card.pendingOrders.action',
    attention: true,
  },
  {
    key: 'unreadMessages',
    label: 'card.unreadMessages',
    to: paths.adminDashboard('messages'),
    action: 'card.unreadMessages.action',
    attention: true,
  },
  { key: 'totalMessages', label: 'card.totalMessages', to: paths.adminDashboard('messages'), action: 'card.totalMessages.action' },
];

export function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  const t = useT('admin');
  const format = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy={summary ? undefined : true}>
      {CARDS.map((card) => {
        const value = summary?.[card.key];
        const highlight = card.attention && (value ?? 0) > 0;
        const label = t(card.label);
        return (
          <li
            key={card.key}
            data-testid={`card-${card.key}`}
            className={`flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-card ring-1 sm:p-5 ${highlight ? 'ring-saffron-400' : 'ring-stone-200/70'}`}
          >
            <h2 className="text-sm font-semibold text-stone-600">{label}</h2>
            {value === undefined ? (
              <Skeleton className="h-9 w-20" />
            ) : (
              <p className="text-3xl font-bold text-stone-950 tabular-nums">{format.number(value)}</p>
            )}
            <Link to={card.to} className="mt-auto text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
              {t(card.action)}
              <span className="sr-only"> ({label.toLowerCase()})</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
