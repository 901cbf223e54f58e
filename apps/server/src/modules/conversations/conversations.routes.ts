import {
  adminConversationView,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_MSG,
  conversationDetail,
  conversationSummary,
  flaggedConversation,
  idParam,
  messageResponse,
  openConversationInput,
  openedConversation,
  pagination,
  streamQuery,
  TALK_MSG,
  TALK_NEW_PER_HOUR,
  talkMessage,
  talkReportInput,
  talkSendInput,
  talkSent,
  talkText,
  talkUnread,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { bearer, createdSchema, errorResponses, listSchema } from '../../lib/route-schemas.js';
import type { ImageStore } from '../../lib/storage.js';
import { parseOrThrow } from '../../lib/validate.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import { tokenFromQuery } from '../live/live.stream.js';
import { messagesPerMinute } from '../live/send-limit.js';
import { talkStream } from './conversations.live.js';
import * as talk from './conversations.service.js';

/**
 * Conversations between a buyer and an item's owner (docs/conversations.md). The two sides are a buyer (`user`) and
 * the item's owner: a product's owner (`owner`) or the buyer who posted an ad (`user`). Anyone else gets 404. Admins
 * read the flagged and reported ones, read-only, through the queue.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{ images: ImageStore; pictures: PictureUrls }> = async (app, options) => {
  const deps: talk.TalkDeps = { db: app.db, images: options.images, pictures: options.pictures };
  const buyer = requireRole('user');
  const side = requireRole('user', 'owner');
  const admin = requireRole('admin');
  const tags = ['conversations'];
  const sendLimit = messagesPerMinute(CHAT_MESSAGES_PER_MINUTE, 'TOO_MANY_MESSAGES', CHAT_MSG.tooManyMessages);
  const one = (summary: string, response: Record<number, z.ZodType>, guard = side) => ({
    onRequest: guard,
    schema: { tags, summary, security: bearer, params: idParam, response },
  });
  const detail = { 200: conversationDetail, ...errorResponses(400, 401, 403, 404, 409) };
  const done = { 200: messageResponse, ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/conversations',
    {
      onRequest: buyer,
      schema: createdSchema({
        tags,
        summary:
          "Chat with an approved item's owner: opens the buyer's conversation about it (201), or answers the one that exists " +
          `(200: one per buyer, item and owner). At most ${TALK_NEW_PER_HOUR} new ones an hour per buyer (429).`,
        body: openConversationInput,
        item: openedConversation,
        errors: [400, 401, 403, 404, 409, 429],
        existing: true,
      }),
    },
    async (request, reply) => {
      const opened = await talk.openConversation(deps, principalOf(request), request.body);
      return reply.code(opened.created ? 201 : 200).send(opened);
    },
  );

  app.get(
    '/conversations',
    {
      onRequest: side,
      schema: listSchema({
        tags,
        summary:
          "The caller's conversations, newest activity first, with the item's cover and title, the other side's name, the " +
          'last message and unread_count. An owner sees one once the buyer has written in it.',
        item: conversationSummary,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await talk.listConversations(deps, principalOf(request), page, limit));
    },
  );

  app.get(
    '/conversations/unread-count',
    {
      onRequest: side,
      schema: {
        tags,
        summary: "Messages in the caller's conversations the caller has not read yet (the sidebar badge)",
        security: bearer,
        response: { 200: talkUnread, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ unread: await talk.unreadCount(deps, principalOf(request)) }),
  );

  app.get(
    '/conversations/:id',
    one('One conversation as the caller sees it: phones only once shared, never an e-mail', detail),
    (request) => talk.getConversation(deps, principalOf(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    one("The messages, oldest first; reading marks the other side's read", {
      200: z.array(talkMessage),
      ...errorResponses(400, 401, 403, 404),
    }),
    (request) => talk.getMessages(deps, principalOf(request), request.params.id),
  );

  const sent = { 201: talkSent, ...errorResponses(400, 401, 403, 404, 409, 413, 429) };
  app.post(
    '/conversations/:id/messages',
    {
      ...one(
        'Send a message. The scam guard reads it: it is delivered anyway, with the codes of the scripts it matched (the ' +
          'receiver sees a warning). 409 when the caller blocked the other side, 403 when blocked by them.',
        sent,
      ),
      config: sendLimit,
      schema: { tags, security: bearer, params: idParam, body: talkSendInput, response: sent },
    },
    async (request, reply) =>
      reply.code(201).send({ message: await talk.sendMessage(deps, principalOf(request), request.params.id, request.body.text) }),
  );

  app.post(
    '/conversations/:id/photos',
    {
      ...one(
        'Send a photo (multipart field image; JPEG, PNG or WebP, 5 MB; optional field text). EXIF is stripped and it is ' +
          'stored as WebP; it is private to the two sides and admins (signed URLs).',
        sent,
      ),
      config: sendLimit,
      schema: { tags, security: bearer, params: idParam, consumes: ['multipart/form-data'], response: sent },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      if (!form.file) throw talk.photoRequired();
      const text = form.fields.text?.trim() ? parseOrThrow(talkText, form.fields.text) : '';
      const message = await talk.sendPhoto(deps, principalOf(request), request.params.id, form.file.buffer, text);
      return reply.code(201).send({ message });
    },
  );

  app.get(
    '/conversations/:id/stream',
    {
      onRequest: [tokenFromQuery, side],
      // Only warnings: the incoming-request line would otherwise print the URL before the token is cut out.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'Server-Sent Events of one conversation: message, read, shared, blocked. Token as Bearer header or access_token.',
        security: bearer,
        params: idParam,
        querystring: streamQuery,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      await talk.getConversation(deps, principalOf(request), request.params.id);
      await app.streams.open(request, reply, talkStream(request.params.id));
    },
  );

  app.post(
    '/conversations/:id/share-number',
    one("Share my number: the other side sees the caller's profile phone from now on (409 when the profile has none)", detail),
    (request) => talk.shareNumber(deps, principalOf(request), request.params.id),
  );

  app.post(
    '/conversations/:id/block',
    one('Block the other side: no new message either way, in any conversation between the two, until unblocked', done),
    async (request) => {
      await talk.block(deps, principalOf(request), request.params.id);
      return { message: TALK_MSG.blocked };
    },
  );

  app.delete('/conversations/:id/block', one('Unblock the other side', done), async (request) => {
    await talk.unblock(deps, principalOf(request), request.params.id);
    return { message: TALK_MSG.unblocked };
  });

  app.post(
    '/conversations/:id/report',
    {
      ...one('Report the conversation with a reason: it goes to the admins’ queue', { 201: messageResponse, ...done }),
      schema: createdSchema({
        tags,
        summary: 'Report the conversation with a reason: it goes to the admins’ queue',
        params: idParam,
        body: talkReportInput,
        item: messageResponse,
        errors: [400, 401, 403, 404],
      }),
    },
    async (request, reply) => {
      await talk.report(deps, principalOf(request), request.params.id, request.body.reason);
      return reply.code(201).send({ message: TALK_MSG.reported });
    },
  );

  /* ───────────── admins ───────────── */

  app.get(
    '/admin/conversations',
    {
      onRequest: admin,
      schema: listSchema({
        tags,
        summary: 'The queue: conversations flagged by the scam guard or reported, oldest flag first',
        item: flaggedConversation,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { page, limit } = await request.page();
      return reply.sendPage(await talk.listFlagged(deps, page, limit));
    },
  );

  app.get(
    '/admin/conversations/:id',
    one(
      'Any conversation with its messages, read-only (nothing is marked read)',
      {
        200: adminConversationView,
        ...errorResponses(400, 401, 403, 404),
      },
      admin,
    ),
    (request) => talk.adminView(deps, request.params.id),
  );

  app.post('/admin/conversations/:id/close-flag', one('Take the conversation out of the queue', done, admin), async (request) => {
    await talk.closeFlag(deps, request.params.id);
    return { message: TALK_MSG.flagClosed };
  });
};
