import {
  type ConversationDetail,
  type ConversationSummary,
  type FlaggedConversation,
  type OpenedConversation,
  TALK_MSG,
  TALK_NEW_PER_HOUR,
  type TalkMessage,
} from '@kiraya/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, owners, users } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { makeImage, multipartBody } from '../../test/images.js';
import { openSse } from '../../test/sse.js';
import { ownerResponseStats } from './conversations.service.js';

let t: TestContext;
let buyer: TestAccount;
let owner: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, owner, otherBuyer, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    owner: ['owner', 'Sunita Verma'],
    otherBuyer: ['user', 'Kabir Khan'],
    admin: 'admin',
  }));
  await t.db.update(owners).set({ phone: '9839055120' }).where(eq(owners.id, owner.id));
});
afterAll(() => t.close());

const as = (who: TestAccount) => who.headers;
const cooler = () => createProduct(t.db, { ownerId: owner.id, title: 'Symphony air cooler 40 L', category: 'appliance' });

async function open(who: TestAccount, itemId: number, kind: 'product' | 'listing' = 'product') {
  return t.app.inject({ method: 'POST', url: '/api/conversations', headers: as(who), payload: { item_kind: kind, item_id: itemId } });
}
async function openOne(who: TestAccount = buyer): Promise<ConversationDetail> {
  // Tests not about the hourly limit: the buyer's earlier conversations count as older than an hour.
  await t.db
    .update(conversations)
    .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(conversations.buyerId, who.id));
  const res = await open(who, (await cooler()).id);
  expect(res.statusCode).toBe(201);
  return res.json<OpenedConversation>().conversation;
}
const send = (who: TestAccount, id: number, text: string) =>
  t.app.inject({ method: 'POST', url: `/api/conversations/${id}/messages`, headers: as(who), payload: { text } });
