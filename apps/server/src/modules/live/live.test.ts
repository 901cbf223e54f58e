import { randomBytes } from 'node:crypto';
import { CHAT_MESSAGES_PER_MINUTE, CHAT_MSG } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveEvent, publishLive } from '../../db/events.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import { createPeerApp, createTestApp, listenLocally, type TestContext, testDbKind } from '../../test/harness.js';
import { openSse, type SseClient } from '../../test/sse.js';
import { STREAMS_PER_ACCOUNT } from './live.stream.js';

/**
 * Two apps on one database stand for two processes of one site: each has its own live-events bus, listener, session
 * signals and streams. What one writes, the other's streams must carry, and a stream resumed on either misses nothing.
 */
let t: TestContext;
let peer: FastifyInstance;
let a: string;
let b: string;
let admin: TestAccount;
let buyer: TestAccount;
let owner: TestAccount;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ STREAM_RECHECK_MS: '3600000' });
  peer = await createPeerApp(t, { STREAM_RECHECK_MS: '3600000' });
  [a, b] = [await listenLocally(t.app), await listenLocally(peer)];
  admin = await createAccount(t, 'admin');
  buyer = await createAccount(t, 'user');
  owner = await createAccount(t, 'owner');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await peer.close();
  await t.close();
});

async function stream(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const s = await openSse(url, headers);
  streams.push(s);
  return s;
}
const send = (base: string, who: TestAccount, conversationId: number, text: string) =>
  fetch(`${base}/api/messages`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ conversationId, text }),
  });
const messages = (s: SseClient) => s.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data).text as string);

