import { eq, sql } from 'drizzle-orm';
import { orderItems, reviewReports, reviews } from '../../db/schema/index.js';
import { createProduct } from '../factories.js';
import { adminOnly, type Ctx, type Entry, json, publicRead } from './kit.js';
import { acceptedLine } from './reports.js';

/** A line handed over and closed (a sale), so both of its sides may review it. */
const reviewableLine = async (ctx: Ctx) => {
  const line = await acceptedLine(ctx);
  await ctx.t.db.update(orderItems).set({ stage: 'closed', stageAt: new Date() }).where(eq(orderItems.id, line.lineId));
  return line;
};

/** The buyer's review of a reviewable line, already revealed (written 15 days ago). */
const revealedReview = async (ctx: Ctx) => {
  const { lineId, productId } = await reviewableLine(ctx);
  const [row] = await ctx.t.db
    .insert(reviews)
    .values({
      orderItemId: lineId,
      side: 'buyer',
      authorId: ctx.who.buyer.id,
      subjectId: ctx.who.owner.id,
      productId,
      rating: 2,
      comment: 'Matrix review',
      revealAt: sql`now() - interval '1 day'`,
    })
    .returning();
  return row?.id as number;
};

const openReport = async (ctx: Ctx) => {
  const reviewId = await revealedReview(ctx);
  const [row] = await ctx.t.db
    .insert(reviewReports)
    .values({ reviewId, reporterRole: 'owner', reporterId: ctx.who.owner.id, reason: 'Matrix report reason' })
    .returning();
  return row?.id as number;
};

/** Reviews both ways: the line's two sides write, read and report; admins hide; anyone reads what is revealed. */
export const REVIEW_ROUTES: Record<string, Entry> = {
  'GET /api/orders/items/:itemId/review': {
    expect: { anon: 401, buyer: 200, owner: 200, otherOwner: 403, admin: 200 },
    request: async (ctx) => json('GET', `/api/orders/items/${(await reviewableLine(ctx)).lineId}/review`)(),
  },
  'PUT /api/orders/items/:itemId/review': {
    expect: { anon: 401, buyer: 201, owner: 201, otherOwner: 403, admin: 403 },
    request: async (ctx) =>
      json('PUT', `/api/orders/items/${(await reviewableLine(ctx)).lineId}/review`, { rating: 4, comment: 'Matrix review' })(),
  },
  'GET /api/owners/:id/reviews': {
    expect: publicRead,
    request: async (ctx) => json('GET', `/api/owners/${ctx.who.owner.id}/reviews`)(),
  },
  'GET /api/products/:id/reviews': {
    expect: publicRead,
    request: async (ctx) => json('GET', `/api/products/${(await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id })).id}/reviews`)(),
  },
  'POST /api/reviews/:id/report': {
    expect: { anon: 401, buyer: 201, owner: 201, otherOwner: 403, admin: 403 },
    request: async (ctx) => json('POST', `/api/reviews/${await revealedReview(ctx)}/report`, { reason: 'Matrix report reason' })(),
  },
  'GET /api/admin/review-reports': { expect: adminOnly(), request: json('GET', '/api/admin/review-reports') },
  'POST /api/admin/review-reports/:id/hide': {
    expect: adminOnly(),
    request: async (ctx) => json('POST', `/api/admin/review-reports/${await openReport(ctx)}/hide`, { note: 'Matrix' })(),
  },
  'POST /api/admin/review-reports/:id/dismiss': {
    expect: adminOnly(),
    request: async (ctx) => json('POST', `/api/admin/review-reports/${await openReport(ctx)}/dismiss`, {})(),
  },
};