const messagesOf = async (who: TestAccount, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}/messages`, headers: as(who) })).json<TalkMessage[]>();
const detailOf = async (who: TestAccount, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: as(who) })).json<ConversationDetail>();

describe('opening a conversation', () => {
  it('opens one per buyer, item and owner: the second opening answers the same one', async () => {
    const item = await cooler();
    const first = await open(buyer, item.id);
    expect(first.statusCode).toBe(201);
    const body = first.json<OpenedConversation>();
    expect(body.created).toBe(true);
    expect(body.conversation).toMatchObject({ side: 'buyer', other_name: 'Sunita Verma', item: { kind: 'product', id: item.id } });
    expect(body.conversation.item.cover).toMatch(/^\/uploads\/test\/product-\d+-card\.webp$/);
    const again = await open(buyer, item.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<OpenedConversation>()).toMatchObject({ created: false, conversation: { id: body.conversation.id } });
    // Another buyer gets their own.
    const theirs = await open(otherBuyer, item.id);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<OpenedConversation>().conversation.id).not.toBe(body.conversation.id);
    const rows = await t.db.select().from(conversations).where(eq(conversations.itemId, item.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses items that are not public, ads without an owner, and the poster of an ad', async () => {
    const pending = await createProduct(t.db, { ownerId: owner.id, approvalStatus: 'pending' });
    expect((await open(buyer, pending.id)).json()).toMatchObject({ code: 'TALK_ITEM_NOT_FOUND', message: TALK_MSG.itemNotFound });
    const orphan = await createListing(t.db, { userId: null });
    const noOwner = await open(buyer, orphan.id, 'listing');
    expect(noOwner.statusCode).toBe(409);
    expect(noOwner.json()).toMatchObject({ code: 'TALK_NO_OWNER' });
    const mine = await createListing(t.db, { userId: buyer.id });
    const own = await open(buyer, mine.id, 'listing');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'TALK_OWN_ITEM' });
    expect((await open(buyer, 999_999)).statusCode).toBe(404);
  });

  it("lets a buyer chat with another buyer's ad: the poster answers from their own list", async () => {
    const ad = await createListing(t.db, { userId: otherBuyer.id, title: 'Almirah, Godrej' });
    const res = await open(buyer, ad.id, 'listing');
    expect(res.statusCode).toBe(201);
    const { id } = res.json<OpenedConversation>().conversation;
    expect((await send(buyer, id, 'Is the almirah still there?')).statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as(otherBuyer) })).json<ConversationSummary[]>();
    expect(list.find((c) => c.id === id)).toMatchObject({ side: 'owner', other_name: 'Aarav Mishra', unread_count: 1 });
    expect((await send(otherBuyer, id, 'Yes, come and see it')).statusCode).toBe(201);
  });

  it(`limits new conversations to ${TALK_NEW_PER_HOUR} an hour per buyer, counted in the database; reopening is free`, async () => {
    const limited = await createAccount(t, 'user');
    const items = await Promise.all(Array.from({ length: TALK_NEW_PER_HOUR + 1 }, () => cooler()));
    const first = items[0] as { id: number };
    for (const item of items.slice(0, TALK_NEW_PER_HOUR)) expect((await open(limited, item.id)).statusCode).toBe(201);
    const refused = await open(limited, (items.at(-1) as { id: number }).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TALK_TOO_MANY_NEW', message: TALK_MSG.tooManyNew });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await open(limited, first.id)).statusCode).toBe(200);
    // An hour later the count starts again.
    await t.db
      .update(conversations)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(conversations.buyerId, limited.id));
    expect((await open(limited, (items.at(-1) as { id: number }).id)).statusCode).toBe(201);
  });
});

describe('messages', () => {
  it('reach the owner: inbox with cover, title, buyer name, last message and unread count; reading sends read ticks', async () => {
    const conv = await openOne();
    // Not in the owner's inbox until the buyer writes.
    const before = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as(owner) })).json<ConversationSummary[]>();
    expect(before.some((c) => c.id === conv.id)).toBe(false);
    const sent = await send(buyer, conv.id, 'Is the cooler still available?');
    expect(sent.statusCode).toBe(201);
    expect(sent.json<{ message: TalkMessage }>().message).toMatchObject({ sender: 'buyer', is_read: 0, delivered: 1, scam_codes: [] });
    const inbox = await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as(owner) });
    expect(inbox.headers['x-total-count']).toBeDefined();
    expect(inbox.json<ConversationSummary[]>()[0]).toMatchObject({
      id: conv.id,
      side: 'owner',
      buyer_name: 'Aarav Mishra',
      other_name: 'Aarav Mishra',
      item: { title: 'Symphony air cooler 40 L' },
      last_message: 'Is the cooler still available?',
      unread_count: 1,
    });
    const unread = await t.app.inject({ method: 'GET', url: '/api/conversations/unread-count', headers: as(owner) });
    expect(unread.json<{ unread: number }>().unread).toBeGreaterThanOrEqual(1);
    const read = await messagesOf(owner, conv.id);
    expect(read.map((m) => m.text)).toEqual(['Is the cooler still available?']);
    const [mine] = await messagesOf(buyer, conv.id);
    expect(mine?.is_read).toBe(1);
    const after = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as(owner) })).json<ConversationSummary[]>();
    expect(after.find((c) => c.id === conv.id)?.unread_count).toBe(0);
  });

  it('stay private: another buyer, another owner and an admin cannot read or write; text is validated', async () => {
    const conv = await openOne();
    const stranger = await createAccount(t, 'owner');
    for (const who of [otherBuyer, stranger]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/conversations/${conv.id}`, headers: as(who) })).statusCode).toBe(404);
      expect((await send(who, conv.id, 'hello')).statusCode).toBe(404);
    }
    expect((await send(admin, conv.id, 'hello')).statusCode).toBe(403);
    const empty = await send(buyer, conv.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect((await send(buyer, conv.id, 'x'.repeat(2001))).statusCode).toBe(400);
  });

  it('go live to the other side over the stream, with read ticks', async () => {
    const conv = await openOne();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}/api/conversations/${conv.id}/stream`;
    const ownerStream = await openSse(`${base}?access_token=${owner.token}`);
    expect(ownerStream.status).toBe(200);
    const refused = await openSse(`${base}?access_token=${otherBuyer.token}`);
    expect(refused.status).toBe(404);
    refused.close();
    try {
      await send(buyer, conv.id, 'Can I visit on Sunday at 5?');
      const event = await ownerStream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ text: 'Can I visit on Sunday at 5?', sender: 'buyer', scam_codes: [] });
      await messagesOf(owner, conv.id);
      const read = await ownerStream.waitFor((e) => e.event === 'read');
      expect(JSON.parse(read.data)).toEqual({ conversationId: conv.id, by: 'owner' });
    } finally {
      ownerStream.close();
    }
  });

  it('carry photos through the image pipeline, private behind signed URLs', async () => {
    const conv = await openOne();
    const jpeg = await makeImage('jpeg', 800, 600);
    const form = multipartBody(
      { text: 'This is the one?' },
      { field: 'image', filename: 'cooler.jpg', contentType: 'image/jpeg', data: jpeg },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/photos`,
      headers: { ...as(owner), ...form.headers },
      payload: form.payload,
    });
    // The owner sees the conversation once the buyer has written; but may answer at once.
    expect(res.statusCode).toBe(201);
    const { message } = res.json<{ message: TalkMessage }>();
    expect(message.text).toBe('This is the one?');
    expect(message.photo?.card).toMatch(/^\/uploads\/conversations\/[0-9a-f-]+-card\.webp\?exp=\d+&sig=/);
    const card = message.photo?.card ?? '';
    const signed = await t.app.inject({ method: 'GET', url: card });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/webp');
    const bare = await t.app.inject({ method: 'GET', url: card.split('?')[0] as string });
    expect(bare.statusCode).toBe(404);
    const notImage = multipartBody({}, { field: 'image', filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('not an image') });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/photos`,
      headers: { ...as(buyer), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sharing a number', () => {
  it('keeps phones hidden until a side shares; never shows an e-mail', async () => {
    const conv = await openOne();
    expect(conv).toMatchObject({ other_phone: null, other_shared: false, i_shared: false, can_share: false });
    expect(JSON.stringify(conv)).not.toContain('@');
    // The buyer has no phone: sharing is refused with the reason.
    const noPhone = await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/share-number`, headers: as(buyer) });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json()).toMatchObject({ code: 'TALK_NO_PHONE', message: TALK_MSG.noPhone });
    // The owner shares: the buyer sees the number.
    const ownerView = await detailOf(owner, conv.id);
    expect(ownerView).toMatchObject({ can_share: true, other_phone: null });
    const shared = await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/share-number`, headers: as(owner) });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<ConversationDetail>()).toMatchObject({ i_shared: true, other_phone: null });
    expect(await detailOf(buyer, conv.id)).toMatchObject({ other_shared: true, other_phone: '9839055120' });
    // Sharing in one conversation shows nothing in another.
    const second = await openOne();
    expect(second.other_phone).toBeNull();
    // A buyer with a phone can share theirs.
    await t.db.update(users).set({ phone: '9415012345' }).where(eq(users.id, buyer.id));
    expect((await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/share-number`, headers: as(buyer) })).statusCode).toBe(
      200,
    );
    expect((await detailOf(owner, conv.id)).other_phone).toBe('9415012345');
    await t.db.update(users).set({ phone: '' }).where(eq(users.id, buyer.id));
  });
});

