import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { payments } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentStatusValue = PaymentRow['status'];

export async function insertPayment(db: Executor, row: NewPaymentRow): Promise<PaymentRow> {
  const [created] = await db.insert(payments).values(row).returning();
  return created as PaymentRow;
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id));
  return rows[0] ?? null;
}

export async function listPayments(db: Executor, filter: { status?: PaymentStatusValue }, page: number, limit: number) {
  const where: SQL | undefined = filter.status ? eq(payments.status, filter.status) : undefined;
  return paged(
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).$dynamic(),
    db.select({ n: count() }).from(payments).where(where),
    page,
    limit,
  );
}

export async function paymentsOfOrders(db: Executor, orderIds: number[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(payments.id);
}

/** Moves a payment from `from` to `to` only if it is still in `from` (two admins cannot both process it). */
export async function moveStatus(
  db: Executor,
  id: number,
  from: PaymentStatusValue,
  to: PaymentStatusValue,
  purpose?: string,
): Promise<PaymentRow | null> {
  const conditions = [eq(payments.id, id), eq(payments.status, from)];
  if (purpose) conditions.push(eq(payments.purpose, purpose));
  const [row] = await db
    .update(payments)
    .set({ status: to, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}
