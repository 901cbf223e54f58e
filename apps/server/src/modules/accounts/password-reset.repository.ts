import type { Role } from '@kiraya/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function insertReset(db: Executor, v: { role: Role; accountId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(v);
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
