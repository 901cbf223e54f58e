import { addDays, todayInIndia, type VisitStatus } from '@kiraya/contract';
import { rentalOffers, visits } from '../../db/schema/index.js';
import { createProduct } from '../factories.js';
import { anyOwner, buyerOnly, type Ctx, type Entry, type Expected, json } from './kit.js';

/** The owner's own visit or offer: another owner gets 404, as for a missing one (ids are not probed). */
const ownersHidden = (ok = 200): Expected => ({ anon: 401, buyer: 403, owner: ok, otherOwner: 404, admin: 403 });

const flat = (ctx: Ctx) => createProduct(ctx.t.db, { ownerId: ctx.who.owner.id, category: 'property', type: 'rent', price: 15000 });

/** A visit of the buyer's to a new flat of the owner's, written directly in the status asked for. */
async function aVisit(ctx: Ctx, status: VisitStatus = 'requested'): Promise<{ id: number; productId: number }> {
  const slot = { date: addDays(todayInIndia(), 2), time: '11:00' };
  const [row] = await ctx.t.db
    .insert(visits)
    .values({
      productId: (await flat(ctx)).id,
      userId: ctx.who.buyer.id,
      ownerId: ctx.who.owner.id,
      status,
      slots: [slot],
      ...(status === 'confirmed' ? { scheduledDate: slot.date, scheduledTime: slot.time } : {}),
      ...(status === 'rescheduled' ? { proposedDate: slot.date, proposedTime: slot.time } : {}),
    })
    .returning({ id: visits.id, productId: visits.productId });
  if (!row) throw new Error('visit not inserted');
  return row;
}

/** An offer waiting for the buyer on a confirmed visit. */
async function anOffer(ctx: Ctx): Promise<number> {
  const visit = await aVisit(ctx, 'confirmed');
  const [row] = await ctx.t.db
    .insert(rentalOffers)
    .values({
      visitId: visit.id,
      productId: visit.productId,
      userId: ctx.who.buyer.id,
      ownerId: ctx.who.owner.id,
      monthlyPaise: 1_500_000,
      depositPaise: 0,
      moveIn: addDays(todayInIndia(), 5),
      months: 3,
    })
    .returning();
  return row?.id as number;
}

const details = {
  name: 'Matrix Buyer',
  email: 'matrix@example.in',
  address: '1 Hazratganj',
  city: 'Lucknow',
  zip: '226001',
  phone: '9839055120',
  locality: 'Hazratganj',
  paymentMethod: 'upi',
};

/** Visits and rental offers. */
export const VISIT_ROUTES: Record<string, Entry> = {
  'POST /api/visits': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/visits',
      payload: { product_id: (await flat(ctx)).id, slots: [{ date: addDays(todayInIndia(), 3), time: '10:30' }] },
    }),
  },
  'GET /api/visits/mine': { expect: buyerOnly(), request: json('GET', '/api/visits/mine') },
  'GET /api/visits/owner': { expect: anyOwner(), request: json('GET', '/api/visits/owner') },
  'POST /api/visits/:id/confirm': {
    expect: ownersHidden(),
    request: async (ctx) => ({ method: 'POST', url: `/api/visits/${(await aVisit(ctx)).id}/confirm`, payload: { slot: 0 } }),
  },
  'POST /api/visits/:id/propose': {
    expect: ownersHidden(),
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/visits/${(await aVisit(ctx)).id}/propose`,
      payload: { date: addDays(todayInIndia(), 4), time: '12:00' },
    }),
  },
  'POST /api/visits/:id/decline': {
    expect: ownersHidden(),
    request: async (ctx) => ({ method: 'POST', url: `/api/visits/${(await aVisit(ctx)).id}/decline`, payload: {} }),
  },
  'POST /api/visits/:id/offers': {
    expect: ownersHidden(201),
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/visits/${(await aVisit(ctx, 'confirmed')).id}/offers`,
      payload: { monthly_rent: 15000, deposit: 30000, move_in: addDays(todayInIndia(), 7), months: 11 },
    }),
  },
  'POST /api/rental-offers/:id/withdraw': {
    expect: ownersHidden(),
    request: async (ctx) => ({ method: 'POST', url: `/api/rental-offers/${await anOffer(ctx)}/withdraw` }),
  },
  'POST /api/visits/:id/accept-time': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'POST', url: `/api/visits/${(await aVisit(ctx, 'rescheduled')).id}/accept-time` }),
  },
  'POST /api/visits/:id/cancel': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'POST', url: `/api/visits/${(await aVisit(ctx)).id}/cancel`, payload: {} }),
  },
  'POST /api/rental-offers/:id/decline': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'POST', url: `/api/rental-offers/${await anOffer(ctx)}/decline` }),
  },
  'POST /api/rental-offers/:id/accept': {
    expect: buyerOnly(201),
    request: async (ctx) => ({ method: 'POST', url: `/api/rental-offers/${await anOffer(ctx)}/accept`, payload: details }),
  },
};
