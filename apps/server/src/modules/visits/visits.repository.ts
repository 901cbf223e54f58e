import type { RentalOfferStatus, VisitStatus } from '@kiraya/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { orderItems, owners, products, rentalOffers, users, visits } from '../../db/schema/index.js';

export type VisitRecord = typeof visits.$inferSelect;
export type NewVisitRecord = typeof visits.$inferInsert;
export type OfferRecord = typeof rentalOffers.$inferSelect;
export type NewOfferRecord = typeof rentalOffers.$inferInsert;

/** Whose side a query acts for: the buyer who asked, or the owner of the property. */
export type Side = { userId: number } | { ownerId: number };
const visitOf = (side: Side): SQL => ('userId' in side ? eq(visits.userId, side.userId) : eq(visits.ownerId, side.ownerId));
const offerOf = (side: Side): SQL => ('userId' in side ? eq(rentalOffers.userId, side.userId) : eq(rentalOffers.ownerId, side.ownerId));

/** What asking for a visit needs to know of a product. */
export async function productForVisit(db: Executor, productId: number) {
  const rows = await db
    .select({ id: products.id, ownerId: products.ownerId, category: products.category, approvalStatus: products.approvalStatus })
    .from(products)
    .where(eq(products.id, productId));
  return rows[0] ?? null;
}

export async function insertVisit(tx: Executor, row: NewVisitRecord): Promise<VisitRecord> {
  const [created] = await tx.insert(visits).values(row).returning();
  return created as VisitRecord;
}

export async function findVisit(db: Executor, id: number): Promise<VisitRecord | null> {
  const rows = await db.select().from(visits).where(eq(visits.id, id));
  return rows[0] ?? null;
}

/** The columns a move may write; `updated_at` is always set. Values may be SQL over the row (e.g. one of its slots). */
export type VisitChange = {
  [K in 'scheduledDate' | 'scheduledTime' | 'proposedDate' | 'proposedTime' | 'ownerNote']?: string | null | SQL;
};

/**
 * Moves a visit to `to` only while it is the caller's and in one of `from` (and meets `guard`): one conditional
 * UPDATE, so of two moves that overlap only one finds the row as it expected it.
 */
export async function moveVisit(
  tx: Executor,
  id: number,
  side: Side,
  from: readonly VisitStatus[],
  to: VisitStatus,
  change: VisitChange,
  guard?: SQL,
): Promise<VisitRecord | null> {
  const [row] = await tx
    .update(visits)
    .set({ ...change, status: to, updatedAt: new Date() })
    .where(and(eq(visits.id, id), visitOf(side), inArray(visits.status, [...from]), guard))
    .returning();
  return row ?? null;
}

/** One of the buyer's times by its index, as SQL over the row (confirm copies it into the agreed time). */
export const slotDate = (index: number): SQL => sql`(${visits.slots} -> ${index}::int ->> 'date')::date`;
export const slotTime = (index: number): SQL => sql`${visits.slots} -> ${index}::int ->> 'time'`;
export const hasSlot = (index: number): SQL => sql`jsonb_array_length(${visits.slots}) > ${index}::int`;
/** The owner's proposal, as SQL over the row (accepting it makes it the agreed time). */
export const proposed = { date: sql`${visits.proposedDate}`, time: sql`${visits.proposedTime}` };

/**
 * Claims a confirmed visit of the owner's for a new offer by writing its row (updated_at): a buyer's cancel that
 * overlaps it then fails instead of missing the offer, and one that came first leaves nothing to claim.
 */
export async function claimConfirmedVisit(tx: Executor, id: number, ownerId: number): Promise<VisitRecord | null> {
  const [row] = await tx
    .update(visits)
    .set({ updatedAt: new Date() })
    .where(and(eq(visits.id, id), eq(visits.ownerId, ownerId), eq(visits.status, 'confirmed')))
    .returning();
  return row ?? null;
}

