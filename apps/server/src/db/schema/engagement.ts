import {
  ACTIVITY_ACTOR_ROLES,
  CHAT_SENDERS,
  type MessageParams,
  NOTIFICATION_TYPES,
  REPORT_STATUSES,
  ROLES,
  SOURCES,
} from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';
import { orderItems } from './commerce.js';

/** Support chat: one conversation per buyer, with the admins. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: CHAT_SENDERS }).notNull(),
    adminId: integer('admin_id'),
    text: text('text').notNull(),
    delivered: boolean('delivered').notNull().default(true),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientRole: text('recipient_role', { enum: ROLES }).notNull(),
    /** Null for admins: every admin sees admin notifications. */
    recipientId: integer('recipient_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What kind of notification this is (`ORDER_PLACED`…) and its values: the web says it in the reader's language. Null on rows from before 0006. */
    code: text('code'),
    params: jsonb('params').$type<MessageParams>(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('info'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientRole, t.recipientId, t.createdAt.desc())],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: SOURCES }).notNull(),
    itemId: integer('item_id').notNull(),
    reporterRole: text('reporter_role', { enum: ROLES }).notNull(),
    reporterId: integer('reporter_id').notNull(),
    reporterName: text('reporter_name').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt.desc())],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    rating: smallint('rating').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedbacks_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('feedbacks_order_item_uq').on(t.orderItemId),
    index('feedbacks_product_idx').on(t.productId),
  ],
);

/** Site settings of §2, one row (id = 1). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    values: jsonb('values').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** What happened, for the admin dashboard's Recent Activities. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    actorRole: text('actor_role', { enum: ACTIVITY_ACTOR_ROLES }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('activity_created_idx').on(t.createdAt.desc())],
);
