import { type AppNotification, NOTIFICATION_MSG } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toNotification } from './notification-view.js';
import * as repo from './notifications.repository.js';

export type { Inbox } from './notifications.repository.js';

/**
 * Reading and clearing notifications. Events write them (modules/events); here a caller only ever
 * reaches their own inbox: a buyer's or an owner's by the token's role and id, or the admins' shared one.
 */

export async function listNotifications(db: Db, inbox: repo.Inbox, onlyUnread: boolean, page: number, limit: number) {
  const { rows, total } = await repo.listNotifications(db, inbox, onlyUnread, page, limit);
  return { items: rows.map(toNotification), total };
}

export async function unreadCount(db: Db, inbox: repo.Inbox): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(db, inbox) };
}

/** 404 for a missing id and for someone else's alike, so ids cannot be probed. Marking a read one again is fine. */
export async function markRead(db: Db, inbox: repo.Inbox, id: number): Promise<AppNotification> {
  const row = await repo.markRead(db, inbox, id);
  if (!row) throw notFound(NOTIFICATION_MSG.notFound);
  return toNotification(row);
}

export async function markAllRead(db: Db, inbox: repo.Inbox): Promise<{ message: string; updated: number }> {
  const updated = await repo.markAllRead(db, inbox);
  return { message: updated > 0 ? NOTIFICATION_MSG.allMarkedRead : NOTIFICATION_MSG.noneUnread, updated };
}