describe('the scam guard', () => {
  it('delivers a scam script with its codes, and lets ordinary messages through', async () => {
    const conv = await openOne();
    const cases: [string, string[]][] = [
      ['Please share your UPI PIN to receive the refund', ['pin_otp']],
      ['अपना यूपीआई पिन बताइए', ['pin_otp']],
      ['otp bhej do jaldi', ['pin_otp']],
      ['Scan this QR code to receive the money', ['qr_receive']],
      ['I sent a collect request, approve it', ['collect_request']],
      ['visit se pehle token amount bhej do', ['advance_payment']],
      ['Pay here upi://pay?pa=x@ybl', ['payment_link']],
      ['call me 9839055120', ['phone_number']],
      ['Rent is 5000 per month', []],
      ['Can I visit on Sunday at 5?', []],
      ['12/4 Vikas Nagar, Lucknow 226022', []],
    ];
    for (const [text, codes] of cases) {
      const res = await send(owner, conv.id, text);
      expect(res.statusCode, text).toBe(201);
      expect(res.json<{ message: TalkMessage }>().message.scam_codes, text).toEqual(codes);
    }
    const received = await messagesOf(buyer, conv.id);
    expect(received.filter((m) => m.scam_codes.length > 0)).toHaveLength(8);
    // After sharing, the owner's own number is no longer a hit.
    await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/share-number`, headers: as(owner) });
    expect((await send(owner, conv.id, 'call me 9839055120')).json<{ message: TalkMessage }>().message.scam_codes).toEqual([]);
  });

  it('flags a conversation to the admins at the third hit; an admin reads it and closes the flag', async () => {
    const conv = await openOne();
    await send(owner, conv.id, 'Send the token amount first to block the cooler');
    await send(owner, conv.id, 'Now scan this QR to receive the refund');
    const queue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/conversations?limit=100', headers: as(admin) })).json<FlaggedConversation[]>();
    expect((await queue()).some((c) => c.id === conv.id)).toBe(false);
    await send(owner, conv.id, 'Tell me the OTP');
    const flagged = (await queue()).find((c) => c.id === conv.id);
    expect(flagged).toMatchObject({ flag_reason: 'scam', scam_hits: 3, buyer: { name: 'Aarav Mishra' }, owner: { name: 'Sunita Verma' } });
    const view = await t.app.inject({ method: 'GET', url: `/api/admin/conversations/${conv.id}`, headers: as(admin) });
    expect(view.statusCode).toBe(200);
    expect(view.json<{ messages: TalkMessage[] }>().messages).toHaveLength(3);
    // Read-only: an admin's reading marks nothing read.
    expect((await messagesOf(owner, conv.id)).every((m) => m.is_read === 0)).toBe(true);
    const closed = await t.app.inject({ method: 'POST', url: `/api/admin/conversations/${conv.id}/close-flag`, headers: as(admin) });
    expect(closed.json()).toEqual({ message: TALK_MSG.flagClosed });
    expect((await queue()).some((c) => c.id === conv.id)).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/conversations/${conv.id}/close-flag`, headers: as(admin) });
    expect(again.statusCode).toBe(409);
  });
});

