import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import {
  listingRecordColumns,
  listings,
  orderItems,
  orders,
  owners,
  productRecordColumns,
  products,
  users,
  walletTransactions,
} from '../../db/schema/index.js';

/** `%term%` for ILIKE with the user's own wildcards escaped. */
export const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One admin table: the columns it shows (never a password hash) and the two text columns `q` searches. */
interface AdminTable {
  table: typeof users | typeof owners | typeof products | typeof listings;
  columns: SelectedFields;
  search: [PgColumn, PgColumn];
}
/** A row of an admin table as its columns select it. */
type RowOf<A extends AdminTable> = {
  [K in keyof A['columns'] & keyof A['table']['$inferSelect']]: A['table']['$inferSelect'][K];
};

const USERS = {
  table: users,
  columns: { id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt },
  search: [users.name, users.email],
} satisfies AdminTable;
const OWNERS = {
  table: owners,
  columns: {
    id: owners.id,
    name: owners.name,
    email: owners.email,
    status: owners.status,
    verified: owners.verified,
    createdAt: owners.createdAt,
  },
  search: [owners.name, owners.email],
} satisfies AdminTable;
const PRODUCTS = { table: products, columns: productRecordColumns, search: [products.title, products.location] } satisfies AdminTable;
const LISTINGS = { table: listings, columns: listingRecordColumns, search: [listings.title, listings.location] } satisfies AdminTable;

/** A page of one admin table, newest first, filtered by `q` when given. */
async function listPage<A extends AdminTable>(db: Executor, admin: A, page: number, limit: number, q?: string) {
  const { table, columns, search }: AdminTable = admin;
  const where = q ? or(...search.map((column) => ilike(column, likeTerm(q)))) : undefined;
  const result = await paged(
    db.select(columns).from(table).where(where).orderBy(desc(table.id)).$dynamic(),
    db.select({ n: count() }).from(table).where(where),
    page,
    limit,
  );
  return result as { rows: RowOf<A>[]; total: number };
}

/** Sets some columns of one row and its updatedAt; null when there is no such row. */
async function updateRow<A extends AdminTable>(db: Executor, admin: A, id: number, set: Partial<A['table']['$inferInsert']>) {
  const { table, columns }: AdminTable = admin;
  const [row] = await db
    .update(table)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning(columns);
  return (row ?? null) as RowOf<A> | null;
}

export const listUsers = (db: Executor, page: number, limit: number, q?: string) => listPage(db, USERS, page, limit, q);
export const listOwners = (db: Executor, page: number, limit: number, q?: string) => listPage(db, OWNERS, page, limit, q);
export const listProducts = (db: Executor, page: number, limit: number, q?: string) => listPage(db, PRODUCTS, page, limit, q);
export const listListings = (db: Executor, page: number, limit: number, q?: string) => listPage(db, LISTINGS, page, limit, q);

export type ListingRecord = RowOf<typeof LISTINGS>;

export const updateUser = (db: Executor, id: number, set: Partial<typeof users.$inferInsert>) => updateRow(db, USERS, id, set);
export const updateOwner = (db: Executor, id: number, set: Partial<typeof owners.$inferInsert>) => updateRow(db, OWNERS, id, set);
export const updateProduct = (db: Executor, id: number, set: Partial<typeof products.$inferInsert>) => updateRow(db, PRODUCTS, id, set);
export const updateListing = (db: Executor, id: number, set: Partial<typeof listings.$inferInsert>) => updateRow(db, LISTINGS, id, set);

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

/** Locks an account row FOR UPDATE until the transaction ends (a delete); null when there is no such account. */
export async function lockAccountForDelete(tx: Executor, table: 'users' | 'owners', id: number): Promise<boolean> {
  const t = table === 'users' ? users : owners;
  const rows = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
  return rows.length > 0;
}

/** Whether an owner has ledger entries or order lines of their products (requests, sales). */
export async function ownerHasOrdersOrLedger(db: Executor, ownerId: number): Promise<boolean> {
  const ledger = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.ownerId, ownerId))
    .limit(1);
  if (ledger.length > 0) return true;
  const lines = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.ownerId, ownerId)).limit(1);
  return lines.length > 0;
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
