import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { messages, users } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(
  db: Executor,
  row: { userId: number; sender: 'user' | 'admin'; adminId: number | null; text: string },
): Promise<MessageRow> {
  const [created] = await db.insert(messages).values(row).returning();
  return created as MessageRow;
}

/** The newest `max` messages of one conversation, returned oldest first, and how many there are in all. */
export async function listConversation(db: Executor, userId: number, max: number): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(max),
    db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)),
  ]);
  return { rows: rows.reverse(), total: counted?.n ?? 0 };
}

/** Marks what `sender` wrote in this conversation as read (the other side has seen it); returns how many flipped. */
export async function markRead(db: Executor, userId: number, sender: 'user' | 'admin'): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, userId), eq(messages.sender, sender), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return rows.length;
}

export async function deleteConversation(db: Executor, userId: number): Promise<number> {
  const rows = await db.delete(messages).where(eq(messages.userId, userId)).returning({ id: messages.id });
  return rows.length;
}

export async function buyerExists(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

const unreadFromBuyer = sql<number>`count(*) filter (where ${messages.sender} = 'user' and not ${messages.isRead})`;

/** Buyers who have a conversation, newest conversation first, with the messages no admin has read yet. */
export async function listConversations(db: Executor, page: number, limit: number) {
  const stats = db
    .select({
      userId: messages.userId,
      unread: unreadFromBuyer.mapWith(Number).as('unread'),
      lastAt: sql<string>`max(${messages.createdAt})`.as('last_at'),
      lastId: sql<number>`max(${messages.id})`.as('last_id'),
    })
    .from(messages)
    .groupBy(messages.userId)
    .as('stats');
  return paged(
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        unread: stats.unread,
        lastAt: stats.lastAt,
        // The newest message's text, for the list preview.
        lastText: sql<string>`(select m.text from ${messages} m where m.user_id = ${users.id} order by m.created_at desc, m.id desc limit 1)`,
      })
      .from(stats)
      .innerJoin(users, eq(users.id, stats.userId))
      .orderBy(desc(stats.lastAt), desc(stats.lastId))
      .$dynamic(),
    db.select({ n: countDistinct(messages.userId) }).from(messages),
    page,
    limit,
  );
}

/** Every buyer message no admin has read yet (the sidebar badge and the dashboard's Unread Messages). */
export async function unreadFromBuyers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: unreadFromBuyer.mapWith(Number) }).from(messages);
  return row?.n ?? 0;
}
