import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { notifications } from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose inbox: one buyer's or one owner's by id, or the one inbox all admins share (recipient_id null). */
export type Inbox = { role: 'user' | 'owner'; id: number } | { role: 'admin' };

/** The filter of an inbox; every query below goes through it, so a caller never reaches another inbox. */
function inboxOf(inbox: Inbox): SQL {
  return inbox.role === 'admin'
    ? (and(eq(notifications.recipientRole, 'admin'), isNull(notifications.recipientId)) as SQL)
    : (and(eq(notifications.recipientRole, inbox.role), eq(notifications.recipientId, inbox.id)) as SQL);
}

export async function listNotifications(db: Executor, inbox: Inbox, onlyUnread: boolean, page: number, limit: number) {
  const where = onlyUnread ? and(inboxOf(inbox), eq(notifications.isRead, false)) : inboxOf(inbox);
  return paged(
    db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).$dynamic(),
    db.select({ n: count() }).from(notifications).where(where),
    page,
    limit,
  );
}

export async function countUnread(db: Executor, inbox: Inbox): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(inboxOf(inbox), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** Marks one notification of this inbox read; null when the id is not in it (missing or someone else's). */
export async function markRead(db: Executor, inbox: Inbox, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), inboxOf(inbox)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of this inbox read; returns how many changed. */
export async function markAllRead(db: Executor, inbox: Inbox): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(inboxOf(inbox), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
