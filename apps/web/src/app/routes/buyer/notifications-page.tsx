import { ReleaseNotice } from '../../../components/layouts/release-notice';

export const NotificationsPage = () => (
  <ReleaseNotice title="Notifications" purpose="Updates on your orders, your ads and replies from support." audience="buyer" />
);
