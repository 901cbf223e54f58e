import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { owners, walletTransactions } from '../../db/schema/index.js';

export type LedgerRow = typeof walletTransactions.$inferSelect;
export type NewLedgerRow = typeof walletTransactions.$inferInsert;

/**
 * Locks the owner's row until the transaction ends, so balance checks of one owner run one at a time.
 * NO KEY UPDATE: it serialises withdrawals without blocking inserts that merely reference the owner (credits).
 */
export async function lockOwner(tx: Executor, ownerId: number): Promise<{ id: number; name: string } | null> {
  const rows = await tx.select({ id: owners.id, name: owners.name }).from(owners).where(eq(owners.id, ownerId)).for('no key update');
  return rows[0] ?? null;
}

/** Credits minus debits that did not fail, in paise. */
export async function balancePaise(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db
    .select({
      balance:
        sql<number>`coalesce(sum(case when ${walletTransactions.type} = 'credit' then ${walletTransactions.amountPaise} when ${walletTransactions.status} <> 'failed' then -${walletTransactions.amountPaise} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.ownerId, ownerId));
  return row?.balance ?? 0;
}

export async function insertEntry(tx: Executor, row: NewLedgerRow): Promise<LedgerRow> {
  const [created] = await tx.insert(walletTransactions).values(row).returning();
  return created as LedgerRow;
}

/**
 * Inserts an entry unless the line already has one of its kind (the unique order_item_id, type and rent month): null
 * when it had. A job or a move that runs twice writes one entry.
 */
export async function insertEntryOnce(tx: Executor, row: NewLedgerRow): Promise<LedgerRow | null> {
  const [created] = await tx.insert(walletTransactions).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

/** One of the owner's ledger entries (a withdrawal's idempotent replay reads the debit its key made). */
export async function findEntry(db: Executor, id: number, ownerId: number): Promise<LedgerRow | null> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, id), eq(walletTransactions.ownerId, ownerId)));
  return rows[0] ?? null;
}

export async function listEntries(db: Executor, ownerId: number, page: number, limit: number) {
  const where = eq(walletTransactions.ownerId, ownerId);
  return paged(
    db.select().from(walletTransactions).where(where).orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id)).$dynamic(),
    db.select({ n: count() }).from(walletTransactions).where(where),
    page,
    limit,
  );
}

/** The pending debit of a withdrawal becomes processed (the ledger row's only change: its status). */
export async function processDebitOfPayment(tx: Executor, paymentId: number): Promise<LedgerRow | null> {
  const [row] = await tx
    .update(walletTransactions)
    .set({ status: 'processed' })
    .where(and(eq(walletTransactions.paymentId, paymentId), eq(walletTransactions.type, 'debit'), eq(walletTransactions.status, 'pending')))
    .returning();
  return row ?? null;
}
