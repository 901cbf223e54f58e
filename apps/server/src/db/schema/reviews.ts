import { REVIEW_REPORT_STATUSES, REVIEW_SIDES } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';
import { orderItems } from './commerce.js';

/**
 * Reviews both ways (docs/reviews.md): one per order line and side. `reveal_at` is when the other side may read it:
 * the first review of a line gets its creation + 14 days, and the second moves both to now. "Revealed" is always
 * `reveal_at <= now()` in SQL, so no process's memory decides it. `counted_at` marks a review added to rating_totals
 * (once, by the write that revealed it or by the `review_reveal` job).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** The author's side: `buyer` rates the owner and the item, `owner` rates the buyer. */
    side: text('side', { enum: REVIEW_SIDES }).notNull(),
    /** users.id for a buyer's review, owners.id for an owner's. */
    authorId: integer('author_id').notNull(),
    /** Who is reviewed: owners.id for a buyer's review, users.id for an owner's. */
    subjectId: integer('subject_id').notNull(),
    /** The item a buyer's review rates (null once deleted, and on owners' reviews' items alike). */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revealAt: timestamp('reveal_at', { withTimezone: true, mode: 'date' }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenBy: integer('hidden_by'),
    hiddenNote: text('hidden_note'),
  },
  (t) => [
    check('reviews_side', sql`${t.side} IN ('buyer', 'owner')`),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_line_side_uq').on(t.orderItemId, t.side),
    index('reviews_subject_idx').on(t.side, t.subjectId, t.revealAt.desc()).where(sql`hidden_at IS NULL`),
    index('reviews_product_idx').on(t.productId, t.revealAt.desc()).where(sql`side = 'buyer' AND hidden_at IS NULL`),
  ],
);

/** A party's report of a revealed review, for admins to hide the review or dismiss the report. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterRole: text('reporter_role', { enum: ['user', 'owner'] }).notNull(),
    reporterId: integer('reporter_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REVIEW_REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: integer('decided_by'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('review_reports_status', sql`${t.status} IN ('open', 'hidden', 'dismissed')`),
    uniqueIndex('review_reports_once_uq').on(t.reviewId, t.reporterRole, t.reporterId),
    index('review_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Ratings kept up to date as reviews are revealed (and hidden): `item` by products.id, `owner` by owners.id (buyers'
 * reviews), `user` by users.id (owners' reviews of buyers). Cards read one row by key, never scan reviews.
 */
export const ratingTotals = pgTable(
  'rating_totals',
  {
    subjectKind: text('subject_kind', { enum: ['item', 'owner', 'user'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rating_totals_pk', columns: [t.subjectKind, t.subjectId] }),
    check('rating_totals_kind', sql`${t.subjectKind} IN ('item', 'owner', 'user')`),
  ],
);
