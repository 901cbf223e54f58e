import { adminOnly, buyerOnly, type Ctx, type Entry, type Expected, stream } from './kit.js';

/** The spec's conversation routes: a buyer on their own conversation, or an admin on any. */
const buyerOrAdmin = (ok = 200): Expected => ({ anon: 401, buyer: ok, owner: 403, otherOwner: 403, admin: ok });

const own = (ctx: Ctx) => ctx.who.buyer.id;
const body = (ctx: Ctx) => ({ sender: 'user', text: `Matrix message ${ctx.n()}`, timestamp: new Date().toISOString() });

/** Support chat: buyer and admin messages and the live stream. */
export const CHAT_ROUTES: Record<string, Entry> = {
  'GET /api/user/messages/:userId': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/user/messages/${own(ctx)}` }),
  },
  'POST /api/user/messages/:userId': {
    expect: buyerOnly(201),
    request: async (ctx) => ({ method: 'POST', url: `/api/user/messages/${own(ctx)}`, payload: body(ctx) }),
  },
  'DELETE /api/user/messages/:userId': {
    expect: buyerOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/user/messages/${own(ctx)}` }),
  },
  'GET /api/user/messages/:userId/stream': {
    expect: buyerOnly(),
    request: async (ctx) => stream(`/api/user/messages/${own(ctx)}/stream`)(),
  },
  'GET /api/messages/:conversationId': {
    expect: buyerOrAdmin(),
    request: async (ctx) => ({ method: 'GET', url: `/api/messages/${own(ctx)}` }),
  },
  'POST /api/messages': {
    expect: buyerOrAdmin(201),
    request: async (ctx) => ({ method: 'POST', url: '/api/messages', payload: { ...body(ctx), conversationId: own(ctx) } }),
  },
  'GET /api/admin/messages/users': { expect: adminOnly(), request: async () => ({ method: 'GET', url: '/api/admin/messages/users' }) },
  'GET /api/admin/messages/unread-count': {
    expect: adminOnly(),
    request: async () => ({ method: 'GET', url: '/api/admin/messages/unread-count' }),
  },
  'GET /api/admin/messages/stream': { expect: adminOnly(), request: stream('/api/admin/messages/stream') },
  'GET /api/admin/messages/:userId': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/messages/${own(ctx)}` }),
  },
  'PUT /api/admin/messages/:userId/mark-read': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/messages/${own(ctx)}/mark-read` }),
  },
  'POST /api/admin/messages/:userId': {
    expect: adminOnly(201),
    request: async (ctx) => ({ method: 'POST', url: `/api/admin/messages/${own(ctx)}`, payload: { ...body(ctx), sender: 'admin' } }),
  },
  'DELETE /api/admin/messages/:userId': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/messages/${own(ctx)}` }),
  },
};
