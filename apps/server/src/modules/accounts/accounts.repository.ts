import type { Language, Role } from '@kiraya/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { adminPage, adminUpdate } from '../../db/admin-table.js';
import type { Executor } from '../../db/client.js';
import { admins, orderItems, orders, owners, users, walletTransactions } from '../../db/schema/index.js';

const tables = { user: users, owner: owners, admin: admins } as const;

export interface AccountRow {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  status: 'active' | 'inactive';
  sessionVersion: number;
}

export async function findAccountByEmail(db: Executor, role: Role, email: string): Promise<AccountRow | null> {
  const t = tables[role];
  const rows = await db
    .select({ id: t.id, name: t.name, email: t.email, passwordHash: t.passwordHash, status: t.status, sessionVersion: t.sessionVersion })
    .from(t)
    .where(eq(sql`lower(${t.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function emailTaken(db: Executor, role: Role, email: string, exceptId?: number): Promise<boolean> {
  const t = tables[role];
  const match = eq(sql`lower(${t.email})`, email.toLowerCase());
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(exceptId ? and(match, ne(t.id, exceptId)) : match)
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Executor, v: { name: string; email: string; passwordHash: string; phone?: string }) {
  const [row] = await db.insert(users).values(v).returning();
  return row as typeof users.$inferSelect;
}

export async function insertOwner(db: Executor, v: { name: string; email: string; passwordHash: string; phone?: string }) {
  const [row] = await db.insert(owners).values(v).returning();
  return row as typeof owners.$inferSelect;
}

export async function insertAdmin(db: Executor, v: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(admins).values(v).returning();
  return row as typeof admins.$inferSelect;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function findUserById(db: Executor, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function findOwnerById(db: Executor, id: number) {
  const rows = await db.select().from(owners).where(eq(owners.id, id));
  return rows[0] ?? null;
}

/** Saves a buyer's phone only when the account has none yet. */
export async function setPhoneIfNone(db: Executor, id: number, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.phone, '')));
}

/** A new password ends every session (the version goes up in the same statement). */
const newSessionIfPassword = (t: (typeof tables)[Role], passwordHash: string | undefined) =>
  passwordHash ? { sessionVersion: sql`${t.sessionVersion} + 1` } : {};

/** `phone` undefined keeps the saved number; '' removes it. */
export async function updateUser(
  db: Executor,
  id: number,
  v: { name: string; email: string; bio?: string; phone?: string; passwordHash?: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...v, ...newSessionIfPassword(users, v.passwordHash), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function updateOwner(db: Executor, id: number, v: { name: string; email: string; passwordHash?: string }) {
  const [row] = await db
    .update(owners)
    .set({ ...v, ...newSessionIfPassword(owners, v.passwordHash), updatedAt: new Date() })
    .where(eq(owners.id, id))
    .returning();
  return row ?? null;
}

/** Sets a new password and ends every session; returns the new session version. */
export async function setPasswordHash(db: Executor, role: Role, id: number, passwordHash: string): Promise<number | null> {
  const t = tables[role];
  const [row] = await db
    .update(t)
    .set({ passwordHash, ...newSessionIfPassword(t, passwordHash), updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning({ sessionVersion: t.sessionVersion });
  return row?.sessionVersion ?? null;
}

/** Ends every session of the account: tokens carrying an older version stop working. */
export async function bumpSessionVersion(db: Executor, role: Role, id: number) {
  const t = tables[role];
  const [row] = await db
    .update(t)
    .set({ sessionVersion: sql`${t.sessionVersion} + 1` })
    .where(eq(t.id, id))
    .returning({ sessionVersion: t.sessionVersion, status: t.status });
  return row ?? null;
}

/* ───────────── the admin's users and owners tables ───────────── */

const USERS = {
  table: users,
  columns: { id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, createdAt: users.createdAt },
  search: [users.name, users.email],
} as const satisfies Parameters<typeof adminPage>[1];
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
} as const satisfies Parameters<typeof adminPage>[1];

export const listUsersPage = (db: Executor, page: number, limit: number, q?: string) => adminPage(db, USERS, page, limit, q);
export const listOwnersPage = (db: Executor, page: number, limit: number, q?: string) => adminPage(db, OWNERS, page, limit, q);
export const setUserColumns = (db: Executor, id: number, set: Partial<typeof users.$inferInsert>) => adminUpdate(db, USERS, id, set);
export const setOwnerColumns = (db: Executor, id: number, set: Partial<typeof owners.$inferInsert>) => adminUpdate(db, OWNERS, id, set);

/** Locks an account row FOR UPDATE until the transaction ends (a delete); false when there is no such account. */
export async function lockAccountForDelete(tx: Executor, role: 'user' | 'owner', id: number): Promise<boolean> {
  const t = tables[role];
  const rows = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
  return rows.length > 0;
}

export async function deleteAccount(db: Executor, role: 'user' | 'owner', id: number): Promise<void> {
  const t = tables[role];
  await db.delete(t).where(eq(t.id, id));
}

export async function userHasOrders(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
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

/** The interface language an account chose (null until it chooses), or undefined when there is no such account. */
export async function getLanguage(db: Executor, role: Role, id: number): Promise<Language | null | undefined> {
  const t = tables[role];
  const [row] = await db.select({ language: t.language }).from(t).where(eq(t.id, id));
  return row ? row.language : undefined;
}

/** Saves an account's language; false when there is no such account. */
export async function setLanguage(db: Executor, role: Role, id: number, language: Language): Promise<boolean> {
  const t = tables[role];
  const rows = await db.update(t).set({ language }).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length > 0;
}
