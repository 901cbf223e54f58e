import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_MSG, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENT_REPLAY_HEADER } from '@kiraya/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, conflict } from './errors.js';

/**
 * Exactly-once money calls (checkout, withdrawal), shared by both: a key row per (scope, caller, key) holding the
 * SHA-256 of the canonical request and the id of what the first call made. Everything runs inside the caller's money
 * transaction, so a call that fails (4xx) leaves no key behind and a retry with the same key tries again.
 */

export type IdempotencyScope = (typeof idempotencyKeys.$inferInsert)['scope'];
export type IdempotencyRole = (typeof idempotencyKeys.$inferInsert)['role'];

export interface IdempotencyClaim {
  scope: IdempotencyScope;
  role: IdempotencyRole;
  principalId: number;
  key: string;
  /** The request as the server understood it; hashed canonically (sorted keys), so key order never matters. */
  request: unknown;
}

export const IDEMPOTENCY_WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 3_600_000;

/** JSON with every object's keys sorted and undefined members dropped: equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (request: unknown) => createHash('sha256').update(canonicalJson(request)).digest('hex');

export interface IdempotentResult<T> {
  value: T;
  /** True when an earlier request with the same key made `value`. */
  replayed: boolean;
}

/**
 * The status an idempotent write answers with: 201 for what it made now, 200 for a repeat — which also says so in
 * the Idempotent-Replayed header.
 */
export function idempotentStatus(reply: { header(name: string, value: string): unknown }, replayed: boolean): 200 | 201 {
  if (replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return replayed ? 200 : 201;
}

const keyReused = () => new AppError(IDEMPOTENCY_KEY_REUSED, 422, IDEMPOTENCY_MSG.keyReused);

/**
 * Runs `create` once per key, inside the caller's transaction `tx`. Without a claim it simply creates.
 *
 * The key row is inserted first (`ON CONFLICT DO NOTHING`). A concurrent duplicate's insert waits on the
 * uncommitted row; when the winner commits, the duplicate's insert does nothing and it reads the committed row:
 * same hash → `replay(resourceId)`, another hash → 422. If the winner rolls back, the duplicate's insert goes
 * through and it creates. A row older than the window is deleted and the key taken again.
 */
export async function idempotent<T>(
  tx: Executor,
  claim: IdempotencyClaim | null,
  run: { create: () => Promise<{ value: T; resourceId: number }>; replay: (resourceId: number) => Promise<T | null> },
): Promise<IdempotentResult<T>> {
  if (!claim) return { value: (await run.create()).value, replayed: false };
  const hash = requestHash(claim.request);
  const match = and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.role, claim.role),
    eq(idempotencyKeys.principalId, claim.principalId),
    eq(idempotencyKeys.key, claim.key),
  );
  // Two passes at most: the second follows the removal of an expired row.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [taken] = await tx
      .insert(idempotencyKeys)
      .values({ scope: claim.scope, role: claim.role, principalId: claim.principalId, key: claim.key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (taken) {
      const { value, resourceId } = await run.create();
      await tx.update(idempotencyKeys).set({ resourceId }).where(eq(idempotencyKeys.id, taken.id));
      return { value, replayed: false };
    }
    const [existing] = await tx
      .select({
        id: idempotencyKeys.id,
        requestHash: idempotencyKeys.requestHash,
        resourceId: idempotencyKeys.resourceId,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_WINDOW_MS / 1000})`,
      })
      .from(idempotencyKeys)
      .where(match);
    // Gone between our insert and this read (an expiry retake that rolled back): try again.
    if (!existing) continue;
    if (existing.expired) {
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.id, existing.id),
            lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_WINDOW_MS / 1000})`),
          ),
        );
      continue;
    }
    return replayKey(existing, hash, run.replay);
  }
  throw conflict(IDEMPOTENCY_MSG.keyReused);
}

/**
 * The answer to a repeat of a key whose row is committed and within the window: 422 when the request differs, else
 * what the first call made. Checkout calls it directly when its own first statement already read the key's row.
 */
export async function replayKey<T>(
  existing: { requestHash: string; resourceId: number | null },
  hash: string,
  replay: (resourceId: number) => Promise<T | null>,
): Promise<IdempotentResult<T>> {
  if (existing.requestHash !== hash) throw keyReused();
  const value = existing.resourceId === null ? null : await replay(existing.resourceId);
  // Committed keys always name their resource; one that is gone cannot be replayed or silently redone.
  if (value === null) throw conflict(IDEMPOTENCY_MSG.keyReused);
  return { value, replayed: true };
}
