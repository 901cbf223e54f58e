import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { holdsColumns } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { namedStatement, type Slots } from '../../db/named.js';
import { type activityLog, listings, type notifications, orderItems, orders, payments } from '../../db/schema/index.js';
import type { Holds } from '../../lib/availability.js';
import { intArray, rowsOf } from '../../lib/sql-rows.js';
import { notificationEventSql } from '../notifications/notification-view.js';
import type { PaymentRow } from '../payments/payments.repository.js';
import {
  type CheckoutListing,
  type CheckoutProduct,
  checkoutProductColumns,
  type LineRow,
  type NewOrderRow,
  type OrderRow,
  rentedDuring,
} from './orders.repository.js';

/**
 * The checkout's statements (docs/orders.md "Checkout"): one to lock the buyer, claim the key and read what the cart
 * is made of, one to write the order with its lines, payment, notifications and their live events. Each does in one
 * round trip what used to take several, so the transaction holds its locks for less time (bench/README.md
 * "Checkout"). Their texts do not depend on the cart (ids and lines are one parameter each), so each runs as a named
 * prepared statement (db/named.ts): every pool connection plans it once.
 */

/**
 * An int[] parameter the planner cannot see into: `(SELECT $1::int[])` is computed when the statement runs, so a plan
 * made for one call's ids costs the same as the generic plan. Bound as a plain constant, the planner costs a custom
 * plan for a cart's 2 ids against a generic one for 10 and replans the catalogue read on every checkout (0.63 ms of
 * planning for 0.13 ms of work at 20k rows; checkout-plans.test.ts).
 */
const idsOf = (ids: SQL) => sql`(SELECT ${ids}::int[])::int[]`;

