import { RENTAL_OFFER_STATUSES, VISIT_STATUSES, type VisitSlot } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, users } from './accounts.js';
import { products } from './catalogue.js';
import { cascadingRef, createdAt, updatedAt } from './columns.js';
import { orderItems } from './commerce.js';

/**
 * A buyer's request to see a property (docs/renting.md "Visits and rental offers"). `slots` are the buyer's times in
 * their order; `scheduled_*` is the time both agreed on (set by confirm and accept-time), `proposed_*` the owner's
 * proposal waiting for the buyer (set by propose). The owner is the product's, copied so either side lists by index.
 */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    productId: cascadingRef('product_id', () => products.id),
    userId: cascadingRef('user_id', () => users.id),
    ownerId: cascadingRef('owner_id', () => owners.id),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('requested'),
    slots: jsonb('slots').$type<VisitSlot[]>().notNull(),
    message: text('message'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    scheduledTime: text('scheduled_time'),
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposedTime: text('proposed_time'),
    ownerNote: text('owner_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A buyer holds one open visit per property; the index, not a read before the insert, makes that race-safe.
    uniqueIndex('visits_open_uq').on(t.userId, t.productId).where(sql`status IN ('requested', 'rescheduled', 'confirmed')`),
    index('visits_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('visits_user_idx').on(t.userId, t.createdAt.desc()),
    check('visits_slots', sql`jsonb_typeof(${t.slots}) = 'array' AND jsonb_array_length(${t.slots}) BETWEEN 1 AND 3`),
    // A confirmed visit has its agreed time, a rescheduled one the owner's proposal.
    check(
      'visits_times',
      sql`(${t.status} <> 'confirmed' OR (${t.scheduledDate} IS NOT NULL AND ${t.scheduledTime} IS NOT NULL)) AND (${t.status} <> 'rescheduled' OR (${t.proposedDate} IS NOT NULL AND ${t.proposedTime} IS NOT NULL))`,
    ),
  ],
);

/**
 * The owner's rental offer after a confirmed visit. Accepting it places an order with one accepted rent line
 * (`order_item_id`); a visit has at most one offer waiting for the buyer.
 */
export const rentalOffers = pgTable(
  'rental_offers',
  {
    id: serial('id').primaryKey(),
    visitId: cascadingRef('visit_id', () => visits.id),
    productId: cascadingRef('product_id', () => products.id),
    userId: cascadingRef('user_id', () => users.id),
    ownerId: cascadingRef('owner_id', () => owners.id),
    monthlyPaise: bigint('monthly_paise', { mode: 'number' }).notNull(),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
    moveIn: date('move_in', { mode: 'string' }).notNull(),
    months: integer('months').notNull(),
    note: text('note'),
    status: text('status', { enum: RENTAL_OFFER_STATUSES }).notNull().default('sent'),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rental_offers_open_uq').on(t.visitId).where(sql`status = 'sent'`),
    // The offers of a page of visits, in one query.
    index('rental_offers_visit_idx').on(t.visitId, t.createdAt.desc()),
    // At least ₹1 a month.
    check('rental_offers_amounts', sql`${t.monthlyPaise} >= 100 AND ${t.depositPaise} >= 0`),
    check('rental_offers_months', sql`${t.months} BETWEEN 1 AND 36`),
  ],
);
