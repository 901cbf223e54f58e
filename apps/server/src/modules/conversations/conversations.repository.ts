import type { ScamCode, TalkItemKind, TalkSide } from '@kiraya/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  conversationBlocks,
  conversationMessages,
  conversationReports,
  conversations,
  listings,
  products,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
/** An account that can be a side: a buyer (`user`) or a product's owner (`owner`). */
export interface Party {
  role: 'user' | 'owner';
  id: number;
}

/** An approved item and who owns it (null owner: an ad nobody on Kiraya posted). */
export async function findItem(db: Executor, kind: TalkItemKind, id: number): Promise<{ title: string; owner: Party | null } | null> {
  if (kind === 'product') {
    const [row] = await db
      .select({ title: products.title, ownerId: products.ownerId })
      .from(products)
      .where(and(eq(products.id, id), eq(products.approvalStatus, 'approved')));
    return row ? { title: row.title, owner: { role: 'owner', id: row.ownerId } } : null;
  }
  const [row] = await db
    .select({ title: listings.title, userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.approvalStatus, 'approved')));
  return row ? { title: row.title, owner: row.userId === null ? null : { role: 'user', id: row.userId } } : null;
}

export async function findByParties(db: Executor, buyerId: number, kind: TalkItemKind, itemId: number, owner: Party) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        eq(conversations.itemKind, kind),
        eq(conversations.itemId, itemId),
        eq(conversations.ownerRole, owner.role),
        eq(conversations.ownerId, owner.id),
      ),
    );
  return row ?? null;
}

