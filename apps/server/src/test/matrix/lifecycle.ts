import { adminOnly, type Entry, json } from './kit.js';
import { acceptedLine } from './reports.js';

/** The life of an accepted line: its buyer, its owner and admins see it; only its owner records the handover. */
export const LIFECYCLE_ROUTES: Record<string, Entry> = {
  'GET /api/orders/items/:itemId/lifecycle': {
    expect: { anon: 401, buyer: 200, owner: 200, otherOwner: 403, admin: 200 },
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/items/${(await acceptedLine(ctx)).lineId}/lifecycle` }),
  },
  'POST /api/orders/items/:itemId/lifecycle': {
    expect: { anon: 401, buyer: 403, owner: 200, otherOwner: 403, admin: 403 },
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/items/${(await acceptedLine(ctx)).lineId}/lifecycle`,
      payload: { event: 'deliver', report: { condition: 'good' } },
    }),
  },
  // disputes desk: the queue of disputed lines is for admins only.
  'GET /api/admin/disputes': { expect: adminOnly(), request: json('GET', '/api/admin/disputes?page=1&limit=5') },
};
