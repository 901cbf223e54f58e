import { type ApprovalDecision, approvalStatusesMovableTo, type OfferKind, type TenureDiscount } from '@kiraya/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { productOfferColumns } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { approvalDecisions, listings, owners, productImages, products, users } from '../../db/schema/index.js';
import type { OfferColumns } from '../../lib/offer-columns.js';
import { rowsOf } from '../../lib/sql-rows.js';

/** A jsonb value from a raw query: one driver parses it, the other may hand the text. */
const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

export interface PendingRow {
  source: 'products' | 'listings';
  id: number;
  title: string;
  image: string;
  ownerName: string | null;
  type: string;
  category: string;
  pricePaise: number;
  createdAt: Date;
  /** The offer under review (an ad: rent-only at its price). */
  offer: OfferColumns;
}

/** Products and listings waiting for approval, oldest first (first come, first reviewed). */
export async function listPending(db: Executor, page: number, limit: number): Promise<{ rows: PendingRow[]; total: number }> {
  const result = await db.execute(sql`
    SELECT * FROM (
      SELECT 'products' AS source, p.id, p.title, p.image, o.name AS owner_name, p.type, p.category, p.price_paise, p.created_at,
        p.offer, p.sale_price_paise, p.rent_monthly_paise, p.deposit_paise, p.min_tenure_months, p.tenure_discounts,
        p.available_from::text AS available_from, p.quantity
      FROM ${products} p LEFT JOIN ${owners} o ON o.id = p.owner_id
      WHERE p.approval_status = 'pending'
      UNION ALL
      SELECT 'listings' AS source, l.id, l.title, l.image, coalesce(u.name, l.seller_name) AS owner_name, 'ad' AS type, l.category, l.price_paise, l.created_at,
        'rent' AS offer, NULL::bigint AS sale_price_paise, l.price_paise AS rent_monthly_paise, 0::bigint AS deposit_paise, 1 AS min_tenure_months,
        '[]'::jsonb AS tenure_discounts, NULL::text AS available_from, 1 AS quantity
      FROM ${listings} l LEFT JOIN ${users} u ON u.id = l.user_id
      WHERE l.approval_status = 'pending'
    ) q
    ORDER BY created_at ASC, source, id
    LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const [p] = await db.select({ n: count() }).from(products).where(eq(products.approvalStatus, 'pending'));
  const [l] = await db.select({ n: count() }).from(listings).where(eq(listings.approvalStatus, 'pending'));
  const rows = rowsOf(result).map((r) => ({
    source: r.source as PendingRow['source'],
    id: Number(r.id),
    title: String(r.title),
    image: String(r.image),
    ownerName: (r.owner_name as string | null) ?? null,
    type: String(r.type),
    category: String(r.category),
    pricePaise: Number(r.price_paise),
    createdAt: new Date(r.created_at as string),
    offer: {
      offer: r.offer as OfferKind,
      salePricePaise: r.sale_price_paise === null ? null : Number(r.sale_price_paise),
      rentMonthlyPaise: r.rent_monthly_paise === null ? null : Number(r.rent_monthly_paise),
      depositPaise: Number(r.deposit_paise),
      minTenureMonths: Number(r.min_tenure_months),
      tenureDiscounts: jsonOf<TenureDiscount[]>(r.tenure_discounts),
      availableFrom: (r.available_from as string | null) ?? null,
      quantity: Number(r.quantity),
    },
  }));
  return { rows, total: (p?.n ?? 0) + (l?.n ?? 0) };
}

/** A reviewer's decision on a pending item (approved or rejected); null when it is not pending (already handled or gone). */
export async function decide(
  db: Executor,
  source: 'products' | 'listings',
  id: number,
  decision: ApprovalDecision,
  reason: string | null,
): Promise<{ id: number; title: string; ownerId: number | null } | null> {
  const set = { approvalStatus: decision, rejectionReason: decision === 'rejected' ? reason : null, updatedAt: new Date() };
  // Only from the statuses a reviewer may decide (APPROVAL_TRANSITIONS: pending); a second decision finds no row.
  const from = approvalStatusesMovableTo(decision, 'reviewer');
  if (source === 'products') {
    const [row] = await db
      .update(products)
      .set(set)
      .where(and(eq(products.id, id), inArray(products.approvalStatus, from)))
      .returning({ id: products.id, title: products.title, ownerId: products.ownerId });
    return row ?? null;
  }
  const [row] = await db
    .update(listings)
    .set(set)
    .where(and(eq(listings.id, id), inArray(listings.approvalStatus, from)))
    .returning({ id: listings.id, title: listings.title, ownerId: listings.userId });
  return row ?? null;
}

export async function itemExists(db: Executor, source: 'products' | 'listings', id: number): Promise<boolean> {
  const t = source === 'products' ? products : listings;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
  return rows.length > 0;
}

/** Writes a decision of the queue (who and when, by the database's clock); returns when it was made. */
export async function recordDecision(
  db: Executor,
  decision: { source: 'products' | 'listings'; itemId: number; decision: ApprovalDecision; reason: string | null; adminId: number | null },
): Promise<Date> {
  const [row] = await db.insert(approvalDecisions).values(decision).returning({ createdAt: approvalDecisions.createdAt });
  return row?.createdAt ?? new Date();
}

/**
 * The latest decision on an item, locked until the transaction ends, and whether it is still inside the undo window
 * by the database's clock (so every process answers the same, whatever its own clock says).
 */
export async function latestDecisionForUpdate(db: Executor, source: 'products' | 'listings', itemId: number, windowSeconds: number) {
  const [row] = await db
    .select({
      id: approvalDecisions.id,
      decision: approvalDecisions.decision,
      undoneAt: approvalDecisions.undoneAt,
      inWindow: sql<boolean>`${approvalDecisions.createdAt} > now() - make_interval(secs => ${windowSeconds})`,
    })
    .from(approvalDecisions)
    .where(and(eq(approvalDecisions.source, source), eq(approvalDecisions.itemId, itemId)))
    .orderBy(desc(approvalDecisions.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markUndone(db: Executor, decisionId: number): Promise<void> {
  await db.update(approvalDecisions).set({ undoneAt: sql`now()` }).where(eq(approvalDecisions.id, decisionId));
}

/** An approved item back to the queue (an undone approval); null when it is no longer approved (edited, deleted). */
export async function backToPending(db: Executor, source: 'products' | 'listings', id: number) {
  if (source === 'products') {
    const [row] = await db
      .update(products)
      .set({ approvalStatus: 'pending', updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.approvalStatus, 'approved')))
      .returning({ id: products.id, title: products.title });
    return row ?? null;
  }
  const [row] = await db
    .update(listings)
    .set({ approvalStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(listings.id, id), eq(listings.approvalStatus, 'approved')))
    .returning({ id: listings.id, title: listings.title });
  return row ?? null;
}

/** One pending item in full for the reviewer: everything the queue card has, plus description, place and photos. */
export async function pendingDetail(db: Executor, source: 'products' | 'listings', id: number) {
  if (source === 'products') {
    const [row] = await db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        image: products.image,
        type: products.type,
        category: products.category,
        pricePaise: products.pricePaise,
        location: products.location,
        city: products.city,
        locality: products.locality,
        condition: products.condition,
        createdAt: products.createdAt,
        submitterId: products.ownerId,
        ownerName: owners.name,
        ...productOfferColumns,
        photos: sql<
          string[]
        >`(SELECT coalesce(json_agg(pi.image ORDER BY pi.position), '[]'::json) FROM ${productImages} pi WHERE pi.product_id = ${products.id})`,
      })
      .from(products)
      .leftJoin(owners, eq(owners.id, products.ownerId))
      .where(and(eq(products.id, id), eq(products.approvalStatus, 'pending')))
      .limit(1);
    return row ? { ...row, photos: jsonOf<string[]>(row.photos) } : null;
  }
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      image: listings.image,
      category: listings.category,
      pricePaise: listings.pricePaise,
      location: listings.location,
      city: listings.city,
      locality: listings.locality,
      createdAt: listings.createdAt,
      submitterId: listings.userId,
      ownerName: sql<string | null>`coalesce(${users.name}, ${listings.sellerName})`,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, id), eq(listings.approvalStatus, 'pending')))
    .limit(1);
  return row ?? null;
}
