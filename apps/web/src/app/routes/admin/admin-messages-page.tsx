import { AdminMessages } from '../../../features/chat';
import { AdminScreen } from './admin-parts';

/** /admin/messages and /admin-dashboard?section=messages: buyers' conversations and the selected chat. */
export function AdminMessagesPage() {
  return (
    <AdminScreen
      title="Messages"
      lead="Conversations with buyers, newest first. Open one to read it and reply; it is marked read as you read it."
    >
      <AdminMessages />
    </AdminScreen>
  );
}
