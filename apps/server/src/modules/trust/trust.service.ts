import {
  ACCOUNT_LOOKUP_MSG,
  type MyVerification,
  type OwnerProfile,
  type OwnerVerification,
  type SubmitterHistory,
  TRUST_MSG,
  todayInIndia,
  type VerificationDocument,
} from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { toCatalogueItem } from '../catalogue/catalogue.service.js';
import { ownerResponseStats } from '../conversations/conversations.service.js';
import { ownerRating } from '../reviews/reviews.service.js';
import * as repo from './trust.repository.js';

/**
 * "Verified owner" is a recorded act: each grant says which documents an admin checked outside Kiraya and on which
 * day, each revocation why; `owners.verified` (the spec's Verified column) is kept in step in the same transaction,
 * and the catalogue's caches are dropped in every process because cards and item pages show the badge.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

export async function verificationOf(db: Executor, ownerId: number): Promise<OwnerVerification> {
  const owner = await repo.findOwner(db, ownerId);
  if (!owner) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  const rows = await repo.history(db, ownerId);
  return {
    owner_id: owner.id,
    name: owner.name,
    verified: owner.verified ? 1 : 0,
    history: rows.map((r) => ({
      id: r.id,
      action: r.action,
      documents: r.documents,
      note: r.note,
      checked_on: r.checkedOn,
      admin_name: r.adminName,
      created_at: iso(r.createdAt),
    })),
  };
}

export async function grant(
  db: Db,
  ownerId: number,
  adminId: number | null,
  input: { documents: VerificationDocument[]; checked_on: string; note: string },
): Promise<OwnerVerification> {
  if (input.checked_on > todayInIndia()) throw badRequest(TRUST_MSG.checkedOnFuture, { checked_on: [TRUST_MSG.checkedOnFuture] });
  await db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, ownerId, { lock: true });
    if (!owner) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
    if (owner.verified) throw conflict(TRUST_MSG.alreadyVerified);
    await repo.addRecord(tx, {
      ownerId,
      action: 'granted',
      documents: input.documents,
      note: input.note,
      checkedOn: input.checked_on,
      adminId,
    });
    await repo.setVerified(tx, ownerId, true);
  });
  await catalogueChanged(db);
  return verificationOf(db, ownerId);
}

export async function revoke(db: Db, ownerId: number, adminId: number | null, reason: string): Promise<OwnerVerification> {
  await db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, ownerId, { lock: true });
    if (!owner) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
    if (!owner.verified) throw conflict(TRUST_MSG.notVerified);
    await repo.addRecord(tx, { ownerId, action: 'revoked', documents: [], note: reason, checkedOn: null, adminId });
    await repo.setVerified(tx, ownerId, false);
  });
  await catalogueChanged(db);
  return verificationOf(db, ownerId);
}

/**
 * The spec's Owners table may still switch `verified` (PUT /api/admin/owners/{id}); a switch that changes it is recorded
 * too, in the caller's transaction, as a grant with no document listed (or a revocation) so the history stays whole.
 */
export async function recordTableSwitch(tx: Executor, ownerId: number, adminId: number | null, verified: boolean): Promise<void> {
  const owner = await repo.findOwner(tx, ownerId, { lock: true });
  if (!owner || owner.verified === verified) return;
  await repo.addRecord(tx, {
    ownerId,
    action: verified ? 'granted' : 'revoked',
    documents: [],
    note: verified ? 'Marked verified in the Owners table; no document recorded.' : 'Unmarked in the Owners table.',
    checkedOn: verified ? todayInIndia() : null,
    adminId,
  });
}

export async function myVerification(db: Executor, ownerId: number): Promise<MyVerification> {
  const owner = await repo.findOwner(db, ownerId);
  if (!owner) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  const last = owner.verified ? await repo.latestGrant(db, ownerId) : null;
  return {
    verified: owner.verified,
    verified_since: last ? iso(last.createdAt) : null,
    documents: last?.documents ?? [],
    checked_on: last?.checkedOn ?? null,
  };
}

/**
 * The public profile: no e-mail, no phone. The rating is the owner's revealed reviews (modules/reviews); the reply
 * figures come from buyers' conversations with the owner (modules/conversations), null until a buyer has written.
 */
export async function profile(db: Executor, ownerId: number, page: number, limit: number): Promise<OwnerProfile> {
  const owner = await repo.findOwner(db, ownerId);
  if (!owner) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  const today = todayInIndia();
  const [items, locality, last, rating, replies] = await Promise.all([
    repo.ownerItems(db, ownerId, today, page, limit),
    repo.mainLocality(db, ownerId),
    owner.verified ? repo.latestGrant(db, ownerId) : Promise.resolve(null),
    ownerRating(db, ownerId),
    ownerResponseStats(db, { role: 'owner', id: ownerId }),
  ]);
  return {
    id: owner.id,
    name: owner.name,
    locality,
    member_since: iso(owner.createdAt),
    verified: owner.verified,
    verified_since: last ? iso(last.createdAt) : null,
    rating,
    responseRate: replies.response_rate,
    typicalReplyMinutes: replies.typical_reply_minutes,
    items: items.rows.map((row) => toCatalogueItem(row, today)),
    total_items: items.total,
    page,
    limit,
  };
}

/** Who posted an item under review and how their earlier items went (the approval queue's detail). */
export async function submitterHistory(db: Executor, kind: 'owner' | 'user', id: number | null): Promise<SubmitterHistory | null> {
  if (id === null) return null;
  const person = kind === 'owner' ? await repo.findOwner(db, id) : await repo.findUser(db, id);
  if (!person) return null;
  const counts = await repo.submitterCounts(db, kind, id);
  return {
    kind,
    id: person.id,
    name: person.name,
    member_since: iso(person.createdAt),
    verified: kind === 'owner' ? (person as repo.OwnerRow).verified : null,
    approved: counts.approved,
    rejected: counts.rejected,
    orders_completed: counts.ordersCompleted,
  };
}
