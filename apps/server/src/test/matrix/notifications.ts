import { notifications } from '../../db/schema/index.js';
import { adminOnly, type Caller, type Ctx, type Entry, type Expected, json, stream } from './kit.js';

/** Buyers and owners each read their own inbox; admins have their own routes. */
const ownInbox: Expected = { anon: 401, buyer: 200, owner: 200, otherOwner: 200, admin: 403 };

/** A fresh unread notification in the caller's own inbox (the owner's for callers without one), so 200 proves the route works. */
const ownNotification = async (ctx: Ctx, caller: Caller) => {
  const recipient =
    caller === 'buyer'
      ? { recipientRole: 'user' as const, recipientId: ctx.who.buyer.id }
      : { recipientRole: 'owner' as const, recipientId: (caller === 'otherOwner' ? ctx.who.otherOwner : ctx.who.owner).id };
  const [row] = await ctx.t.db
    .insert(notifications)
    .values({ ...recipient, title: 'Matrix', message: 'x', type: 'info' })
    .returning({ id: notifications.id });
  return row?.id as number;
};
const adminNotification = async (ctx: Ctx) => {
  const [row] = await ctx.t.db
    .insert(notifications)
    .values({ recipientRole: 'admin', recipientId: null, title: 'Matrix', message: 'x', type: 'warning' })
    .returning({ id: notifications.id });
  return row?.id as number;
};

/** Notifications of buyers, owners and admins. */
export const NOTIFICATION_ROUTES: Record<string, Entry> = {
  'GET /api/notifications': { expect: ownInbox, request: json('GET', '/api/notifications?unread=true') },
  'GET /api/notifications/unread-count': { expect: ownInbox, request: json('GET', '/api/notifications/unread-count') },
  'GET /api/notifications/stream': { expect: ownInbox, request: stream('/api/notifications/stream') },
  'PUT /api/notifications/read-all': { expect: ownInbox, request: json('PUT', '/api/notifications/read-all') },
  'PUT /api/notifications/:id/read': {
    expect: ownInbox,
    request: async (ctx, caller) => ({ method: 'PUT', url: `/api/notifications/${await ownNotification(ctx, caller)}/read` }),
  },
  'GET /api/admin/notifications': { expect: adminOnly(), request: json('GET', '/api/admin/notifications') },
  'GET /api/admin/notifications/unread-count': { expect: adminOnly(), request: json('GET', '/api/admin/notifications/unread-count') },
  'GET /api/admin/notifications/stream': { expect: adminOnly(), request: stream('/api/admin/notifications/stream') },
  'PUT /api/admin/notifications/read-all': { expect: adminOnly(), request: json('PUT', '/api/admin/notifications/read-all') },
  'PUT /api/admin/notifications/:id/read': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'PUT', url: `/api/admin/notifications/${await adminNotification(ctx)}/read` }),
  },
};
