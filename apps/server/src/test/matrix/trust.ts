import { todayInIndia } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { owners } from '../../db/schema/index.js';
import { createAccount } from '../accounts.js';
import { createProduct } from '../factories.js';
import { adminOnly, anyOwner, type Ctx, type Entry, json, publicRead } from './kit.js';

/** A fresh owner for each caller, so a grant or a revocation never finds one already done. */
const freshOwner = async (ctx: Ctx, verified = false) => {
  const owner = await createAccount(ctx.t, 'owner');
  if (verified) await ctx.t.db.update(owners).set({ verified: true }).where(eq(owners.id, owner.id));
  return owner.id;
};

/** A product approved just now through the queue (so its undo window is open). */
const justApproved = async (ctx: Ctx) => {
  const p = await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id, approvalStatus: 'pending' });
  const res = await ctx.t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p.id}/approve`, headers: ctx.who.admin.headers });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.body}`);
  return p.id;
};

/** Verified owners, the public owner profile, the queue's detail and undo. */
export const TRUST_ROUTES: Record<string, Entry> = {
  'GET /api/admin/owners/:id/verification': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/owners/${ctx.who.owner.id}/verification` }),
  },
  'POST /api/admin/owners/:id/verification': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/owners/${await freshOwner(ctx)}/verification`,
      payload: { documents: ['aadhaar'], checked_on: todayInIndia() },
    }),
  },
  'POST /api/admin/owners/:id/verification/revoke': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/owners/${await freshOwner(ctx, true)}/verification/revoke`,
      payload: { reason: 'Documents expired.' },
    }),
  },
  'GET /api/owner/verification': { expect: anyOwner(), request: json('GET', '/api/owner/verification') },
  'GET /api/owners/:id/profile': {
    expect: publicRead,
    request: async (ctx) => ({ method: 'GET', url: `/api/owners/${ctx.who.owner.id}/profile` }),
  },
  'GET /api/admin/requests/:id': {
    expect: adminOnly(),
    request: async (ctx) => {
      const p = await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id, approvalStatus: 'pending' });
      return { method: 'GET', url: `/api/admin/requests/product-${p.id}` };
    },
  },
  'PUT /api/admin/requests/:id/undo': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/requests/product-${await justApproved(ctx)}/undo` }),
  },
};
