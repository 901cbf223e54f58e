import type { ComponentType } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ListingsTable, OutboxList, OwnersTable, ProductsTable, UsersTable } from '../../../features/moderation';
import { AdminOrders } from '../../../features/orders';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { AdminMessagesPage as MessagesSection } from './admin-messages-page';
import { sectionOf } from './admin-nav';
import { AdminScreen, screen } from './admin-parts';
import { DashboardSection } from './dashboard-section';
import { SettingsPage as SettingsSection } from './settings-page';

export const UsersSection = screen('users.title', 'users.lead', UsersTable);
export const ListingsSection = screen('listings.title', 'listings.lead', ListingsTable);

/** /admin-dashboard sections (§2: ?section=…). */
const SECTIONS: Record<string, ComponentType> = {
  dashboard: DashboardSection,
  users: UsersSection,
  owners: screen('owners.title', 'owners.lead', OwnersTable),
  products: screen('products.title', 'products.lead', ProductsTable),
  listings: ListingsSection,
  messages: MessagesSection,
  orders: screen('orders.title', 'orders.lead', AdminOrders, 'orders.heading'),
  settings: SettingsSection,
  outbox: screen('outbox.title', 'outbox.lead', OutboxList),
};

/** /admin-dashboard?section=…: Dashboard, Users, Owners, Products, Listings, Messages, Orders, Settings, Outbox. */
export function AdminDashboardPage() {
  const location = useLocation();
  const section = sectionOf(location.search);
  const t = useT('admin');
  const Section = Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : undefined;
  if (Section) return <Section />;
  return (
    <AdminScreen title={t('section.notFound')} heading={t('section.unknown', { section })}>
      <Link to={paths.adminDashboard('dashboard')} className={buttonClass('secondary', 'md')}>
        {t('section.back')}
      </Link>
    </AdminScreen>
  );
}
