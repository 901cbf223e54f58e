import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { productOfferColumns } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { listings, products, wishlist } from '../../db/schema/index.js';

export type WishlistRow = typeof wishlist.$inferSelect;

/** Inserts unless the same item is already saved (unique user/source/item); null means it was. */
export async function insertEntry(db: Executor, row: { userId: number; source: 'products' | 'listings'; itemId: number }) {
  const [created] = await db.insert(wishlist).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function findEntry(db: Executor, id: number): Promise<WishlistRow | null> {
  const rows = await db.select().from(wishlist).where(eq(wishlist.id, id));
  return rows[0] ?? null;
}

export async function deleteEntry(db: Executor, id: number, userId: number): Promise<WishlistRow | null> {
  const [row] = await db
    .delete(wishlist)
    .where(and(eq(wishlist.id, id), eq(wishlist.userId, userId)))
    .returning();
  return row ?? null;
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>['rows'][number];

/** Saved items that are still public (approved), with their current catalogue fields, newest first. */
export async function listEntries(db: Executor, userId: number, page: number, limit: number) {
  const visible = or(
    and(eq(wishlist.source, 'products'), eq(products.approvalStatus, 'approved')),
    and(eq(wishlist.source, 'listings'), eq(listings.approvalStatus, 'approved')),
  ) as SQL;
  const where = and(eq(wishlist.userId, userId), visible);
  const joinProduct = and(eq(wishlist.source, 'products'), eq(products.id, wishlist.itemId));
  const joinListing = and(eq(wishlist.source, 'listings'), eq(listings.id, wishlist.itemId));
  return paged(
    db
      .select({
        id: wishlist.id,
        userId: wishlist.userId,
        source: wishlist.source,
        itemId: wishlist.itemId,
        createdAt: wishlist.createdAt,
        title: sql<string>`coalesce(${products.title}, ${listings.title})`,
        image: sql<string>`coalesce(${products.image}, ${listings.image})`,
        pricePaise: sql<number>`coalesce(${products.pricePaise}, ${listings.pricePaise})`.mapWith(Number),
        location: sql<string>`coalesce(${products.location}, ${listings.location})`,
        // The product's offer (all null for an ad, which is a rent-only offer at its price).
        ...productOfferColumns,
        available: products.available,
      })
      .from(wishlist)
      .leftJoin(products, joinProduct)
      .leftJoin(listings, joinListing)
      .where(where)
      .orderBy(desc(wishlist.createdAt), desc(wishlist.id))
      .$dynamic(),
    db.select({ n: count() }).from(wishlist).leftJoin(products, joinProduct).leftJoin(listings, joinListing).where(where),
    page,
    limit,
  );
}