describe('live events across processes', () => {
  it("carries a buyer's message sent through one process to the admin's stream held by the other", async () => {
    const adminStream = await stream(`${b}/api/admin/messages/stream?access_token=${admin.token}`);
    expect(adminStream.status).toBe(200);
    const started = Date.now();
    expect((await send(a, buyer, buyer.id, 'Is the fridge still there?')).status).toBe(201);
    const got = await adminStream.waitFor((e) => e.event === 'message', 1_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.parse(got.data)).toMatchObject({ text: 'Is the fridge still there?', user_id: buyer.id, sender: 'user' });
    expect(Number(got.id)).toBeGreaterThan(0);
  });

  it('resumes after Last-Event-ID on either process: exactly the missed events, in order, each once', async () => {
    const first = await stream(`${a}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`);
    await send(b, admin, buyer.id, 'one');
    await first.waitFor((e) => JSON.parse(e.data).text === 'one');
    const resumeFrom = first.lastEventId as string;
    first.close();
    for (const text of ['two', 'three', 'four']) await send(a, admin, buyer.id, text);
    // Another buyer's conversation is not this stream's business, missed or not.
    const other = await createAccount(t, 'user');
    await send(a, other, other.id, 'not yours');

    const resumed = await stream(`${b}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {
      'last-event-id': resumeFrom,
    });
    await resumed.waitFor((e) => e.event === 'message' && JSON.parse(e.data).text === 'four');
    await send(a, admin, buyer.id, 'five');
    await resumed.waitFor((e) => e.event === 'message' && JSON.parse(e.data).text === 'five');
    expect(messages(resumed)).toEqual(['two', 'three', 'four', 'five']);
    const ids = resumed.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);

    // The same through the query parameter, for a client that opens a new EventSource.
    const again = await stream(
      `${a}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}&last_event_id=${encodeURIComponent(resumeFrom)}`,
    );
    await again.waitFor((e) => JSON.parse(e.data).text === 'five');
    expect(messages(again)).toEqual(['two', 'three', 'four', 'five']);
  });

  it('asks the browser to reload when it cannot be told what it missed (an id this site never gave)', async () => {
    const s = await stream(`${b}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, { 'last-event-id': '999999999' });
    await s.waitFor((e) => e.event === 'reset');
    await send(a, admin, buyer.id, 'after the reset');
    expect(JSON.parse((await s.waitFor((e) => e.event === 'message')).data).text).toBe('after the reset');
  });

  it("a notification written through one process reaches the owner's stream on the other, and the catalogue event too", async () => {
    const inbox = await stream(`${b}/api/notifications/stream?access_token=${owner.token}`);
    const catalogue: LiveEvent[] = [];
    const stop = peer.live.subscribe({ topic: 'catalogue' }, (e) => catalogue.push(e));
    const product = await createProduct(t.db, { ownerId: owner.id, title: 'Voltas cooler', approvalStatus: 'pending' });
    const res = await fetch(`${a}/api/admin/requests/product-${product.id}/approve`, { method: 'PUT', headers: admin.headers });
    expect(res.status).toBe(200);
    const note = JSON.parse((await inbox.waitFor((e) => e.event === 'notification', 1_000)).data);
    expect(note).toMatchObject({ code: expect.any(String), is_read: false });
    expect(note.message).toContain('Voltas cooler');
    await expect.poll(() => catalogue.length, { timeout: 1_000 }).toBeGreaterThan(0);
    stop();
    // Another owner's inbox hears nothing of it.
    const stranger = await createAccount(t, 'owner');
    const theirs = await stream(`${a}/api/notifications/stream?access_token=${stranger.token}`);
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.events.filter((e) => e.event === 'notification')).toEqual([]);
  });

  it('admins share one notification stream; buyers and owners cannot open it', async () => {
    expect((await fetch(`${a}/api/admin/notifications/stream?access_token=${owner.token}`)).status).toBe(403);
    expect((await fetch(`${a}/api/notifications/stream?access_token=${admin.token}`)).status).toBe(403);
    expect((await fetch(`${a}/api/notifications/stream`)).status).toBe(401);
    const s = await stream(`${a}/api/admin/notifications/stream?access_token=${admin.token}`);
    expect(s.status).toBe(200);
  });

  it('logging out everywhere through one process ends the streams held by the other at once', async () => {
    const someone = await createAccount(t, 'user');
    const s = await stream(`${b}/api/user/messages/${someone.id}/stream?access_token=${someone.token}`);
    const res = await fetch(`${a}/api/auth/logout-all`, { method: 'POST', headers: someone.headers });
    expect(res.status).toBeLessThan(300);
    // Re-checks are an hour apart here: only the session event can end it this soon.
    await s.ended(1_500);
    expect(s.events.map((e) => e.event)).toContain('ended');
  });

  it('a rolled-back change tells no one', async () => {
    const before = peer.live.lastId;
    await t.db
      .transaction(async (tx) => {
        await publishLive(tx, [{ topic: 'chat', audience: 'conv:1', kind: 'message', payload: { text: 'never' } }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await publishLive(t.db, [{ topic: 'chat', audience: 'conv:1', kind: 'message', payload: { text: 'kept' } }]);
    const seen: LiveEvent[] = [];
    const stop = peer.live.subscribe({ topic: 'chat', audience: 'conv:1' }, (e) => seen.push(e));
    await peer.live.pull();
    stop();
    const after = await peer.live.since({ topic: 'chat', audience: 'conv:1' }, before);
    expect(after?.map((e) => (e.payload as { text: string }).text)).toEqual(['kept']);
  });
});

describe('shared caps on open streams', () => {
  it(`counts one account's streams over both processes: the ${STREAMS_PER_ACCOUNT + 1}th is refused, a closed one frees a slot`, async () => {
    const someone = await createAccount(t, 'user');
    const url = (base: string) => `${base}/api/user/messages/${someone.id}/stream?access_token=${someone.token}`;
    const open: SseClient[] = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) open.push(await stream(url(i % 2 === 0 ? a : b)));
    expect(open.map((s) => s.status)).toEqual(Array(STREAMS_PER_ACCOUNT).fill(200));
    const refused = await fetch(url(b));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('CHAT_TOO_MANY_STREAMS');
    open[0]?.close();
    await expect.poll(async () => (await stream(url(b))).status, { timeout: 2_000 }).toBe(200);
  });
});

describe('events keep commit order under concurrent writers', () => {
  it.runIf(testDbKind === 'postgres')('a reader that saw id N has seen every event below it', async () => {
    const audience = `conv:${900_000 + Math.floor(Math.random() * 1000)}`;
    const seen: number[] = [];
    const stop = peer.live.subscribe({ topic: 'chat', audience }, (e) => seen.push(e.id));
    // Writers that take their ids in one order and commit in another.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          await publishLive(tx, [{ topic: 'chat', audience, kind: 'message', payload: { i } }]);
          await tx.execute(sql`SELECT pg_sleep(${(40 - i) * 0.002})`);
        }),
      ),
    );
    await expect.poll(() => seen.length, { timeout: 3_000 }).toBe(40);
    stop();
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
  });
});

