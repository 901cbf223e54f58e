import { addMonths } from '@kiraya/contract';
import { feedbacks, orderItems, orders, reports } from '../../db/schema/index.js';
import { createListing, createProduct } from '../factories.js';
import { adminOnly, buyerOnly, type Ctx, type Entry, json, publicRead } from './kit.js';

/** An open report on a fresh ad, written directly. */
const openReport = async (ctx: Ctx) => {
  const ad = await createListing(ctx.t.db);
  const [row] = await ctx.t.db
    .insert(reports)
    .values({
      type: 'listings',
      itemId: ad.id,
      reporterRole: 'user',
      reporterId: ctx.who.buyer.id,
      reporterName: 'Buyer',
      reason: 'Matrix',
    })
    .returning();
  return row?.id as number;
};

/**
 * An accepted product line of the buyer's on a fresh product of the owner's, written directly: one unit bought, or
 * with `rental` a rental running (`active`) from its start date for its months.
 */
export const acceptedLine = async (ctx: Ctx, rental?: { monthlyPaise: number; months: number; startDate: string }) => {
  const product = await createProduct(ctx.t.db, {
    ownerId: ctx.who.owner.id,
    ...(rental ? { type: 'rent' as const, price: rental.monthlyPaise / 100 } : {}),
  });
  const totalPaise = rental ? rental.monthlyPaise * rental.months : 100_000;
  const [order] = await ctx.t.db
    .insert(orders)
    .values({
      userId: ctx.who.buyer.id,
      name: 'Matrix Buyer',
      email: 'matrix@example.in',
      address: '1 Hazratganj',
      city: 'Lucknow',
      zip: '226001',
      paymentMethod: 'upi',
      totalPaise,
    })
    .returning();
  const [line] = await ctx.t.db
    .insert(orderItems)
    .values({
      orderId: order?.id as number,
      source: 'products',
      productId: product.id,
      ownerId: ctx.who.owner.id,
      title: product.title,
      category: product.category,
      type: rental ? 'rent' : 'sale',
      unitPricePaise: rental?.monthlyPaise ?? 100_000,
      quantity: 1,
      totalPaise,
      status: 'accepted',
      ...(rental
        ? {
            months: rental.months,
            startDate: rental.startDate,
            endDate: addMonths(rental.startDate, rental.months),
            stage: 'active' as const,
          }
        : {}),
    })
    .returning();
  return { lineId: line?.id as number, productId: product.id };
};

const aFeedback = async (ctx: Ctx) => {
  const { lineId, productId } = await acceptedLine(ctx);
  const [row] = await ctx.t.db
    .insert(feedbacks)
    .values({ userId: ctx.who.buyer.id, orderItemId: lineId, productId, rating: 4 })
    .returning();
  return row?.id as number;
};

/** Reports and feedback. */
export const REPORT_ROUTES: Record<string, Entry> = {
  // Any signed-in buyer or owner may report; admins deal with reports instead of filing them.
  'POST /api/reports': {
    expect: { anon: 401, buyer: 201, owner: 201, otherOwner: 201, admin: 403 },
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { type: 'listings', item_id: (await createListing(ctx.t.db)).id, reason: 'Matrix reason' },
    }),
  },
  'GET /api/admin/reports': { expect: adminOnly(), request: json('GET', '/api/admin/reports') },
  'DELETE /api/admin/reports/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/reports/${await openReport(ctx)}` }),
  },
  'PUT /api/admin/reports/:id/ignore': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/reports/${await openReport(ctx)}/ignore` }),
  },

  // Feedback: the buyer's own accepted lines.
  'POST /api/feedbacks': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/feedbacks',
      payload: { order_item_id: (await acceptedLine(ctx)).lineId, rating: 5 },
    }),
  },
  'GET /api/feedbacks/mine': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/feedbacks/mine?item_ids=${(await acceptedLine(ctx)).lineId}` }),
  },
  'GET /api/products/:id/rating': {
    expect: publicRead,
    request: async (ctx) => ({ method: 'GET', url: `/api/products/${(await createProduct(ctx.t.db)).id}/rating` }),
  },
  'GET /api/admin/feedbacks': { expect: adminOnly(), request: json('GET', '/api/admin/feedbacks') },
  'GET /api/admin/feedbacks/summary': { expect: adminOnly(), request: json('GET', '/api/admin/feedbacks/summary') },
  'DELETE /api/admin/feedbacks/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/feedbacks/${await aFeedback(ctx)}` }),
  },
};
