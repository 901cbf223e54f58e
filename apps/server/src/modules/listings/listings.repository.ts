import { count, desc, eq } from 'drizzle-orm';
import { type AdminRow, adminPage, adminUpdate } from '../../db/admin-table.js';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { listingRecordColumns, listings } from '../../db/schema/index.js';

const mine = {
  id: listings.id,
  title: listings.title,
  pricePaise: listings.pricePaise,
  category: listings.category,
  location: listings.location,
  image: listings.image,
  approvalStatus: listings.approvalStatus,
  rejectionReason: listings.rejectionReason,
  createdAt: listings.createdAt,
};

export async function insertListing(db: Executor, row: Omit<typeof listings.$inferInsert, 'search'>) {
  const [created] = await db.insert(listings).values(row).returning(mine);
  return created as NonNullable<typeof created>;
}

export async function listUserListings(db: Executor, userId: number, page: number, limit: number) {
  return paged(
    db.select(mine).from(listings).where(eq(listings.userId, userId)).orderBy(desc(listings.createdAt), desc(listings.id)).$dynamic(),
    db.select({ n: count() }).from(listings).where(eq(listings.userId, userId)),
    page,
    limit,
  );
}

const LISTINGS = {
  table: listings,
  columns: listingRecordColumns,
  search: [listings.title, listings.location],
} as const satisfies Parameters<typeof adminPage>[1];
export type ListingRecord = AdminRow<typeof LISTINGS>;

/** The admin's listings table: every ad, newest first, `q` searching titles and locations. */
export const listListingsPage = (db: Executor, page: number, limit: number, q?: string) => adminPage(db, LISTINGS, page, limit, q);
export const setListingColumns = (db: Executor, id: number, set: Partial<typeof listings.$inferInsert>) =>
  adminUpdate(db, LISTINGS, id, set);

export async function deleteListing(db: Executor, id: number): Promise<{ image: string } | null> {
  const [row] = await db.delete(listings).where(eq(listings.id, id)).returning({ image: listings.image });
  return row ?? null;
}
