import { AdminNextRelease } from './admin-parts';

/** /admin/settings and the dashboard's Settings section. */
export const SettingsPage = () => (
  <AdminNextRelease title="Settings" purpose="The site title, contact details, items per page, notifications and maintenance mode." />
);
