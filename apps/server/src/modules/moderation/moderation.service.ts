import {
  APPROVAL_UNDO_SECONDS,
  type ApprovalDecision,
  type ApprovalRequest,
  type ApprovalRequestDetail,
  MAX_ID,
  MODERATION_MSG,
  TRUST_MSG,
} from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { toOfferView } from '../../lib/offer-columns.js';
import { type PictureUrls, pictureUrlSet } from '../../lib/picture-urls.js';
import * as events from '../events/events.service.js';
import { scheduleJob } from '../jobs/schedule.js';
import * as trust from '../trust/trust.service.js';
import * as repo from './moderation.repository.js';

const REQUEST_ID = /^(product|listing)-(\d{1,10})$/;

/** `product-12` → the product 12; null for an id that cannot name any request (its item id beyond the column's range too). */
export function parseRequestId(id: string): { source: 'products' | 'listings'; itemId: number } | null {
  const match = REQUEST_ID.exec(id);
  const itemId = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(itemId) || itemId < 1 || itemId > MAX_ID) return null;
  return { source: match[1] === 'product' ? 'products' : 'listings', itemId };
}

export async function pendingRequests(
  db: Db,
  pictures: PictureUrls,
  page: number,
  limit: number,
): Promise<{ items: ApprovalRequest[]; total: number }> {
  const { rows, total } = await repo.listPending(db, page, limit);
  return {
    total,
    items: rows.map((r) => ({
      id: `${r.source === 'products' ? 'product' : 'listing'}-${r.id}`,
      source: r.source,
      item_id: r.id,
      // Waiting for review, so never public: the admin gets a signed URL.
      image: pictures(r.image, 'card', false),
      title: r.title,
      ownerName: r.ownerName ?? '',
      type: r.type,
      category: r.category,
      price: paiseToRupees(r.pricePaise),
      date: r.createdAt.toISOString(),
      offer: toOfferView(r.offer),
    })),
  };
}

/**
 * Approve or reject once: a second decision on the same request is a 409, a missing item a 404. The decision is
 * recorded (who, when); an approval answers until when it can be undone.
 */
export async function decideRequest(db: Db, requestId: string, decision: ApprovalDecision, reason?: string, adminId: number | null = null) {
  const parsed = parseRequestId(requestId);
  // An id that names no request is a missing request, whatever its shape: 404, as for a deleted item.
  if (!parsed) throw notFound(MODERATION_MSG.requestNotFound);
  const { source, itemId } = parsed;
  const why = reason?.trim() || null;
  const done = await db.transaction(async (tx) => {
    const row = await repo.decide(tx, source, itemId, decision, why);
    if (!row) return null;
    await events.itemDecided(tx, { source, title: row.title, ownerId: row.ownerId }, decision, why);
    const at = await repo.recordDecision(tx, { source, itemId, decision, reason: why, adminId });
    const undoUntil = new Date(at.getTime() + APPROVAL_UNDO_SECONDS * 1000);
    // Saved-search alerts are matched by a job, not in this request (modules/saved-searches), once the approval can
    // no longer be undone: an undone approval alerts no one (the job also checks the item is still approved).
    if (decision === 'approved')
      await scheduleJob(tx, source === 'products' ? 'saved_search_product' : 'saved_search_listing', itemId, undoUntil);
    return { ...row, undoUntil };
  });
  if (done) {
    await catalogueChanged(db);
    return done;
  }
  const exists = await repo.itemExists(db, source, itemId);
  if (!exists) throw notFound(MODERATION_MSG.requestNotFound);
  throw conflict(MODERATION_MSG.alreadyHandled);
}

/**
 * Takes an approval back within APPROVAL_UNDO_SECONDS of it, by the database's clock: the item returns to the queue and
 * every process drops its catalogue caches (catalogueChanged). The approval published at once, so the catalogue is
 * right in every process at every moment (docs/trust.md says why this over a delayed publish). Later, or when the
 * last decision is not a live approval (undone already, rejected, edited since), a 409 that says which.
 */
export async function undoApproval(db: Db, requestId: string) {
  const parsed = parseRequestId(requestId);
  if (!parsed) throw notFound(MODERATION_MSG.requestNotFound);
  const { source, itemId } = parsed;
  const result = await db.transaction(async (tx) => {
    const last = await repo.latestDecisionForUpdate(tx, source, itemId, APPROVAL_UNDO_SECONDS);
    if (!last || last.decision !== 'approved' || last.undoneAt !== null) return 'nothing' as const;
    if (!last.inWindow) return 'expired' as const;
    const row = await repo.backToPending(tx, source, itemId);
    if (!row) return 'nothing' as const;
    await repo.markUndone(tx, last.id);
    return row;
  });
  if (result === 'expired') throw conflict(TRUST_MSG.undoExpired);
  if (result === 'nothing') {
    if (!(await repo.itemExists(db, source, itemId))) throw notFound(MODERATION_MSG.requestNotFound);
    throw conflict(TRUST_MSG.nothingToUndo);
  }
  await catalogueChanged(db);
  return { message: TRUST_MSG.undone(result.title) };
}

/** One waiting request in full (every photo signed, description, place, the submitter's history); 404 once decided. */
export async function requestDetail(db: Db, pictures: PictureUrls, requestId: string): Promise<ApprovalRequestDetail> {
  const parsed = parseRequestId(requestId);
  if (!parsed) throw notFound(MODERATION_MSG.requestNotFound);
  const { source, itemId } = parsed;
  const row = await repo.pendingDetail(db, source, itemId);
  if (!row) throw notFound(MODERATION_MSG.requestNotFound);
  const isProduct = 'offer' in row;
  const photoKeys = isProduct && row.photos.length ? row.photos : [row.image];
  const offer = isProduct
    ? {
        offer: row.offer,
        salePricePaise: row.salePricePaise,
        rentMonthlyPaise: row.rentMonthlyPaise,
        depositPaise: row.depositPaise,
        minTenureMonths: row.minTenureMonths,
        tenureDiscounts: row.tenureDiscounts,
        availableFrom: row.availableFrom,
        quantity: row.quantity,
      }
    : {
        offer: 'rent' as const,
        salePricePaise: null,
        rentMonthlyPaise: row.pricePaise,
        depositPaise: 0,
        minTenureMonths: 1,
        tenureDiscounts: [],
        availableFrom: null,
        quantity: 1,
      };
  return {
    id: requestId,
    source,
    item_id: row.id,
    image: pictures(row.image, 'card', false),
    title: row.title,
    ownerName: row.ownerName ?? '',
    type: isProduct ? row.type : 'ad',
    category: row.category,
    price: paiseToRupees(row.pricePaise),
    date: row.createdAt.toISOString(),
    offer: toOfferView(offer),
    description: row.description,
    location: row.location,
    city: row.city,
    locality: row.locality,
    condition: isProduct ? row.condition : null,
    // Waiting for review, so never public: signed URLs, full size and card size.
    photos: photoKeys.map((key, index) => ({ id: index, ...pictureUrlSet(pictures, key, false) })),
    submitter: await trust.submitterHistory(db, isProduct ? 'owner' : 'user', row.submitterId),
  };
}
