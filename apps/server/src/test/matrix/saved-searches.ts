import { createSavedSearch } from '../../modules/saved-searches/saved-searches.service.js';
import { buyerOnly, type Ctx, type Entry, json, publicRead } from './kit.js';

/** A saved search of the matrix's buyer, fresh for each caller (other callers are refused before they reach it). */
const buyersSearch = async (ctx: Ctx) =>
  (
    await createSavedSearch(ctx.t.db, ctx.who.buyer.id, {
      name: 'matrix',
      alerts: true,
      search: { page: 'search', query: `matrix ${ctx.n()}` },
    })
  ).id;

const subscription = (n: number) => ({
  endpoint: `https://push.example.test/matrix/${n}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
});

/** Saved searches and their Web Push devices: the buyer's own only. */
export const SAVED_SEARCH_ROUTES: Record<string, Entry> = {
  'GET /api/saved-searches': { expect: buyerOnly(), request: json('GET', '/api/saved-searches') },
  'POST /api/saved-searches': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'matrix', search: { page: 'list', category: 'appliance', query: `matrix ${ctx.n()}` } },
    }),
  },
  'PATCH /api/saved-searches/:id': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'PATCH', url: `/api/saved-searches/${await buyersSearch(ctx)}`, payload: { alerts: false } }),
  },
  'DELETE /api/saved-searches/:id': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/saved-searches/${await buyersSearch(ctx)}` }),
  },
  'GET /api/push/key': { expect: publicRead, request: json('GET', '/api/push/key') },
  'POST /api/push/subscriptions': {
    expect: buyerOnly(201),
    request: async (ctx) => ({ method: 'POST', url: '/api/push/subscriptions', payload: subscription(ctx.n()) }),
  },
  'DELETE /api/push/subscriptions': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: subscription(ctx.n()).endpoint } }),
  },
};
