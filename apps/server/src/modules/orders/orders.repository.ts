import { FIRST_LINE_STAGE, type OrderItemStatus, type OrderStatus } from '@kiraya/contract';
import { and, asc, type Column, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { productOfferColumns } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { type listings, orderItems, orders, owners, products, users } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type LineRow = typeof orderItems.$inferSelect;
export type NewLineRow = typeof orderItems.$inferInsert;

/**
 * Share-locks the owners of these products, in id order, before checkout reads the products. An admin deleting an
 * owner holds the owner's row FOR UPDATE and then deletes the products by cascade: taking the owner's lock first
 * (rather than the product's, as the order line's foreign-key checks would) keeps the two from deadlocking; a
 * checkout that waited then finds the products gone (409).
 */
export async function lockOwnersOfProducts(tx: Executor, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: owners.id })
    .from(owners)
    .where(inArray(owners.id, tx.select({ id: products.ownerId }).from(products).where(inArray(products.id, productIds))))
    .orderBy(asc(owners.id))
    .for('key share');
}

/** The product columns checkout prices a line from (here, and in checkout.repository.ts's one-statement read). */
export const checkoutProductColumns = {
  id: products.id,
  ownerId: products.ownerId,
  title: products.title,
  category: products.category,
  type: products.type,
  pricePaise: products.pricePaise,
  rentPricePaise: products.rentPricePaise,
  isRentable: products.isRentable,
  available: products.available,
  approvalStatus: products.approvalStatus,
  ...productOfferColumns,
};

/** What checkout needs to price a product line: read inside the checkout transaction. */
export async function productsForCheckout(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx.select(checkoutProductColumns).from(products).where(inArray(products.id, ids));
}
export type CheckoutProduct = Awaited<ReturnType<typeof productsForCheckout>>[number];

/**
 * Units of a product out on accepted rentals that overlap [start, end) — end null meaning "for good", as a sale
 * holds — leaving out one line (the one being decided). The one overlap rule: each argument is a value or a column
 * of an outer query, so the checkout, the accept and the owner's list of requests all count alike.
 */
export const rentedDuring = (productId: SQL | number, start: SQL | string, end: SQL | string | null, exceptLineId?: SQL | number): SQL =>
  sql`(SELECT coalesce(sum(a.quantity), 0)::int FROM ${orderItems} a
    WHERE a.product_id = ${productId} AND a.status = 'accepted' AND a.end_date IS NOT NULL AND a.end_date > ${start}::date
      AND (${end}::date IS NULL OR a.start_date < ${end}::date)${exceptLineId === undefined ? sql`` : sql` AND a.id <> ${exceptLineId}`})`;

export async function unitsRentedDuring(
  tx: Executor,
  productId: number,
  period: { start: string; end: string | null },
  exceptLineId?: number,
): Promise<number> {
  const result = await tx.execute(sql`SELECT ${rentedDuring(productId, period.start, period.end, exceptLineId)} AS n`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Of these lines, the pending product lines that accepting now would overbook (units sold + rented over the line's
 * period + its own quantity above the product's units), in one query for a page of requests.
 */
export async function clashingLines(db: Executor, lineIds: number[], today: string): Promise<Set<number>> {
  if (lineIds.length === 0) return new Set();
  const result = await db.execute(
    sql`SELECT l.id FROM ${orderItems} l JOIN ${products} p ON p.id = l.product_id
        WHERE l.id IN (${sql.join(
          lineIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND l.status = 'pending' AND l.source = 'products'
          AND p.units_sold + ${rentedDuring(sql`l.product_id`, sql`coalesce(l.start_date, ${today}::date)`, sql`l.end_date`, sql`l.id`)} + l.quantity > p.quantity`,
  );
  return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
}

/**
 * Locks a product's row for an availability decision (accepting a line): every accept of the same product waits here,
 * so each one counts the units the previous one took (docs/renting.md).
 */
export async function lockProductUnits(tx: Executor, productId: number) {
  const rows = await tx
    .select({ id: products.id, quantity: products.quantity, unitsSold: products.unitsSold })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows[0] ?? null;
}

/** Marks units sold for good (an accepted sale line). */
export async function addUnitsSold(tx: Executor, productId: number, units: number): Promise<void> {
  await tx
    .update(products)
    .set({ unitsSold: sql`${products.unitsSold} + ${units}` })
    .where(eq(products.id, productId));
}

/** Units of a cancelled sale go back on offer (never below zero). */
export async function removeUnitsSold(tx: Executor, productId: number, units: number): Promise<void> {
  await tx
    .update(products)
    .set({ unitsSold: sql`greatest(${products.unitsSold} - ${units}, 0)` })
    .where(eq(products.id, productId));
}

/** What checkout needs to price a listing line (checkout.repository.ts reads it with the cart's other items). */
export type CheckoutListing = Pick<typeof listings.$inferSelect, 'id' | 'title' | 'category' | 'pricePaise' | 'approvalStatus'>;

/**
 * The buyer's row, share-locked until the checkout's transaction ends: an admin's delete of the account (which takes
 * FOR UPDATE) waits for the checkout, or the checkout waits for the delete and then finds no buyer.
 */
export async function lockBuyer(tx: Executor, userId: number): Promise<{ id: number; status: 'active' | 'inactive' } | null> {
  const rows = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, userId)).for('key share');
  return rows[0] ?? null;
}

/** The buyer's saved phone ('' when none), read inside the checkout after lockBuyer. */
export async function buyerPhone(tx: Executor, userId: number): Promise<string> {
  const rows = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return rows[0]?.phone ?? '';
}

export async function insertOrder(tx: Executor, row: NewOrderRow): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(row).returning();
  return created as OrderRow;
}

