import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  listingRecordColumns,
  listings,
  orders,
  owners,
  productRecordColumns,
  products,
  users,
  walletTransactions,
} from '../../db/schema/index.js';

const productColumns = productRecordColumns;
const listingColumns = listingRecordColumns;

/** `%term%` for ILIKE with the user's own wildcards escaped. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function paged<T>(rowsQuery: Promise<T[]>, countQuery: Promise<{ n: number }[]>) {
  const [rows, [total]] = await Promise.all([rowsQuery, countQuery]);
  return { rows, total: total?.n ?? 0 };
}

export function listUsers(db: Executor, page: number, limit: number, q?: string) {
  const where: SQL | undefined = q ? or(ilike(users.name, likeTerm(q)), ilike(users.email, likeTerm(q))) : undefined;
  return paged(
    db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where),
  );
}

export function listOwners(db: Executor, page: number, limit: number, q?: string) {
  const where: SQL | undefined = q ? or(ilike(owners.name, likeTerm(q)), ilike(owners.email, likeTerm(q))) : undefined;
  return paged(
    db
      .select({
        id: owners.id,
        name: owners.name,
        email: owners.email,
        status: owners.status,
        verified: owners.verified,
        createdAt: owners.createdAt,
      })
      .from(owners)
      .where(where)
      .orderBy(desc(owners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(owners).where(where),
  );
}

export function listProducts(db: Executor, page: number, limit: number, q?: string) {
  const where = q ? or(ilike(products.title, likeTerm(q)), ilike(products.location, likeTerm(q))) : undefined;
  return paged(
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(products).where(where),
  );
}

export type ListingRecord = { [K in keyof typeof listingColumns]: (typeof listings.$inferSelect)[K] };

export function listListings(db: Executor, page: number, limit: number, q?: string) {
  const where = q ? or(ilike(listings.title, likeTerm(q)), ilike(listings.location, likeTerm(q))) : undefined;
  return paged(
    db
      .select(listingColumns)
      .from(listings)
      .where(where)
      .orderBy(desc(listings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(listings).where(where),
  );
}

export async function updateUser(db: Executor, id: number, set: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt });
  return row ?? null;
}

export async function updateOwner(db: Executor, id: number, set: Partial<typeof owners.$inferInsert>) {
  const [row] = await db
    .update(owners)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(owners.id, id))
    .returning({
      id: owners.id,
      name: owners.name,
      email: owners.email,
      status: owners.status,
      verified: owners.verified,
      createdAt: owners.createdAt,
    });
  return row ?? null;
}

export async function updateProduct(db: Executor, id: number, set: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row ?? null;
}

export async function updateListing(db: Executor, id: number, set: Partial<typeof listings.$inferInsert>) {
  const [row] = await db
    .update(listings)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning(listingColumns);
  return row ?? null;
}

export async function deleteById(
  db: Executor,
  table: 'users' | 'owners' | 'products' | 'listings',
  id: number,
): Promise<{ id: number; image?: string } | null> {
  switch (table) {
    case 'users': {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return row ?? null;
    }
    case 'owners': {
      const [row] = await db.delete(owners).where(eq(owners.id, id)).returning({ id: owners.id });
      return row ?? null;
    }
    case 'products': {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id, image: products.image });
      return row ?? null;
    }
    case 'listings': {
      const [row] = await db.delete(listings).where(eq(listings.id, id)).returning({ id: listings.id, image: listings.image });
      return row ?? null;
    }
  }
}

export async function userHasOrders(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return rows.length > 0;
}

export async function ownerHasLedger(db: Executor, ownerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.ownerId, ownerId))
    .limit(1);
  return rows.length > 0;
}

export async function ownerExists(db: Executor, ownerId: number): Promise<boolean> {
  const rows = await db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).limit(1);
  return rows.length > 0;
}

export async function emailInUse(db: Executor, table: 'users' | 'owners', email: string, exceptId: number): Promise<boolean> {
  const t = table === 'users' ? users : owners;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(sql`lower(${t.email})`, email.toLowerCase()), sql`${t.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}
