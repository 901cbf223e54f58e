import type { LocalitySlug, OwnerVerificationAction, VerificationDocument } from '@kiraya/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type ItemRow, itemCards, itemColumns, productAvailability } from '../../db/catalogue-sql.js';
import type { Executor } from '../../db/client.js';
import { admins, listings, orderItems, owners, ownerVerifications, products, users } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';

export interface OwnerRow {
  id: number;
  name: string;
  verified: boolean;
  createdAt: Date;
}

export async function findOwner(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<OwnerRow | null> {
  const query = db
    .select({ id: owners.id, name: owners.name, verified: owners.verified, createdAt: owners.createdAt })
    .from(owners)
    .where(eq(owners.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setVerified(db: Executor, id: number, verified: boolean): Promise<void> {
  await db.update(owners).set({ verified, updatedAt: new Date() }).where(eq(owners.id, id));
}

export async function addRecord(
  db: Executor,
  record: {
    ownerId: number;
    action: OwnerVerificationAction;
    documents: VerificationDocument[];
    note: string;
    checkedOn: string | null;
    adminId: number | null;
  },
): Promise<void> {
  await db.insert(ownerVerifications).values(record);
}

/** An owner's grants and revocations, newest first, with the admin's name while the admin account exists. */
export function history(db: Executor, ownerId: number) {
  return db
    .select({
      id: ownerVerifications.id,
      action: ownerVerifications.action,
      documents: ownerVerifications.documents,
      note: ownerVerifications.note,
      checkedOn: ownerVerifications.checkedOn,
      adminName: admins.name,
      createdAt: ownerVerifications.createdAt,
    })
    .from(ownerVerifications)
    .leftJoin(admins, eq(admins.id, ownerVerifications.adminId))
    .where(eq(ownerVerifications.ownerId, ownerId))
    .orderBy(desc(ownerVerifications.id));
}

/** The latest grant of an owner, if any (what the owner and visitors see: since when, what was checked). */
export async function latestGrant(db: Executor, ownerId: number) {
  const [row] = await db
    .select({ documents: ownerVerifications.documents, checkedOn: ownerVerifications.checkedOn, createdAt: ownerVerifications.createdAt })
    .from(ownerVerifications)
    .where(and(eq(ownerVerifications.ownerId, ownerId), eq(ownerVerifications.action, 'granted')))
    .orderBy(desc(ownerVerifications.id))
    .limit(1);
  return row ?? null;
}

/** The owner's public items: approved and not sold out (rented-out ones show with their availability), newest first. */
export async function ownerItems(
  db: Executor,
  ownerId: number,
  today: string,
  page: number,
  limit: number,
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = sql`owner_id = ${ownerId} AND approval_status = 'approved' AND ${productAvailability(today, true)}`;
  const result = await db.execute(sql`
    ${itemCards(
      today,
      sql`(SELECT ${itemColumns('products')} FROM products WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit})`,
      'u',
    )}
    ORDER BY created_at DESC, id DESC`);
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE ${where}`));
  return { rows: rowsOf<ItemRow>(result), total: Number(counted?.n ?? 0) };
}

/** Where most of the owner's approved items are; null when there are none. */
export async function mainLocality(db: Executor, ownerId: number): Promise<LocalitySlug | null> {
  const [row] = rowsOf<{ locality: LocalitySlug }>(
    await db.execute(sql`SELECT locality FROM products WHERE owner_id = ${ownerId} AND approval_status = 'approved'
      GROUP BY locality ORDER BY count(*) DESC, locality LIMIT 1`),
  );
  return row?.locality ?? null;
}

/** How an owner's (or an ad poster's) items went through review, and their order lines closed. */
export async function submitterCounts(db: Executor, kind: 'owner' | 'user', id: number) {
  const table = kind === 'owner' ? products : listings;
  const column = kind === 'owner' ? products.ownerId : listings.userId;
  const rows = await db
    .select({ status: table.approvalStatus, n: count() })
    .from(table)
    .where(eq(column, id))
    .groupBy(table.approvalStatus);
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  let ordersCompleted: number | null = null;
  if (kind === 'owner') {
    const [done] = await db
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.ownerId, id), eq(orderItems.status, 'accepted'), eq(orderItems.stage, 'closed')));
    ordersCompleted = Number(done?.n ?? 0);
  }
  return { approved: of('approved'), rejected: of('rejected'), ordersCompleted };
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