export async function insertLines(tx: Executor, rows: NewLineRow[]): Promise<LineRow[]> {
  return tx.insert(orderItems).values(rows).returning();
}

export async function linesOfOrders(db: Executor, orderIds: number[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export async function listUserOrders(db: Executor, userId: number, page: number, limit: number) {
  const where = eq(orders.userId, userId);
  return paged(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    db.select({ n: count() }).from(orders).where(where),
    page,
    limit,
  );
}

/** One line with its order's buyer and customer name. */
export async function findLine(db: Executor, itemId: number) {
  const rows = await db
    .select({ line: orderItems, userId: orders.userId, customerName: orders.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  return rows[0] ?? null;
}

/**
 * Moves a line to `to` only while it is in one of `from` and matches `who`: one conditional UPDATE, so of two
 * concurrent decisions exactly one changes the row (the other waits for the row lock, re-reads it and matches nothing).
 */
export async function moveLine(
  tx: Executor,
  itemId: number,
  from: OrderItemStatus[],
  to: OrderItemStatus,
  who: { ownerId: number } | { source: 'listings' } | { buyerId: number },
): Promise<LineRow | null> {
  if (from.length === 0) return null;
  const conditions: SQL[] = [eq(orderItems.id, itemId), inArray(orderItems.status, from)];
  if ('ownerId' in who) conditions.push(eq(orderItems.ownerId, who.ownerId), eq(orderItems.source, 'products'));
  else if ('source' in who) conditions.push(eq(orderItems.source, who.source));
  else conditions.push(inArray(orderItems.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, who.buyerId))));
  const [row] = await tx
    .update(orderItems)
    // An accepted line starts its life after acceptance (contract lifecycle.ts): waiting for its handover.
    .set({ status: to, decidedAt: new Date(), ...(to === 'accepted' ? { stage: FIRST_LINE_STAGE, stageAt: new Date() } : {}) })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** Only while the line is accepted: the order's address or phone, else SQL null (never read before accepting). */
const onceAccepted = (column: Column) => sql<string | null>`case when ${orderItems.status} = 'accepted' then ${column} end`;

/**
 * What an owner sees of a line's order besides the customer's name: the locality always; the buyer's address and
 * phone only once the line is accepted (the query itself withholds them, and toOwnerRow checks again).
 */
const ownerContext = {
  locality: orders.locality,
  address: onceAccepted(orders.address),
  city: onceAccepted(orders.city),
  zip: onceAccepted(orders.zip),
  phone: onceAccepted(orders.phone),
};
export type OwnerLineContext = {
  locality: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  phone: string | null;
};

/** One line as its owner (or an admin, for ads) sees it after a decision. */
export async function findOwnerLine(db: Executor, itemId: number) {
  const rows = await db
    .select({ line: orderItems, customerName: orders.name, context: ownerContext })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  return rows[0] ?? null;
}

/** Lines of an owner's products with the customer's name, newest first. */
export async function listOwnerLines(db: Executor, ownerId: number, status: OrderItemStatus | undefined, page: number, limit: number) {
  const where = status ? and(eq(orderItems.ownerId, ownerId), eq(orderItems.status, status)) : eq(orderItems.ownerId, ownerId);
  return paged(
    db
      .select({ line: orderItems, customerName: orders.name, context: ownerContext })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(where)
      .orderBy(desc(orderItems.createdAt), desc(orderItems.id))
      .$dynamic(),
    db.select({ n: count() }).from(orderItems).where(where),
    page,
    limit,
  );
}

const lineExists = (status: OrderItemStatus) =>
  sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.status} = ${status})`;
const not = (q: SQL) => sql`not ${q}`;

/** deriveOrderStatus of the contract, as a WHERE clause: the same first-match rules over the order's lines. */
export function derivedStatusIs(status: OrderStatus): SQL {
  const pending = lineExists('pending');
  const accepted = lineExists('accepted');
  const rejected = lineExists('rejected');
  switch (status) {
    case 'pending':
      return pending;
    case 'approved':
      return and(not(pending), accepted) as SQL;
    case 'rejected':
      return and(not(pending), not(accepted), rejected) as SQL;
    case 'cancelled':
      return and(not(pending), not(accepted), not(rejected)) as SQL;
  }
}

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
}

export async function listAllOrders(db: Executor, filter: AdminOrderFilter, page: number, limit: number) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(derivedStatusIs(filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.before) conditions.push(lt(orders.createdAt, filter.before));
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
    db.select({ n: count() }).from(orders).where(where),
    page,
    limit,
  );
}

/** Orders whose derived status is `status` (all orders when absent). */
export async function countOrders(db: Executor, status?: OrderStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(status ? derivedStatusIs(status) : undefined);
  return row?.n ?? 0;
}