/** Inserts the conversation unless the same one exists (the unique index decides between two at once). */
export async function insertConversation(db: Executor, row: typeof conversations.$inferInsert): Promise<ConversationRow | null> {
  const [created] = await db.insert(conversations).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** Holds the buyer's row until the transaction ends, so two openings at once are counted one after the other. */
export async function lockBuyer(db: Executor, buyerId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
}

export async function countStartedSince(db: Executor, buyerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(conversations)
    .where(and(eq(conversations.buyerId, buyerId), sql`${conversations.createdAt} > ${since.toISOString()}`));
  return row?.n ?? 0;
}

export async function findConversation(db: Executor, id: number, lock = false): Promise<ConversationRow | null> {
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Everything a conversation's screens show beside its messages: names, phones, the item's title and cover. */
export interface ConversationFacts {
  id: number;
  buyer_id: number;
  owner_role: 'owner' | 'user';
  owner_id: number;
  item_kind: TalkItemKind;
  item_id: number;
  item_title: string;
  image: string | null;
  approval: string | null;
  buyer_name: string;
  buyer_phone: string;
  owner_name: string;
  owner_phone: string;
  buyer_shared_at: string | Date | null;
  owner_shared_at: string | Date | null;
  scam_hits: number;
  flagged_at: string | Date | null;
  flag_reason: 'scam' | 'report' | null;
  last_message_at: string | Date | null;
  created_at: string | Date;
  last_text: string | null;
  last_has_photo: boolean | null;
  /** Messages of the other side the `viewer` has not read (0 without a viewer). */
  unread: number | string;
  /** The viewer's side in this row (null without a viewer). */
  side: TalkSide | null;
}

const factsSelect = (viewer: Party | null) => sql`
  SELECT c.id, c.buyer_id, c.owner_role, c.owner_id, c.item_kind, c.item_id,
         coalesce(CASE WHEN c.item_kind = 'product' THEN p.title ELSE l.title END, c.item_title) AS item_title,
         CASE WHEN c.item_kind = 'product' THEN p.image ELSE l.image END AS image,
         CASE WHEN c.item_kind = 'product' THEN p.approval_status ELSE l.approval_status END AS approval,
         b.name AS buyer_name, b.phone AS buyer_phone,
         coalesce(CASE WHEN c.owner_role = 'owner' THEN o.name ELSE ou.name END, '') AS owner_name,
         coalesce(CASE WHEN c.owner_role = 'owner' THEN o.phone ELSE ou.phone END, '') AS owner_phone,
         c.buyer_shared_at, c.owner_shared_at, c.scam_hits, c.flagged_at, c.flag_reason, c.last_message_at, c.created_at,
         last.text AS last_text, (last.image_key IS NOT NULL) AS last_has_photo,
         ${viewer ? sideOf(viewer) : sql`NULL`} AS side,
         ${
           viewer
             ? sql`(SELECT count(*) FROM conversation_messages m
                    WHERE m.conversation_id = c.id AND NOT m.is_read AND m.sender <> ${sideOf(viewer)})`
             : sql`0`
         } AS unread
  FROM conversations c
  JOIN users b ON b.id = c.buyer_id
  LEFT JOIN owners o ON c.owner_role = 'owner' AND o.id = c.owner_id
  LEFT JOIN users ou ON c.owner_role = 'user' AND ou.id = c.owner_id
  LEFT JOIN products p ON c.item_kind = 'product' AND p.id = c.item_id
  LEFT JOIN listings l ON c.item_kind = 'listing' AND l.id = c.item_id
  LEFT JOIN LATERAL (
    SELECT m.text, m.image_key FROM conversation_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
  ) last ON true`;

/** The viewer's side of row `c`, in SQL. */
const sideOf = (viewer: Party) =>
  viewer.role === 'user' ? sql`(CASE WHEN c.buyer_id = ${viewer.id} THEN 'buyer' ELSE 'owner' END)` : sql`'owner'`;

/** Where the viewer is a side: a buyer's own, an ad poster's (user) or a product owner's (owner). */
const mine = (viewer: Party) =>
  viewer.role === 'user'
    ? sql`(c.buyer_id = ${viewer.id} OR (c.owner_role = 'user' AND c.owner_id = ${viewer.id} AND c.last_message_at IS NOT NULL))`
    : sql`(c.owner_role = 'owner' AND c.owner_id = ${viewer.id} AND c.last_message_at IS NOT NULL)`;

export async function conversationFacts(db: Executor, id: number, viewer: Party | null): Promise<ConversationFacts | null> {
  const [row] = rowsOf<ConversationFacts>(await db.execute(sql`${factsSelect(viewer)} WHERE c.id = ${id}`));
  return row ?? null;
}

/**
 * The viewer's conversations, newest activity first. An owner sees a conversation once the buyer has written in it
 * (opening one alone does not fill an owner's inbox); the buyer sees theirs at once.
 */
export async function listFor(db: Executor, viewer: Party, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db.execute(sql`${factsSelect(viewer)} WHERE ${mine(viewer)}
      ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute(sql`SELECT count(*) AS n FROM conversations c WHERE ${mine(viewer)}`).then((r) => rowsOf<{ n: number | string }>(r)),
  ]);
  return { rows: rowsOf<ConversationFacts>(rows), total: Number(counted?.n ?? 0) };
}

/** Messages of the other side the viewer has not read, over all their conversations (the sidebar badge). */
export async function unreadFor(db: Executor, viewer: Party): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      SELECT count(*) AS n FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE ${mine(viewer)} AND NOT m.is_read AND m.sender <> ${sideOf(viewer)}`),
  );
  return Number(row?.n ?? 0);
}

/** The admins' queue: flagged or reported conversations, oldest flag first. */
export async function listFlagged(db: Executor, page: number, limit: number) {
  const [rows, [counted]] = await Promise.all([
    db.execute(
      sql`${factsSelect(null)} WHERE c.flagged_at IS NOT NULL ORDER BY c.flagged_at, c.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute(sql`SELECT count(*) AS n FROM conversations WHERE flagged_at IS NOT NULL`).then((r) => rowsOf<{ n: number | string }>(r)),
  ]);
  return { rows: rowsOf<ConversationFacts>(rows), total: Number(counted?.n ?? 0) };
}

export async function reportsOf(db: Executor, conversationIds: number[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(conversationReports)
    .where(sql`${conversationReports.conversationId} IN (${sql.join(conversationIds, sql`, `)})`)
    .orderBy(conversationReports.createdAt, conversationReports.id);
}

/** The newest `max` messages, oldest first. */
export async function listMessages(db: Executor, conversationId: number, max: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.id))
    .limit(max);
  return rows.reverse();
}

export async function insertMessage(
  db: Executor,
  row: { conversationId: number; sender: TalkSide; text: string; imageKey: string | null; scamCodes: ScamCode[] },
): Promise<MessageRow> {
  const [created] = await db.insert(conversationMessages).values(row).returning();
  return created as MessageRow;
}

/** Marks what `sender` wrote as read (the other side has seen it); how many flipped. */
export async function markRead(db: Executor, conversationId: number, sender: TalkSide): Promise<number> {
  const rows = await db
    .update(conversationMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.sender, sender),
        eq(conversationMessages.isRead, false),
      ),
    )
    .returning({ id: conversationMessages.id });
  return rows.length;
}

export async function updateConversation(db: Executor, id: number, set: Partial<typeof conversations.$inferInsert>): Promise<void> {
  await db.update(conversations).set(set).where(eq(conversations.id, id));
}

/** Who of the two blocked whom: `a` blocked `b`, `b` blocked `a`. */
export async function blocksBetween(db: Executor, a: Party, b: Party): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await db
    .select()
    .from(conversationBlocks)
    .where(
      sql`(${conversationBlocks.blockerRole} = ${a.role} AND ${conversationBlocks.blockerId} = ${a.id}
           AND ${conversationBlocks.blockedRole} = ${b.role} AND ${conversationBlocks.blockedId} = ${b.id})
       OR (${conversationBlocks.blockerRole} = ${b.role} AND ${conversationBlocks.blockerId} = ${b.id}
           AND ${conversationBlocks.blockedRole} = ${a.role} AND ${conversationBlocks.blockedId} = ${a.id})`,
    );
  return {
    aBlockedB: rows.some((r) => r.blockerRole === a.role && r.blockerId === a.id),
    bBlockedA: rows.some((r) => r.blockerRole === b.role && r.blockerId === b.id),
  };
}

export async function insertBlock(db: Executor, blocker: Party, blocked: Party): Promise<boolean> {
  const rows = await db
    .insert(conversationBlocks)
    .values({ blockerRole: blocker.role, blockerId: blocker.id, blockedRole: blocked.role, blockedId: blocked.id })
    .onConflictDoNothing()
    .returning({ id: conversationBlocks.blockerId });
  return rows.length > 0;
}

export async function deleteBlock(db: Executor, blocker: Party, blocked: Party): Promise<boolean> {
  const rows = await db
    .delete(conversationBlocks)
    .where(
      and(
        eq(conversationBlocks.blockerRole, blocker.role),
        eq(conversationBlocks.blockerId, blocker.id),
        eq(conversationBlocks.blockedRole, blocked.role),
        eq(conversationBlocks.blockedId, blocked.id),
      ),
    )
    .returning({ id: conversationBlocks.blockerId });
  return rows.length > 0;
}

export async function insertReport(db: Executor, conversationId: number, side: TalkSide, reason: string): Promise<void> {
  await db.insert(conversationReports).values({ conversationId, side, reason });
}

/**
 * Per conversation of the owner in which the buyer wrote: when the buyer first wrote, and when the owner first
 * replied after that (null: never).
 */
export async function firstReplies(db: Executor, owner: Party) {
  return rowsOf<{ first_buyer: string | Date; first_reply: string | Date | null }>(
    await db.execute(sql`
      SELECT fb.first_buyer,
             (SELECT min(m.created_at) FROM conversation_messages m
              WHERE m.conversation_id = c.id AND m.sender = 'owner' AND m.created_at >= fb.first_buyer) AS first_reply
      FROM conversations c
      JOIN LATERAL (
        SELECT min(m.created_at) AS first_buyer FROM conversation_messages m WHERE m.conversation_id = c.id AND m.sender = 'buyer'
      ) fb ON fb.first_buyer IS NOT NULL
      WHERE c.owner_role = ${owner.role} AND c.owner_id = ${owner.id}`),
  );
}
