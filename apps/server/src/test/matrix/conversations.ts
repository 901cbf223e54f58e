import { and, eq } from 'drizzle-orm';
import { conversationBlocks, conversations, owners } from '../../db/schema/index.js';
import { createProduct } from '../factories.js';
import { multipartBody } from '../images.js';
import { adminOnly, buyerOnly, type Caller, type Ctx, type Entry, type Expected, json, stream } from './kit.js';

/** A conversation's two sides succeed; another owner gets 404 (ids are not probed); admins use the queue (403). */
const sides = (ok = 200, buyer = ok): Expected => ({ anon: 401, buyer, owner: ok, otherOwner: 404, admin: 403 });
const anySide: Expected = { anon: 401, buyer: 200, owner: 200, otherOwner: 200, admin: 403 };

/**
 * A conversation of the matrix buyer with the owner about a new product, written directly (counted as older than an
 * hour, so the matrix stays under the hourly limit of new ones), optionally flagged.
 */
async function aConversation(ctx: Ctx, flagged = false): Promise<number> {
  const product = await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id });
  const [row] = await ctx.t.db
    .insert(conversations)
    .values({
      buyerId: ctx.who.buyer.id,
      itemKind: 'product',
      itemId: product.id,
      itemTitle: product.title,
      ownerRole: 'owner',
      ownerId: ctx.who.owner.id,
      createdAt: new Date(Date.now() - 2 * 3_600_000),
      ...(flagged ? { flaggedAt: new Date(), flagReason: 'scam' as const } : {}),
    })
    .returning({ id: conversations.id });
  return row?.id as number;
}

const on = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) => async (ctx: Ctx) => ({
  method,
  url: `/api/conversations/${await aConversation(ctx)}${path}`,
  ...(payload ? { payload } : {}),
});

/** The matrix buyer's and owner's blocks, removed after each caller so the other entries can send. */
async function noBlocks(ctx: Ctx) {
  for (const who of [ctx.who.buyer, ctx.who.owner])
    await ctx.t.db
      .delete(conversationBlocks)
      .where(and(eq(conversationBlocks.blockerRole, who.role as 'user' | 'owner'), eq(conversationBlocks.blockerId, who.id)));
}

/** Buyer–owner conversations, their blocking, reports and the admins' queue. */
export const CONVERSATION_ROUTES: Record<string, Entry> = {
  'POST /api/conversations': {
    expect: buyerOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { item_kind: 'product', item_id: (await createProduct(ctx.t.db, { ownerId: ctx.who.owner.id })).id },
    }),
  },
  'GET /api/conversations': { expect: anySide, request: json('GET', '/api/conversations') },
  'GET /api/conversations/unread-count': { expect: anySide, request: json('GET', '/api/conversations/unread-count') },
  'GET /api/conversations/:id': { expect: sides(), request: on('GET', '') },
  'GET /api/conversations/:id/messages': { expect: sides(), request: on('GET', '/messages') },
  'POST /api/conversations/:id/messages': { expect: sides(201), request: on('POST', '/messages', { text: 'Is it available?' }) },
  'POST /api/conversations/:id/photos': {
    expect: sides(201),
    request: async (ctx) => {
      const body = multipartBody({}, { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: ctx.jpeg });
      return { method: 'POST', url: `/api/conversations/${await aConversation(ctx)}/photos`, payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/conversations/:id/stream': {
    expect: sides(),
    request: async (ctx) => stream(`/api/conversations/${await aConversation(ctx)}/stream`)(),
  },
  'POST /api/conversations/:id/share-number': {
    // The matrix buyer has no phone on their profile: 409 with the reason; the owner has one.
    expect: sides(200, 409),
    request: async (ctx) => {
      await ctx.t.db.update(owners).set({ phone: '9839055120' }).where(eq(owners.id, ctx.who.owner.id));
      return on('POST', '/share-number')(ctx);
    },
  },
  'POST /api/conversations/:id/block': { expect: sides(), request: on('POST', '/block'), after: noBlocks },
  'DELETE /api/conversations/:id/block': {
    expect: sides(),
    request: async (ctx, caller: Caller) => {
      const id = await aConversation(ctx);
      const blocks = { buyer: [ctx.who.buyer, ctx.who.owner], owner: [ctx.who.owner, ctx.who.buyer] } as const;
      const pair = caller === 'buyer' || caller === 'owner' ? blocks[caller] : null;
      if (pair)
        await ctx.t.db.insert(conversationBlocks).values({
          blockerRole: pair[0].role as 'user' | 'owner',
          blockerId: pair[0].id,
          blockedRole: pair[1].role as 'user' | 'owner',
          blockedId: pair[1].id,
        });
      return { method: 'DELETE', url: `/api/conversations/${id}/block` };
    },
    after: noBlocks,
  },
  'POST /api/conversations/:id/report': {
    expect: sides(201),
    request: on('POST', '/report', { reason: 'Asked for my UPI PIN' }),
  },
  'GET /api/admin/conversations': { expect: adminOnly(), request: json('GET', '/api/admin/conversations') },
  'GET /api/admin/conversations/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'GET', url: `/api/admin/conversations/${await aConversation(ctx, true)}` }),
  },
  'POST /api/admin/conversations/:id/close-flag': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'POST', url: `/api/admin/conversations/${await aConversation(ctx, true)}/close-flag` }),
  },
};