describe('blocking and reporting', () => {
  it('blocks messages both ways in every conversation between the two, until unblocked', async () => {
    const conv = await openOne();
    const other = await openOne();
    const blocked = await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/block`, headers: as(buyer) });
    expect(blocked.json()).toEqual({ message: TALK_MSG.blocked });
    const mine = await send(buyer, conv.id, 'hello');
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({ code: 'TALK_YOU_BLOCKED', message: TALK_MSG.youBlocked });
    const theirs = await send(owner, other.id, 'hello?');
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'TALK_BLOCKED_YOU', message: TALK_MSG.blockedYou });
    expect(await detailOf(owner, conv.id)).toMatchObject({ blocked_me: true, i_blocked: false });
    // Nor a new conversation with that owner.
    expect((await open(buyer, (await cooler()).id)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/conversations/${conv.id}/block`, headers: as(buyer) })).statusCode).toBe(409);
    // The owner cannot lift the buyer's block.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${conv.id}/block`, headers: as(owner) })).statusCode).toBe(409);
    const lifted = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${conv.id}/block`, headers: as(buyer) });
    expect(lifted.json()).toEqual({ message: TALK_MSG.unblocked });
    expect((await send(owner, other.id, 'hello again')).statusCode).toBe(201);
  });

  it('puts a reported conversation in the admins’ queue with its reason', async () => {
    const conv = await openOne();
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/report`,
      headers: as(buyer),
      payload: { reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conv.id}/report`,
      headers: as(buyer),
      payload: { reason: 'Says he is in the army and wants token money' },
    });
    expect(res.statusCode).toBe(201);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/conversations?limit=100', headers: as(admin) })).json<
      FlaggedConversation[]
    >();
    expect(queue.find((c) => c.id === conv.id)).toMatchObject({
      flag_reason: 'report',
      reports: [{ side: 'buyer', reason: 'Says he is in the army and wants token money' }],
    });
  });
});

describe("an owner's response rate and typical reply time", () => {
  it('count the conversations answered within 24 hours and the median first-reply delay', async () => {
    const o = await createAccount(t, 'owner');
    const party = { role: 'owner' as const, id: o.id };
    expect(await ownerResponseStats(t.db, party)).toEqual({ conversations: 0, response_rate: null, typical_reply_minutes: null });
    const base = Date.now() - 10 * 24 * 3_600_000;
    // Replies after 10 min, 30 min, 2 days, and none.
    const delays = [10, 30, 2 * 24 * 60, null];
    for (const [i, delay] of delays.entries()) {
      const product = await createProduct(t.db, { ownerId: o.id });
      const b = await createAccount(t, 'user');
      const [c] = await t.db
        .insert(conversations)
        .values({ buyerId: b.id, itemKind: 'product', itemId: product.id, itemTitle: 'x', ownerRole: 'owner', ownerId: o.id })
        .returning();
      const first = new Date(base + i * 3_600_000);
      const rows: (typeof conversationMessages.$inferInsert)[] = [
        // An owner message before the buyer wrote does not count as a reply.
        { conversationId: c?.id as number, sender: 'owner', text: 'hi', createdAt: new Date(first.getTime() - 60_000) },
        { conversationId: c?.id as number, sender: 'buyer', text: 'q', createdAt: first },
        { conversationId: c?.id as number, sender: 'buyer', text: 'q2', createdAt: new Date(first.getTime() + 60_000) },
      ];
      if (delay !== null)
        rows.push({ conversationId: c?.id as number, sender: 'owner', text: 'a', createdAt: new Date(first.getTime() + delay * 60_000) });
      await t.db.insert(conversationMessages).values(rows);
    }
    // An opened conversation the buyer never wrote in is not counted.
    const silent = await createAccount(t, 'user');
    await t.db
      .insert(conversations)
      .values({ buyerId: silent.id, itemKind: 'product', itemId: 1, itemTitle: 'x', ownerRole: 'owner', ownerId: o.id });
    const stats = await ownerResponseStats(t.db, party);
    expect(stats).toEqual({ conversations: 4, response_rate: 0.5, typical_reply_minutes: 30 });
    // The owner's public profile shows the same figures.
    const profile = (await t.app.inject({ method: 'GET', url: `/api/owners/${o.id}/profile` })).json();
    expect(profile).toMatchObject({ responseRate: 0.5, typicalReplyMinutes: 30 });
    const count = await t.db.execute(sql`SELECT count(*) AS n FROM conversations WHERE owner_id = ${o.id}`);
    expect(Number((count as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(5);
  });
});
