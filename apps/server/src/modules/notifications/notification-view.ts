import type { AppNotification } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
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

/**
 * inboxStream and toNotification in SQL, over the notifications row named `n` of a statement: checkout writes its
 * notifications' live events in the statement that inserts them, one round trip fewer than publishNotifications.
 * notification-view.test.ts holds the two to the same answer.
 */
export function notificationEventSql(n: string): { audience: SQL; payload: SQL } {
  const c = (column: string) => sql.raw(`${n}.${column}`);
  return {
    audience: sql`CASE WHEN ${c('recipient_role')} = 'admin' OR ${c('recipient_id')} IS NULL THEN 'admin'
      ELSE ${c('recipient_role')} || ':' || ${c('recipient_id')} END`,
    // The date as Date.toISOString writes it: UTC, milliseconds (to_char's MS truncates, as JavaScript's Date does).
    payload: sql`jsonb_build_object('id', ${c('id')}, 'title', ${c('title')}, 'type', ${c('type')},
      'date', to_char(${c('created_at')} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'message', ${c('message')}, 'is_read', ${c('is_read')})
      || CASE WHEN coalesce(${c('code')}, '') <> '' THEN jsonb_build_object('code', ${c('code')}, 'params', coalesce(${c('params')}, '{}'::jsonb))
         ELSE '{}'::jsonb END`,
  };
}
