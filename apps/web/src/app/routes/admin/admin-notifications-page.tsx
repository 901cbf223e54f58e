import { AdminNextRelease } from './admin-parts';

export const AdminNotificationsPage = () => (
  <AdminNextRelease title="Admin notifications" purpose="Alerts about new sign-ups, ads and orders." />
);
