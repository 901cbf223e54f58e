import { count, desc, gte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { activityLog, listings, messages, orders, owners, products, users } from '../../db/schema/index.js';

async function countOf(db: Executor, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export interface Counts {
  totalUsers: number;
  totalOwners: number;
  totalProducts: number;
  totalListings: number;
  totalMessages: number;
}

export async function counts(db: Executor): Promise<Counts> {
  const [totalUsers, totalOwners, totalProducts, totalListings, totalMessages] = await Promise.all([
    countOf(db, users),
    countOf(db, owners),
    countOf(db, products),
    countOf(db, listings),
    countOf(db, messages),
  ]);
  return { totalUsers, totalOwners, totalProducts, totalListings, totalMessages };
}

export async function recentActivity(db: Executor, limit: number) {
  return db
    .select({ id: activityLog.id, summary: activityLog.summary, action: activityLog.action, createdAt: activityLog.createdAt })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

/** Rows created since `from`, counted per calendar day of `timeZone` ('YYYY-MM-DD' → n). */
async function perDay(db: Executor, table: PgTable, createdAt: PgColumn, from: Date, timeZone: string): Promise<Map<string, number>> {
  // The zone is inlined (a constant of the contract, checked here): a bound parameter would make the GROUP BY
  // expression differ from the selected one, which PostgreSQL refuses.
  if (!/^[A-Za-z_/]+$/.test(timeZone)) throw new Error(`Unexpected time zone ${timeZone}`);
  const day = sql<string>`to_char(${createdAt} AT TIME ZONE '${sql.raw(timeZone)}', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(table).where(gte(createdAt, from)).groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

export const ordersPerDay = (db: Executor, from: Date, timeZone: string) => perDay(db, orders, orders.createdAt, from, timeZone);
export const productsPerDay = (db: Executor, from: Date, timeZone: string) => perDay(db, products, products.createdAt, from, timeZone);
export const listingsPerDay = (db: Executor, from: Date, timeZone: string) => perDay(db, listings, listings.createdAt, from, timeZone);
