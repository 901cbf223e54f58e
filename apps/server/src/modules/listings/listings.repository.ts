import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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
  const [rows, [total]] = await Promise.all([
    db
      .select(mine)
      .from(listings)
      .where(eq(listings.userId, userId))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(listings).where(eq(listings.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
