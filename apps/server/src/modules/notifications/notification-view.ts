import type { AppNotification } from '@kiraya/contract';
import type { LiveFilter } from '../../db/events.js';
import type { Inbox, NotificationRow } from './notifications.repository.js';

/** A notification as the API and the live streams send it. */
export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    date: row.createdAt.toISOString(),
    message: row.message,
    is_read: row.isRead,
    // Rows from before migration 0006 have no code: the §3 shape alone, and the web shows their English text.
    ...(row.code ? { code: row.code, params: row.params ?? {} } : {}),
  };
}

/** The live events of one inbox: a buyer's, an owner's, or the one all admins share. */
export function inboxStream(inbox: Inbox): Required<LiveFilter> {
  return { topic: 'notification', audience: inbox.role === 'admin' ? 'admin' : `${inbox.role}:${inbox.id}` };
}

export function inboxOfRow(row: Pick<NotificationRow, 'recipientRole' | 'recipientId'>): Inbox {
  return row.recipientRole === 'admin' || row.recipientId === null ? { role: 'admin' } : { role: row.recipientRole, id: row.recipientId };
}
