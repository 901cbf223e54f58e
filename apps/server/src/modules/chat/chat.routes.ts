import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_MSG,
  chatMessage,
  clearChatResult,
  conversationIdParam,
  conversationUser,
  markReadResult,
  pagination,
  sendConversationMessageInput,
  sendMessageInput,
  sentMessage,
  streamQuery,
  unreadMessagesCount,
  userIdParam,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import { tokenFromQuery } from '../live/live.stream.js';
import { messagesPerMinute } from '../live/send-limit.js';
import { conversationStream, everyConversation } from './chat.live.js';
import * as chat from './chat.service.js';

/**
 * Support chat (§7 buyer and admin messages). One conversation per buyer, shared by the admins; its id is the
 * buyer's user id. Buyers reach only their own, admins any. New messages also arrive live through SSE.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyer = requireRole('user');
  const buyerOrAdmin = requireRole('user', 'admin');
  const admin = requireRole('admin');
  const tags = ['chat'];
  const conversation = { 200: z.array(chatMessage), ...errorResponses(400, 401, 403, 404) };
  const sent = { 201: sentMessage, ...errorResponses(400, 401, 403, 404, 429) };
  // Stream routes log only warnings: the incoming-request line would otherwise print the URL before the token is cut out.
  const stream = (guard: typeof buyer) => ({ onRequest: [tokenFromQuery, guard], logLevel: 'warn' as const });

  /** Sending is limited per account, counted once over every process (Redis, else PostgreSQL: app.ts). */
  const sendLimit = messagesPerMinute(CHAT_MESSAGES_PER_MINUTE, 'TOO_MANY_MESSAGES', CHAT_MSG.tooManyMessages);

  /** Read, write and clear one buyer's conversation at `path` (…/:userId), for the callers `guard` lets in. */
  function conversationRoutes(
    path: string,
    guard: typeof buyer,
    text: { read: string; write: string; clear: string; cleared: string; clearErrors: ReturnType<typeof errorResponses> },
  ) {
    const route = (summary: string) => ({ onRequest: guard, schema: { tags, summary, security: bearer, params: userIdParam } });
    const r = route(text.read);
    app.get(path, { ...r, schema: { ...r.schema, response: conversation } }, async (request, reply) =>
      reply.sendPage(await chat.getConversation(app.db, principalOf(request), request.params.userId)),
    );
    const w = route(text.write);
    app.post(path, { ...w, config: sendLimit, schema: { ...w.schema, body: sendMessageInput, response: sent } }, async (request, reply) =>
      reply.code(201).send(await chat.sendMessage(app.db, principalOf(request), request.params.userId, request.body.text)),
    );
    const c = route(text.clear);
    app.delete(path, { ...c, schema: { ...c.schema, response: { 200: clearChatResult, ...text.clearErrors } } }, async (request) => ({
      message: text.cleared,
      deleted: await chat.clearConversation(app.db, principalOf(request), request.params.userId),
    }));
  }

  /* ───────────── buyer: own conversation ───────────── */

  conversationRoutes('/user/messages/:userId', buyer, {
    read: "The caller's support conversation, oldest first (own id only). Marks the admins' replies read.",
    write: 'Write to support (own id only). sender and timestamp are ignored: the server sets them.',
    clear: 'Clear your own support conversation (for both sides: there is one copy)',
    cleared: CHAT_MSG.buyerCleared,
    clearErrors: errorResponses(400, 401, 403),
  });

  app.get(
    '/user/messages/:userId/stream',
    {
      ...stream(buyer),
      schema: {
        tags,
        summary: 'Server-Sent Events of your own conversation: message, read, cleared. Token as Bearer header or access_token.',
        security: bearer,
        params: userIdParam,
        querystring: streamQuery,
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      await chat.assertCanUse(app.db, principalOf(request), request.params.userId);
      await app.streams.open(request, reply, conversationStream(request.params.userId));
    },
  );

  /* ───────────── the spec's conversation routes (buyer: own; admin: any) ───────────── */

  app.get(
    '/messages/:conversationId',
    {
      onRequest: buyerOrAdmin,
      schema: {
        tags,
        summary: 'A conversation by id (= the buyer id), oldest first. A buyer may read only their own.',
        security: bearer,
        params: conversationIdParam,
        response: conversation,
      },
    },
    async (request, reply) => reply.sendPage(await chat.getConversation(app.db, principalOf(request), request.params.conversationId)),
  );

  app.post(
    '/messages',
    {
      onRequest: buyerOrAdmin,
      config: sendLimit,
      schema: {
        tags,
        summary: 'Send to a conversation (= the buyer id); the sender comes from the token. A buyer may write only to their own.',
        security: bearer,
        body: sendConversationMessageInput,
        response: sent,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chat.sendMessage(app.db, principalOf(request), request.body.conversationId, request.body.text)),
  );

  /* ───────────── admin ───────────── */

  app.get(
    '/admin/messages/users',
    {
      onRequest: admin,
      schema: listSchema({
        tags,
        summary: 'Buyers with a conversation, newest first, with unread_count (their messages no admin has read)',
        item: conversationUser,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await chat.listConversations(app.db, page, limit));
    },
  );

  app.get(
    '/admin/messages/unread-count',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'How many buyer messages no admin has read yet (the sidebar badge)',
        security: bearer,
        response: { 200: unreadMessagesCount, ...errorResponses(401, 403) },
      },
    },
    async () => ({ unread: await chat.unreadFromBuyers(app.db) }),
  );

  app.get(
    '/admin/messages/stream',
    {
      ...stream(admin),
      schema: {
        tags,
        summary: 'Server-Sent Events of every conversation: message, read, cleared. Token as Bearer header or access_token.',
        security: bearer,
        querystring: streamQuery,
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (request, reply) => app.streams.open(request, reply, everyConversation),
  );

  app.put(
    '/admin/messages/:userId/mark-read',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Mark the buyer's messages read (their read ticks turn green)",
        security: bearer,
        params: userIdParam,
        response: { 200: markReadResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      message: CHAT_MSG.markedRead,
      updated: await chat.markReadByAdmin(app.db, principalOf(request), request.params.userId),
    }),
  );

  conversationRoutes('/admin/messages/:userId', admin, {
    read: "One buyer's conversation, oldest first (mark it read with PUT …/mark-read)",
    write: 'Reply to a buyer; sender and timestamp are ignored (the server sets them)',
    clear: 'Delete the whole conversation with a buyer',
    cleared: CHAT_MSG.cleared,
    clearErrors: errorResponses(400, 401, 403, 404),
  });
};
