import { type ApprovalDecision, type ApprovalRequest, MAX_ID, MODERATION_MSG } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { toOfferView } from '../../lib/offer-columns.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import * as events from '../events/events.service.js';
import { scheduleJob } from '../jobs/schedule.js';
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

/** Approve or reject once: a second decision on the same request is a 409, a missing item a 404. */
export async function decideRequest(db: Db, requestId: string, decision: ApprovalDecision, reason?: string) {
  const parsed = parseRequestId(requestId);
  // An id that names no request is a missing request, whatever its shape: 404, as for a deleted item.
  if (!parsed) throw notFound(MODERATION_MSG.requestNotFound);
  const { source, itemId } = parsed;
  const why = reason?.trim() || null;
  const done = await db.transaction(async (tx) => {
    const row = await repo.decide(tx, source, itemId, decision, why);
    if (row) await events.itemDecided(tx, { source, title: row.title, ownerId: row.ownerId }, decision, why);
    // Saved-search alerts are matched by a job, not in this request (modules/saved-searches).
    if (row && decision === 'approved')
      await scheduleJob(tx, source === 'products' ? 'saved_search_product' : 'saved_search_listing', itemId, new Date());
    return row;
  });
  if (done) {
    await catalogueChanged(db);
    return done;
  }
  const exists = await repo.itemExists(db, source, itemId);
  if (!exists) throw notFound(MODERATION_MSG.requestNotFound);
  throw conflict(MODERATION_MSG.alreadyHandled);
}
