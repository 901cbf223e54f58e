import type { ApprovalRequest } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { catalogueChanged } from '../catalogue/catalogue.service.js';
import * as events from '../events/events.service.js';
import * as repo from './moderation.repository.js';

export function parseRequestId(id: string): { source: 'products' | 'listings'; itemId: number } {
  const [kind, num] = id.split('-');
  return { source: kind === 'product' ? 'products' : 'listings', itemId: Number(num) };
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
    })),
  };
}

/** Approve or reject once: a second decision on the same request is a 409, a missing item a 404. */
export async function decideRequest(db: Db, requestId: string, decision: 'approved' | 'rejected', reason?: string) {
  const { source, itemId } = parseRequestId(requestId);
  const why = reason?.trim() || null;
  const done = await db.transaction(async (tx) => {
    const row = await repo.decide(tx, source, itemId, decision, why);
    if (row) await events.itemDecided(tx, { source, title: row.title, ownerId: row.ownerId }, decision, why);
    return row;
  });
  if (done) {
    catalogueChanged();
    return done;
  }
  const exists = await repo.itemExists(db, source, itemId);
  if (!exists) throw notFound('Request not found');
  throw conflict('This request has already been handled.');
}
