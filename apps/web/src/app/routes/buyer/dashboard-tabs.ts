import { useT } from '../../../lib/i18n';

/** The dashboard's tabs (spec §2); Logout sits after them as a button, since it is an action, not a view. */
export const DASHBOARD_TAB_IDS = [
  'profile',
  'ads',
  'orders',
  'rentals',
  'visits',
  'wishlist',
  'searches',
  'messages',
  'post',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TAB_IDS)[number];

/** The tabs with their labels in the active language ('Settings (coming soon)' is the spec's own label). */
export function useDashboardTabs(): { id: DashboardTab; label: string }[] {
  const t = useT('buyer');
  return DASHBOARD_TAB_IDS.map((id) => ({ id, label: t(`tab.${id}`) }));
}

export function readDashboardTab(params: URLSearchParams): DashboardTab {
  const tab = params.get('tab');
  return DASHBOARD_TAB_IDS.some((id) => id === tab) ? (tab as DashboardTab) : 'profile';
}
