import { AdminNextRelease } from './admin-parts';

/** /admin/messages and the dashboard's Messages section. */
export const AdminMessagesPage = () => (
  <AdminNextRelease title="Messages" purpose="Conversations with buyers: read them, answer, and clear a chat." />
);
