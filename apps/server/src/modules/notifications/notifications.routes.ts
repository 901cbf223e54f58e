import {
  markAllReadResponse,
  NOTIFICATION_MSG,
  notification,
  notificationIdParam,
  notificationListQuery,
  streamQuery,
  unreadCountResponse,
} from '@kiraya/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole, signedIn } from '../../plugins/auth.js';
import { tokenFromQuery } from '../live/live.stream.js';
import { inboxStream } from './notification-view.js';
import * as service from './notifications.service.js';

/**
 * Notifications (§2 /notifications and admin Notifications, §7 GET /api/admin/notifications). Buyers and
 * owners read their own inbox under /notifications (role and id from the token); admins share one inbox
 * under /admin/notifications, with one read flag per notification for all of them.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerOrOwner = signedIn(NOTIFICATION_MSG.loginRequired, 'user', 'owner');
  const admin = requireRole('admin');
  const tags = ['notifications'];

  const ownInbox = (request: FastifyRequest): service.Inbox => {
    const { role, id } = principalOf(request);
    // requireRole has already refused admins here.
    return { role: role === 'owner' ? 'owner' : 'user', id };
  };
  const adminInbox: service.Inbox = { role: 'admin' };

  for (const area of [
    { base: '/notifications', guard: buyerOrOwner, inbox: ownInbox, who: "the caller's (buyer or owner)" },
    { base: '/admin/notifications', guard: admin, inbox: () => adminInbox, who: 'the admins’ shared' },
  ] as const) {
    app.get(
      area.base,
      {
        onRequest: area.guard,
        schema: listSchema({
          tags,
          summary: `A page of ${area.who} notifications, newest first; unread=true keeps only unread ones. X-Total-Count counts them.`,
          item: notification,
          querystring: notificationListQuery,
        }),
      },
      async (request, reply) => {
        const { page, limit } = await request.page();
        const { items, total } = await service.listNotifications(app.db, area.inbox(request), request.query.unread, page, limit);
        return reply.sendPage(items, total);
      },
    );

    app.get(
      `${area.base}/unread-count`,
      {
        onRequest: area.guard,
        schema: {
          tags,
          summary: `How many of ${area.who} notifications are unread (the header and sidebar badges).`,
          security: bearer,
          response: { 200: unreadCountResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => service.unreadCount(app.db, area.inbox(request)),
    );

    app.get(
      `${area.base}/stream`,
      {
        // The token may come as access_token (EventSource sends no headers); warn-level logs keep the URL out of them.
        onRequest: [tokenFromQuery, area.guard],
        logLevel: 'warn',
        schema: {
          tags,
          summary: `Server-Sent Events of ${area.who} new notifications (event: notification), from every process. Resumes after Last-Event-ID.`,
          security: bearer,
          querystring: streamQuery,
          response: errorResponses(400, 401, 403, 429),
        },
      },
      async (request, reply) => app.streams.open(request, reply, inboxStream(area.inbox(request))),
    );

    app.put(
      `${area.base}/read-all`,
      {
        onRequest: area.guard,
        schema: {
          tags,
          summary: `Mark every unread one of ${area.who} notifications read.`,
          security: bearer,
          response: { 200: markAllReadResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => service.markAllRead(app.db, area.inbox(request)),
    );

    app.put(
      `${area.base}/:id/read`,
      {
        onRequest: area.guard,
        schema: {
          tags,
          summary: `Mark one of ${area.who} notifications read; 404 when it is missing or not in that inbox.`,
          security: bearer,
          params: notificationIdParam,
          response: { 200: notification, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => service.markRead(app.db, area.inbox(request), request.params.id),
    );
  }
};
