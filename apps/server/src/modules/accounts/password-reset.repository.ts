import type { MailCode, MessageParams, Role } from '@kiraya/contract';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paged } from '../../db/paging.js';
import { outbox, passwordResets } from '../../db/schema/index.js';

export async function insertReset(db: Executor, v: { role: Role; accountId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(v);
}

export async function insertMail(
  db: Executor,
  v: { toEmail: string; subject: string; body: string; code: MailCode; params: MessageParams },
): Promise<void> {
  await db.insert(outbox).values(v);
}

/** The unused, unexpired reset with this token hash, locked FOR UPDATE until the transaction ends; null when none. */
export async function lockLiveReset(db: Executor, tokenHash: string) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .for('update');
  return reset ?? null;
}

/** Marks every unused reset of the account as used. */
export async function burnResets(db: Executor, role: Role, accountId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.role, role), eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

export async function listOutbox(db: Executor, page: number, limit: number) {
  return paged(
    db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).$dynamic(),
    db.select({ n: count() }).from(outbox),
    page,
    limit,
  );
}
