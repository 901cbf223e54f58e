import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { listings } from '../../db/schema/index.js';

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