/** `json_build_object('key', column, …)` over a selection of columns, read back by fromJson. */
const jsonObjectOf = (columns: Record<string, Column | SQL>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;

/** A row that came back as JSON (snake_case column names, or the keys of jsonObjectOf) as Drizzle would map it. */
function fromJson<T>(columns: Record<string, Column>, json: Record<string, unknown>, byColumnName: boolean): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[byColumnName ? column.name : key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

export interface CheckoutStart {
  /** The buyer's account as plugins/auth.ts stateOfAccount reads it (status, session version); undefined when gone. */
  account: { status: 'active' | 'inactive'; sessionVersion: number } | undefined;
  /** The buyer's saved phone ('' when none). */
  phone: string;
  /** The key row this checkout inserted (null without a key, or when the key was already taken). */
  keyId: number | null;
  /** The key's row as it was before this statement, when it existed then. */
  existing: { requestHash: string; resourceId: number | null; expired: boolean } | null;
  /** What the cart is made of, read after the buyer's lock (null when the buyer is gone, and for a replay). */
  catalogue: CheckoutCatalogue | null;
}

export interface CheckoutKey {
  key: string;
  requestHash: string;
  windowSeconds: number;
}

/** The cart's items by source, and the day their availability is read for. */
export interface CheckoutCart {
  productIds: readonly number[];
  listingIds: readonly number[];
  today: string;
}

const listingColumns = {
  id: listings.id,
  title: listings.title,
  category: listings.category,
  pricePaise: listings.pricePaise,
  approvalStatus: listings.approvalStatus,
};

export interface CheckoutCatalogue {
  products: CheckoutProduct[];
  listings: CheckoutListing[];
  /** The running rentals of each product that has some (availability.ts). */
  holds: Map<number, Holds>;
  /** The id the order will have (taken from its sequence now, so every row of the order can be written at once). */
  orderId: number;
}

type CartSlots = Slots<'productIds' | 'listingIds' | 'today'>;

/**
 * The cart's part of the opening statement. A CTE that share-locks the owners of the cart's products in id order (an
 * admin deleting an owner holds the owner FOR UPDATE and then deletes the products by cascade; taking the owner first
 * keeps the two from deadlocking, see orders.repository lockOwnersOfProducts), and the columns that then read the
 * products with their running rentals and the listings, and take the order's id.
 */
const cartParts = (p: CartSlots, when: SQL = sql`true`) => {
  const holds = holdsColumns('products', sql`${p.today}`);
  const productIds = idsOf(sql`${p.productIds}`);
  return {
    ctes: sql`owners_locked AS MATERIALIZED (
      SELECT o.id FROM owners o WHERE o.id IN (SELECT owner_id FROM products WHERE id = ANY(${productIds}))
      ORDER BY o.id FOR KEY SHARE)`,
    // Each column only `when` the order may be placed: a subquery in a CASE branch not taken never runs.
    columns: sql`CASE WHEN ${when} THEN (SELECT count(*) FROM owners_locked) END AS owners,
      CASE WHEN ${when} THEN (SELECT coalesce(json_agg(${jsonObjectOf({ ...checkoutProductColumns, rentedNow: holds.rentedNow, firstFree: holds.firstFree })}), '[]')
         FROM products WHERE products.id = ANY(${productIds})) END AS products,
      CASE WHEN ${when} THEN (SELECT coalesce(json_agg(${jsonObjectOf(listingColumns)}), '[]')
         FROM listings WHERE listings.id = ANY(${idsOf(sql`${p.listingIds}`)})) END AS listings,
      CASE WHEN ${when} THEN nextval(pg_get_serial_sequence('orders', 'id')) END AS order_id`,
  };
};

const buyerLocked = (buyerId: SQL) => sql`SELECT id, status, session_version, phone FROM users WHERE id = ${buyerId} FOR KEY SHARE`;

// The key is looked up by the bound buyer id, not `buyer.id`: joined to the CTE, the planner scanned every key of
// (scope, role) to find this buyer's (0.4-0.6 ms per checkout at 20k rows, growing with the keys kept).
const claimKey = namedStatement<'buyerId' | 'key' | 'requestHash' | 'windowSeconds' | 'productIds' | 'listingIds' | 'today'>((p) => {
  const expired = sql`k.created_at < now() - make_interval(secs => ${p.windowSeconds})`;
  // Not for a replay (the key was there, unexpired, when the statement began): that answer is the order made then.
  const cart = cartParts(p, sql`(SELECT id FROM claim) IS NOT NULL OR k.id IS NULL OR ${expired}`);
  return sql`
    WITH buyer AS (${buyerLocked(sql`${p.buyerId}`)}),
    claim AS (
      INSERT INTO idempotency_keys (scope, role, principal_id, key, request_hash)
      SELECT 'checkout', 'user', buyer.id, ${p.key}, ${p.requestHash} FROM buyer WHERE buyer.status = 'active'
      ON CONFLICT DO NOTHING RETURNING id),
    ${cart.ctes}
    SELECT buyer.status, buyer.session_version, buyer.phone, (SELECT id FROM claim) AS key_id, k.request_hash, k.resource_id,
           ${expired} AS expired, ${cart.columns}
    FROM buyer LEFT JOIN idempotency_keys k
      ON k.scope = 'checkout' AND k.role = 'user' AND k.principal_id = ${p.buyerId} AND k.key = ${p.key}`;
});
const lockBuyer = namedStatement<'buyerId' | 'productIds' | 'listingIds' | 'today'>((p) => {
  const cart = cartParts(p);
  return sql`
    WITH buyer AS (${buyerLocked(sql`${p.buyerId}`)}), ${cart.ctes}
    SELECT status, session_version, phone, NULL AS key_id, NULL AS request_hash, ${cart.columns} FROM buyer`;
});

/**
 * The first statement of a checkout, which reads everything the order is priced from. It share-locks the buyer's row
 * (an admin's delete of the account waits, or ran first and the buyer is gone), reads the buyer's status and phone,
 * and, for an active buyer with a key, inserts the key row (`ON CONFLICT DO NOTHING`, as lib/idempotency.ts does).
 * When the key was taken, the row that was there when the statement began comes back too; a row committed while the
 * insert waited is not in this statement's snapshot, and the caller reads it again with lib/idempotency.ts. Then,
 * in the same statement (its select list runs after the buyer's lock and the claim), the cart's part: see cartParts.
 * A replay does not read the cart (`catalogue` is then null), nor take an order id.
 */
export async function startCheckout(tx: Executor, buyerId: number, key: CheckoutKey | null, cart: CheckoutCart): Promise<CheckoutStart> {
  const items = { productIds: intArray(cart.productIds), listingIds: intArray(cart.listingIds), today: cart.today };
  const result = key ? await claimKey(tx, { buyerId, ...key, ...items }) : await lockBuyer(tx, { buyerId, ...items });
  const row = rowsOf<
    {
      status: 'active' | 'inactive';
      session_version: number;
      phone: string | null;
      key_id: number | null;
      request_hash: string | null;
      resource_id: number | null;
      expired: boolean | null;
    } & CatalogueRow
  >(result)[0];
  if (!row) return { account: undefined, phone: '', keyId: null, existing: null, catalogue: null };
  return {
    account: { status: row.status, sessionVersion: Number(row.session_version) },
    phone: row.phone ?? '',
    keyId: row.key_id === null ? null : Number(row.key_id),
    existing:
      row.key_id === null && row.request_hash !== null
        ? {
            requestHash: row.request_hash,
            resourceId: row.resource_id === null ? null : Number(row.resource_id),
            expired: row.expired === true,
          }
        : null,
    catalogue: catalogueOf(row),
  };
}

type CatalogueRow = {
  products: Record<string, unknown>[] | null;
  listings: Record<string, unknown>[] | null;
  order_id: number | string | null;
};

function catalogueOf(row: CatalogueRow): CheckoutCatalogue | null {
  if (row.order_id === null || row.products === null || row.listings === null) return null;
  const holdsById = new Map<number, Holds>();
  const productRows = row.products.map((json) => {
    const rentedNow = Number(json.rentedNow ?? 0);
    const product = fromJson<CheckoutProduct>(checkoutProductColumns, json, false);
    if (rentedNow > 0 || json.firstFree !== null)
      holdsById.set(product.id, { rentedNow, firstFree: (json.firstFree as string | null) ?? null });
    return product;
  });
  return {
    products: productRows,
    listings: row.listings.map((json) => fromJson<CheckoutListing>(listingColumns, json, false)),
    holds: holdsById,
    orderId: Number(row.order_id),
  };
}

/** A checkout's line, ready to insert but for the order id; `index` is its place in the cart. */
export type CheckoutLine = Omit<typeof orderItems.$inferInsert, 'orderId'> & { index: number };

export interface WrittenCheckout {
  /** Cart indexes of the product lines with no unit free for their dates (the order is then rolled back). */
  short: number[];
  order: OrderRow;
  lines: LineRow[];
  payment: PaymentRow;
}

/** What the order tells (events.orderPlacedRecords), written in the same statement. */
export interface CheckoutRecords {
  notifications: (typeof notifications.$inferInsert)[];
  activity: typeof activityLog.$inferInsert;
}

/** The values writeOrder binds, by slot name. */
const orderValues = (
  order: NewOrderRow & { id: number },
  payment: typeof payments.$inferInsert,
  keyId: number | null,
  activity: CheckoutRecords['activity'],
  lines: string,
  notifications: string,
) => ({
  lines,
  orderId: order.id,
  userId: order.userId,
  name: order.name,
  email: order.email,
  address: order.address,
  city: order.city,
  zip: order.zip,
  phone: order.phone ?? null,
  locality: order.locality ?? null,
  paymentMethod: order.paymentMethod,
  totalPaise: order.totalPaise,
  dueNowPaise: order.dueNowPaise ?? null,
  txnId: payment.txnId,
  payerId: payment.userId ?? null,
  payerName: payment.userName,
  amountPaise: payment.amountPaise,
  purpose: payment.purpose,
  method: payment.method,
  paymentStatus: payment.status,
  keyId: keyId ?? null,
  notifications,
  actorRole: activity.actorRole,
  actorId: activity.actorId ?? null,
  action: activity.action,
  summary: activity.summary,
});

const writeOrder = namedStatement<keyof ReturnType<typeof orderValues>>((p) => {
  const event = notificationEventSql('n');
  return sql`
  WITH l AS (
    SELECT * FROM jsonb_to_recordset(${p.lines}::jsonb) AS l(idx int, source text, product_id int, listing_id int, owner_id int,
      title text, category text, type text, unit_price_paise bigint, quantity int, months int, start_date date, end_date date,
      delivery_slot text, deposit_paise bigint, discount_percent int, list_monthly_paise bigint, total_paise bigint)),
  short AS (
    SELECT l.idx FROM l JOIN products p ON p.id = l.product_id
    WHERE l.source = 'products'
      AND p.units_sold + ${rentedDuring(sql`l.product_id`, sql`l.start_date`, sql`l.end_date`)} + l.quantity > p.quantity),
  o AS (
    INSERT INTO orders (id, user_id, name, email, address, city, zip, phone, locality, payment_method, total_paise, due_now_paise)
    VALUES (${p.orderId}, ${p.userId}, ${p.name}, ${p.email}, ${p.address}, ${p.city}, ${p.zip},
      ${p.phone}, ${p.locality}, ${p.paymentMethod}, ${p.totalPaise}, ${p.dueNowPaise})
    RETURNING *),
  i AS (
    INSERT INTO order_items (order_id, source, product_id, listing_id, owner_id, title, category, type, unit_price_paise, quantity,
      months, start_date, end_date, delivery_slot, deposit_paise, discount_percent, list_monthly_paise, total_paise)
    SELECT ${p.orderId}, source, product_id, listing_id, owner_id, title, category, type, unit_price_paise, quantity,
      months, start_date, end_date, delivery_slot, deposit_paise, discount_percent, list_monthly_paise, total_paise
    FROM l ORDER BY idx
    RETURNING *),
  p AS (
    INSERT INTO payments (txn_id, order_id, user_id, user_name, amount_paise, purpose, method, status)
    VALUES (${p.txnId}, ${p.orderId}, ${p.payerId}, ${p.payerName}, ${p.amountPaise}, ${p.purpose},
      ${p.method}, ${p.paymentStatus})
    RETURNING *),
  k AS (UPDATE idempotency_keys SET resource_id = ${p.orderId} WHERE id = ${p.keyId}::int RETURNING id),
  n AS (
    INSERT INTO notifications (recipient_role, recipient_id, title, message, code, params, type)
    SELECT * FROM jsonb_to_recordset(${p.notifications}::jsonb)
      AS n(recipient_role text, recipient_id int, title text, message text, code text, params jsonb, type text)
    RETURNING *),
  e AS (
    INSERT INTO live_events (topic, audience, kind, payload)
    SELECT 'notification', ${event.audience}, 'notification', ${event.payload} FROM n ORDER BY n.id
    RETURNING id),
  a AS (
    INSERT INTO activity_log (actor_role, actor_id, action, summary)
    VALUES (${p.actorRole}, ${p.actorId}::int, ${p.action}, ${p.summary})
    RETURNING id)
  SELECT (SELECT coalesce(json_agg(idx ORDER BY idx), '[]') FROM short) AS short,
    (SELECT row_to_json(o) FROM o) AS "order",
    (SELECT json_agg(row_to_json(i) ORDER BY i.id) FROM i) AS lines,
    (SELECT row_to_json(p) FROM p) AS payment,
    (SELECT count(*) FROM k) + (SELECT count(*) FROM e) + (SELECT count(*) FROM a) AS writes`;
});

/**
 * The second statement: the order (with the id startCheckout took), its lines in one multi-row INSERT, its
 * payment, the key's resource id, and the notifications (with their live events) and activity line it makes. In the
 * same statement, each product line's units are counted against the accepted rentals over its dates (the rule of
 * orders.repository rentedDuring): lines with none free come back in `short`, and the caller then refuses the
 * checkout and rolls it all back.
 */
export async function writeCheckout(
  tx: Executor,
  order: NewOrderRow & { id: number },
  lines: CheckoutLine[],
  payment: typeof payments.$inferInsert,
  keyId: number | null,
  records: CheckoutRecords,
): Promise<WrittenCheckout> {
  const notificationJson = JSON.stringify(
    records.notifications.map((n) => ({
      recipient_role: n.recipientRole,
      recipient_id: n.recipientId ?? null,
      title: n.title,
      message: n.message,
      code: n.code ?? null,
      params: n.params ?? null,
      type: n.type ?? 'info',
    })),
  );
  const { activity } = records;
  const lineJson = JSON.stringify(
    lines.map((l) => ({
      idx: l.index,
      source: l.source,
      product_id: l.productId ?? null,
      listing_id: l.listingId ?? null,
      owner_id: l.ownerId ?? null,
      title: l.title,
      category: l.category,
      type: l.type,
      unit_price_paise: l.unitPricePaise,
      quantity: l.quantity ?? 1,
      months: l.months ?? null,
      start_date: l.startDate ?? null,
      end_date: l.endDate ?? null,
      delivery_slot: l.deliverySlot ?? null,
      deposit_paise: l.depositPaise ?? 0,
      discount_percent: l.discountPercent ?? 0,
      list_monthly_paise: l.listMonthlyPaise ?? null,
      total_paise: l.totalPaise,
    })),
  );
  const result = await writeOrder(tx, orderValues(order, payment, keyId, activity, lineJson, notificationJson));
  const row = rowsOf<{
    short: number[];
    order: Record<string, unknown>;
    lines: Record<string, unknown>[];
    payment: Record<string, unknown>;
  }>(result)[0];
  if (!row) throw new Error('writeCheckout: no answer');
  return {
    short: row.short.map(Number),
    order: fromJson<OrderRow>(getTableColumns(orders), row.order, true),
    lines: row.lines.map((json) => fromJson<LineRow>(getTableColumns(orderItems), json, true)),
    payment: fromJson<PaymentRow>(getTableColumns(payments), row.payment, true),
  };
}

const buyerOrder = namedStatement<'orderId' | 'buyerId'>(
  (p) => sql`
    SELECT row_to_json(o) AS "order",
      (SELECT coalesce(json_agg(row_to_json(i) ORDER BY i.id), '[]') FROM order_items i WHERE i.order_id = o.id) AS lines,
      (SELECT row_to_json(p) FROM payments p WHERE p.order_id = o.id ORDER BY p.id DESC LIMIT 1) AS payment
    FROM orders o WHERE o.id = ${p.orderId} AND o.user_id = ${p.buyerId}`,
);

/** An order of the buyer's with its lines and payment, in one statement (an idempotent replay's answer). */
export async function readBuyerOrder(
  db: Executor,
  orderId: number,
  buyerId: number,
): Promise<{ order: OrderRow; lines: LineRow[]; payment: PaymentRow | undefined } | null> {
  const result = await buyerOrder(db, { orderId, buyerId });
  const row = rowsOf<{ order: Record<string, unknown>; lines: Record<string, unknown>[]; payment: Record<string, unknown> | null }>(
    result,
  )[0];
  if (!row) return null;
  return {
    order: fromJson<OrderRow>(getTableColumns(orders), row.order, true),
    lines: row.lines.map((json) => fromJson<LineRow>(getTableColumns(orderItems), json, true)),
    payment: row.payment ? fromJson<PaymentRow>(getTableColumns(payments), row.payment, true) : undefined,
  };
}