/** Withdraws the visit's offer that waits for the buyer, if any (a new offer, a declined or cancelled visit). */
export async function withdrawOpenOffers(tx: Executor, visitId: number): Promise<OfferRecord[]> {
  return tx
    .update(rentalOffers)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(rentalOffers.visitId, visitId), eq(rentalOffers.status, 'sent')))
    .returning();
}

export async function insertOffer(tx: Executor, row: NewOfferRecord): Promise<OfferRecord> {
  const [created] = await tx.insert(rentalOffers).values(row).returning();
  return created as OfferRecord;
}

export async function findOffer(db: Executor, id: number): Promise<OfferRecord | null> {
  const rows = await db.select().from(rentalOffers).where(eq(rentalOffers.id, id));
  return rows[0] ?? null;
}

/** Moves an offer out of 'sent' while it is the caller's: one conditional UPDATE, so of two decisions one wins. */
export async function moveOffer(tx: Executor, id: number, side: Side, to: Exclude<RentalOfferStatus, 'sent'>) {
  const [row] = await tx
    .update(rentalOffers)
    .set({ status: to, decidedAt: new Date() })
    .where(and(eq(rentalOffers.id, id), offerOf(side), eq(rentalOffers.status, 'sent')))
    .returning();
  return row ?? null;
}

export async function setOfferOrderItem(tx: Executor, id: number, orderItemId: number): Promise<OfferRecord> {
  const [row] = await tx.update(rentalOffers).set({ orderItemId }).where(eq(rentalOffers.id, id)).returning();
  return row as OfferRecord;
}

/**
 * The phones are read only for a visit that is confirmed, or one whose offer was accepted: otherwise the query
 * itself returns SQL NULL, and the service checks again (two locks on one door, as orders' delivery details).
 */
const phonesShown = sql`(${visits.status} = 'confirmed' OR EXISTS (SELECT 1 FROM ${rentalOffers} WHERE ${rentalOffers.visitId} = ${visits.id} AND ${rentalOffers.status} = 'accepted'))`;
const onceShown = (phone: typeof users.phone | typeof owners.phone) => sql<string | null>`CASE WHEN ${phonesShown} THEN ${phone} END`;

const visitColumns = {
  visit: visits,
  title: products.title,
  image: products.image,
  location: products.location,
  buyerName: users.name,
  buyerPhone: onceShown(users.phone),
  ownerName: owners.name,
  ownerPhone: onceShown(owners.phone),
};

function selectVisits(db: Executor) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(products, eq(products.id, visits.productId))
    .innerJoin(users, eq(users.id, visits.userId))
    .innerJoin(owners, eq(owners.id, visits.ownerId));
}
export type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];

/** One visit with its product and both parties. */
export async function findVisitRow(db: Executor, id: number): Promise<VisitRow | null> {
  const rows = await selectVisits(db).where(eq(visits.id, id));
  return rows[0] ?? null;
}

/** The caller's visits (as buyer or as owner), newest first, optionally of one status. */
export async function listVisits(db: Executor, side: Side, status: VisitStatus | undefined, page: number, limit: number) {
  const where = and(visitOf(side), status ? eq(visits.status, status) : undefined);
  return paged(
    selectVisits(db).where(where).orderBy(desc(visits.createdAt), desc(visits.id)).$dynamic(),
    db.select({ n: count() }).from(visits).where(where),
    page,
    limit,
  );
}

/** Every offer of these visits, newest first, with the order each accepted one became: one query for a page. */
export async function offersOfVisits(db: Executor, visitIds: number[]) {
  if (visitIds.length === 0) return [];
  return db
    .select({ offer: rentalOffers, orderId: orderItems.orderId })
    .from(rentalOffers)
    .leftJoin(orderItems, eq(orderItems.id, rentalOffers.orderItemId))
    .where(inArray(rentalOffers.visitId, visitIds))
    .orderBy(desc(rentalOffers.createdAt), desc(rentalOffers.id));
}
export type OfferRow = Awaited<ReturnType<typeof offersOfVisits>>[number];
