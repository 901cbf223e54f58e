import {
  BUYER_REFUND_KINDS,
  DEPOSIT_STATUSES,
  IDEMPOTENCY_SCOPES,
  LINE_ACTORS,
  LINE_EVENTS,
  LINE_STAGES,
  ORDER_ITEM_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
  ROLES,
  SOURCES,
  WALLET_TX_STATUSES,
  WALLET_TX_TYPES,
} from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners, users } from './accounts.js';
import { listings, products } from './catalogue.js';
import { createdAt, updatedAt } from './columns.js';

export const wishlist = pgTable(
  'wishlist',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SOURCES }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_item_uq').on(t.userId, t.source, t.itemId)],
);

/** A checkout. Prices are recomputed by the server; status is derived from the lines. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    // Orders outlive nothing by cascade: deleting a buyer who has orders is refused (deactivate instead).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** Delivery contact: 10-digit Indian mobile and Lucknow locality (null on orders placed before they were asked). */
    phone: text('phone'),
    locality: text('locality'),
    /** What the checkout charged now (first month + deposit for rentals, the price for sales); total is the commitment. */
    dueNowPaise: bigint('due_now_paise', { mode: 'number' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    // Marks the seed's demo orders (`seed/order-1`…); live checkouts keep their keys in idempotency_keys.
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_created_idx').on(t.createdAt.desc()),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SOURCES }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** The owner who decides on this line (products only; listings are decided by admins). */
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    months: integer('months'),
    /** Handover day: rental start or move-in, or delivery of a sale. Null on lines placed before it was asked. */
    startDate: date('start_date', { mode: 'string' }),
    /** First day after a rental (start + months); null for sales, which hold their units for good. */
    endDate: date('end_date', { mode: 'string' }),
    /** Goods: preferred delivery slot (contract DELIVERY_SLOTS). */
    deliverySlot: text('delivery_slot'),
    /** Refundable deposit of a rental line (all units), and the tenure discount applied to its monthly rent. */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** Monthly rent before the discount (rent lines); unit_price_paise is the discounted monthly rent. */
    listMonthlyPaise: bigint('list_monthly_paise', { mode: 'number' }),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_ITEM_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where an accepted line is after acceptance (contract LINE_STAGES); null until accepted. */
    stage: text('stage', { enum: LINE_STAGES }),
    stageAt: timestamp('stage_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_pos', sql`${t.quantity} >= 1`),
    check('order_items_months_pos', sql`${t.months} IS NULL OR ${t.months} >= 1`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_owner_idx').on(t.ownerId, t.createdAt.desc()),
    // Availability: the accepted lines holding units of a product.
    index('order_items_holds_idx').on(t.productId, t.startDate).where(sql`status = 'accepted'`),
    check('order_items_period', sql`${t.endDate} IS NULL OR ${t.startDate} < ${t.endDate}`),
    check('order_items_deposit_nonneg', sql`${t.depositPaise} >= 0 AND ${t.discountPercent} BETWEEN 0 AND 90`),
    // Only an accepted line has a stage (a line cancelled after acceptance keeps 'cancelled'). An accepted line with
    // none is awaiting delivery (lines written by hand, e.g. in tests); accepting writes it.
    check('order_items_stage', sql`${t.stage} IS NULL OR ${t.status} = 'accepted' OR ${t.stage} = 'cancelled'`),
    // The scheduled jobs' work lists: lines waiting on the clock in a stage.
    index('order_items_stage_idx').on(t.stage, t.stageAt).where(sql`stage IS NOT NULL`),
  ],
);

/**
 * The deposit of a rental line, held by Kiraya from acceptance (never in the owner's withdrawable balance) until the
 * return is settled: then refunded to the buyer but for the deduction, which is credited to the owner. The totals of
 * refunded and deducted always equal what was held.
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: serial('id').primaryKey(),
    // Kept when the line goes (an account deleted with its orders), as the wallet's entries are.
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('held'),
    /** The owner's proposal at the return, and its reason. */
    proposedDeductionPaise: bigint('proposed_deduction_paise', { mode: 'number' }),
    deductionReason: text('deduction_reason'),
    refundedPaise: bigint('refunded_paise', { mode: 'number' }),
    deductedPaise: bigint('deducted_paise', { mode: 'number' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposit_holds_line_uq').on(t.orderItemId),
    index('deposit_holds_user_idx').on(t.userId),
    check('deposit_holds_amount_pos', sql`${t.amountPaise} > 0`),
    check('deposit_holds_proposal', sql`${t.proposedDeductionPaise} IS NULL OR ${t.proposedDeductionPaise} BETWEEN 0 AND ${t.amountPaise}`),
    // Settled means every paisa is accounted for; held means none is yet.
    check(
      'deposit_holds_settled',
      sql`(${t.status} = 'settled' AND ${t.refundedPaise} >= 0 AND ${t.deductedPaise} >= 0 AND ${t.refundedPaise} + ${t.deductedPaise} = ${t.amountPaise} AND ${t.settledAt} IS NOT NULL)
        OR (${t.status} = 'held' AND ${t.refundedPaise} IS NULL AND ${t.deductedPaise} IS NULL AND ${t.settledAt} IS NULL)`,
    ),
  ],
);

/** What happened to a line after acceptance, in order: who moved it, from where to where, and the report's data. */
export const orderItemEvents = pgTable(
  'order_item_events',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    event: text('event', { enum: LINE_EVENTS }).notNull(),
    fromStage: text('from_stage', { enum: LINE_STAGES }),
    toStage: text('to_stage', { enum: LINE_STAGES }).notNull(),
    actor: text('actor', { enum: LINE_ACTORS }).notNull(),
    /** The owner's, buyer's or admin's id (by `actor`); null for the clock. */
    actorId: integer('actor_id'),
    /** The report or request that came with the move (condition, note, accessories…). */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('order_item_events_item_idx').on(t.orderItemId, t.id)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    txnId: text('txn_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_txn_uq').on(t.txnId),
    index('payments_created_idx').on(t.createdAt.desc()),
    // Order views and the idempotent replay read an order's payment by order id.
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Append-only owner ledger: the balance is the sum of credits minus non-failed debits. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    // The ledger is never deleted by a cascade: deleting an owner with entries is refused (deactivate instead).
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'restrict' }),
    type: text('type', { enum: WALLET_TX_TYPES }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: WALLET_TX_STATUSES }).notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** A rental's month this credit is for (1…months; docs/renting.md "The money"); null for a whole line's credit. */
    rentMonth: integer('rent_month'),
    createdAt: createdAt(),
  },
  (t) => [
    check('wallet_amount_pos', sql`${t.amountPaise} > 0`),
    check('wallet_rent_month_pos', sql`${t.rentMonth} IS NULL OR ${t.rentMonth} >= 1`),
    index('wallet_owner_idx').on(t.ownerId, t.createdAt.desc()),
    // One credit per line (a sale, or a rental credited whole before monthly credits), one per month of a rental, and
    // one debit (its cancellation): a job or a move run twice never credits or debits twice.
    uniqueIndex('wallet_order_item_entry_uq').on(t.orderItemId, t.type, sql`coalesce(${t.rentMonth}, 0)`),
  ],
);

/**
 * Every refund to a buyer, one row per kind and line (docs/renting.md "The money"): the deposit's refunded part at
 * settlement, a cancelled line's price, the rent of the months a rental did not reach, a dispute's decision.
 */
export const buyerRefunds = pgTable(
  'buyer_refunds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: BUYER_REFUND_KINDS }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('buyer_refunds_amount_pos', sql`${t.amountPaise} > 0`),
    uniqueIndex('buyer_refunds_line_kind_uq').on(t.orderItemId, t.kind),
    index('buyer_refunds_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Idempotency keys of money calls (checkout, withdrawal): one row per caller, scope and key, holding a
 * hash of the canonical request body and the id of what the first call made. Rows older than 24 hours
 * are expired: the key may then be used again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: IDEMPOTENCY_SCOPES }).notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    principalId: integer('principal_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The order id (checkout) or the wallet transaction id (withdraw) the first call made. */
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_uq').on(t.scope, t.role, t.principalId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
