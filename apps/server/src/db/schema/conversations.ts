import type { ScamCode } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A buyer's conversation with an item's owner (docs/conversations.md): one per buyer, item and owner. The owner is a
 * product's owner (`owner_role = 'owner'`) or the buyer who posted an ad (`'user'`). The item is referred to by kind and
 * id (no foreign key: a conversation outlives its item, which then shows by its title alone). `flagged_at` is set while
 * the conversation waits in the admins' queue (scam-guard hits or a report).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind', { enum: ['product', 'listing'] }).notNull(),
    itemId: integer('item_id').notNull(),
    /** The item's title when the conversation began, shown if the item is gone. */
    itemTitle: text('item_title').notNull(),
    ownerRole: text('owner_role', { enum: ['owner', 'user'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    buyerSharedAt: at('buyer_shared_at'),
    ownerSharedAt: at('owner_shared_at'),
    /** Scam-guard hits since the flag was last closed. */
    scamHits: integer('scam_hits').notNull().default(0),
    flaggedAt: at('flagged_at'),
    flagReason: text('flag_reason', { enum: ['scam', 'report'] }),
    lastMessageAt: at('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_party_uq').on(t.buyerId, t.itemKind, t.itemId, t.ownerRole, t.ownerId),
    index('conversations_owner_idx').on(t.ownerRole, t.ownerId, t.lastMessageAt),
    index('conversations_buyer_idx').on(t.buyerId, t.createdAt),
    index('conversations_flagged_idx').on(t.flaggedAt).where(sql`flagged_at IS NOT NULL`),
    check('conversations_item_kind', sql`${t.itemKind} IN ('product', 'listing')`),
    check('conversations_owner_role', sql`${t.ownerRole} IN ('owner', 'user')`),
    check('conversations_flag_reason', sql`${t.flagReason} IS NULL OR ${t.flagReason} IN ('scam', 'report')`),
  ],
);

/** A message of a conversation: text, or a photo (its image key: private, served through signed URLs) with text. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['buyer', 'owner'] }).notNull(),
    text: text('text').notNull().default(''),
    imageKey: text('image_key'),
    /** The scam-guard rules it matched (contract `SCAM_CODES`); delivered anyway, with a warning to the receiver. */
    scamCodes: jsonb('scam_codes').$type<ScamCode[]>().notNull().default([]),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_conv_idx').on(t.conversationId, t.id),
    check('conversation_messages_sender', sql`${t.sender} IN ('buyer', 'owner')`),
  ],
);

/** One account blocking another: no new message either way, in any conversation between them, until unblocked. */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    blockerRole: text('blocker_role', { enum: ['user', 'owner'] }).notNull(),
    blockerId: integer('blocker_id').notNull(),
    blockedRole: text('blocked_role', { enum: ['user', 'owner'] }).notNull(),
    blockedId: integer('blocked_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'conversation_blocks_pk', columns: [t.blockerRole, t.blockerId, t.blockedRole, t.blockedId] }),
    index('conversation_blocks_blocked_idx').on(t.blockedRole, t.blockedId),
  ],
);

/** A side's report of a conversation; it puts the conversation in the admins' queue. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['buyer', 'owner'] }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_reports_conv_idx').on(t.conversationId, t.createdAt),
    check('conversation_reports_side', sql`${t.side} IN ('buyer', 'owner')`),
  ],
);