describe('one commit with more events than a pull reads (migration 0029)', () => {
  it('the bus numbers and delivers all of them, in order, each once: past a read batch and past a numbering batch', async () => {
    const audience = `conv:${920_000 + Math.floor(Math.random() * 1000)}`;
    const seen: LiveEvent[] = [];
    const stop = peer.live.subscribe({ topic: 'chat', audience }, (e) => seen.push(e));
    // 10,000 is what one call numbers, 500 what it reads: 10,050 events take 21 calls, the first numbering 10,000.
    const count = 10_050;
    await t.db.transaction((tx) =>
      publishLive(
        tx,
        Array.from({ length: count }, (_, i) => ({ topic: 'chat' as const, audience, kind: 'message', payload: { i } })),
      ),
    );
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(count);
    stop();
    expect(seen.map((e) => (e.payload as { i: number }).i)).toEqual(Array.from({ length: count }, (_, i) => i));
    const ids = seen.map((e) => e.id);
    expect(ids.every((id, i) => i === 0 || id > (ids[i - 1] as number))).toBe(true);
    const [left] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM live_events WHERE seq IS NULL`));
    expect(left?.n).toBe(0);
  });
});

describe('writers take no lock for their events (migration 0024)', () => {
  it.runIf(testDbKind === 'postgres')(
    'a writer commits while the numbering lock is held; its event is numbered and delivered once it is free',
    async () => {
      const audience = `conv:${910_000 + Math.floor(Math.random() * 1000)}`;
      const seen: LiveEvent[] = [];
      const stop = peer.live.subscribe({ topic: 'chat', audience }, (e) => seen.push(e));
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // Another connection holds the lock the numbering takes (as a slow numbering transaction would).
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(1263096409, 1)`);
        locked();
        await gate;
      });
      try {
        await isLocked;
        const writer = t.db.transaction((tx) => publishLive(tx, [{ topic: 'chat', audience, kind: 'message', payload: { n: 1 } }]));
        const blocked = new Promise<string>((resolve) => setTimeout(() => resolve('blocked'), 3_000));
        // Until migration 0024 the writer's commit waited for this lock.
        expect(await Promise.race([writer.then(() => 'committed'), blocked])).toBe('committed');
        // Committed but not yet numbered: no one has been told.
        expect(seen).toEqual([]);
      } finally {
        release();
        await holder;
      }
      await expect.poll(() => seen.map((e) => e.payload), { timeout: 3_000 }).toEqual([{ n: 1 }]);
      expect(seen[0]?.id).toBeGreaterThan(0);
      stop();
    },
  );
});

describe('shared limits with Redis', () => {
  let redisApp: TestContext;
  let redisPeer: FastifyInstance;
  const prefix = `kiraya-test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    redisApp = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_PREFIX: prefix });
    redisPeer = await createPeerApp(redisApp, { REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_PREFIX: prefix });
  });
  afterAll(async () => {
    await redisPeer.close();
    await redisApp.close();
    const redis = new Redis('redis://127.0.0.1:6379/0');
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts stream slots in Redis for both processes', async () => {
    const [x, y] = [await listenLocally(redisApp.app), await listenLocally(redisPeer)];
    const someone = await createAccount(redisApp, 'user');
    const url = (base: string) => `${base}/api/user/messages/${someone.id}/stream?access_token=${someone.token}`;
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) expect((await stream(url(i % 2 === 0 ? x : y))).status).toBe(200);
    expect((await fetch(url(y))).status).toBe(429);
    const redis = new Redis('redis://127.0.0.1:6379/0');
    expect(await redis.zcard(`${prefix}:cap:stream:a:user:${someone.id}`)).toBe(STREAMS_PER_ACCOUNT);
    await redis.quit();
  });
});

describe('rate limits count once over every process', () => {
  it(`refuses the ${CHAT_MESSAGES_PER_MINUTE + 1}th support message in a minute, wherever the messages went`, async () => {
    const chatty = await createAccount(t, 'user');
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      expect((await send(i % 2 === 0 ? a : b, chatty, chatty.id, `m${i}`)).status).toBe(201);
    const refused = await send(b, chatty, chatty.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'CHAT_TOO_MANY_MESSAGES', message: CHAT_MSG.tooManyMessages });
    // Someone else is not slowed down by it.
    expect((await send(a, buyer, buyer.id, 'still fine')).status).toBe(201);
  });
});
