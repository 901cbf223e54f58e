import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_MSG, CHAT_TEXT_MAX, type ChatMessage } from '@kiraya/contract';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { activityLog, messages, notifications, users } from '../../db/schema/index.js';
import { signToken } from '../../lib/tokens.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createTestDatabase, type TestContext } from '../../test/harness.js';
import { redactToken } from '../live/live.stream.js';

let t: TestContext, admin: TestAccount, owner: TestAccount;

beforeAll(async () => {
  ({ t, admin, owner } = await openTestApp({ admin: 'admin', owner: 'owner' }));
});
afterAll(() => t.close());

const call = (who: TestAccount | null, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const buyerSays = (who: TestAccount, text: string) =>
  call(who, 'POST', `/api/user/messages/${who.id}`, { sender: 'user', text, timestamp: 0 });
const adminSays = (to: TestAccount, text: string) => call(admin, 'POST', `/api/admin/messages/${to.id}`, { sender: 'admin', text });
const stored = async (userId: number) => (await t.db.select({ n: count() }).from(messages).where(eq(messages.userId, userId)))[0]?.n ?? 0;
const conversationOf = async (who: TestAccount, as: TestAccount = who) => {
  const url = as.role === 'admin' ? `/api/admin/messages/${who.id}` : `/api/user/messages/${who.id}`;
  const res = await call(as, 'GET', url);
  expect(res.statusCode).toBe(200);
  return res.json() as ChatMessage[];
};
const conversations = async () => {
  const res = await call(admin, 'GET', '/api/admin/messages/users?limit=100');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; email: string; unread_count: number; last_message: string }[];
};

describe('support chat: buyer', () => {
  it('stores a trimmed message with the sender from the token and the server time, and tells the admins', async () => {
    const buyer = await createAccount(t, 'user');
    const res = await call(buyer, 'POST', `/api/user/messages/${buyer.id}`, {
      sender: 'admin',
      text: '  Is the Gomti Nagar flat still free?  ',
      timestamp: '1999-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.insertedId).toBe(body.message.id);
    expect(body.message).toMatchObject({
      conversationId: buyer.id,
      user_id: buyer.id,
      sender: 'user',
      text: 'Is the Gomti Nagar flat still free?',
      is_read: 0,
      delivered: 1,
    });
    expect(Math.abs(Date.parse(body.message.timestamp) - Date.now())).toBeLessThan(60_000);

    const [note] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientRole, 'admin'), eq(notifications.message, `${buyer.name}: Is the Gomti Nagar flat still free?`)),
      );
    expect(note?.title).toBe('New support message');
    const logged = await t.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.action, 'support.message'), eq(activityLog.actorId, buyer.id)));
    expect(logged[0]?.n).toBe(1);
  });

  it('reads the conversation oldest first, through both the user and the conversation routes', async () => {
    const buyer = await createAccount(t, 'user');
    await buyerSays(buyer, 'first');
    await adminSays(buyer, 'second');
    await buyerSays(buyer, 'third');
    expect((await conversationOf(buyer)).map((m) => [m.sender, m.text])).toEqual([
      ['user', 'first'],
      ['admin', 'second'],
      ['user', 'third'],
    ]);
    const viaConversation = await call(buyer, 'GET', `/api/messages/${buyer.id}`);
    expect(viaConversation.statusCode).toBe(200);
    expect(viaConversation.headers['x-total-count']).toBe('3');
    expect(viaConversation.json().map((m: ChatMessage) => m.text)).toEqual(['first', 'second', 'third']);
  });

  it('sends through POST /api/messages as the caller: a buyer to their own conversation, an admin as admin', async () => {
    const buyer = await createAccount(t, 'user');
    const mine = await call(buyer, 'POST', '/api/messages', { conversationId: buyer.id, sender: 'admin', text: 'From the buyer' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().message).toMatchObject({ sender: 'user', conversationId: buyer.id });
    const reply = await call(admin, 'POST', '/api/messages', { conversationId: buyer.id, sender: 'user', text: 'From support' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({ sender: 'admin', conversationId: buyer.id });

    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientRole, 'user'), eq(notifications.recipientId, buyer.id)));
    expect(note).toMatchObject({ title: 'Reply from support', message: 'From support' });
    expect((await call(admin, 'GET', `/api/messages/${buyer.id}`)).json()).toHaveLength(2);
  });

  it('lets a buyer clear their own chat', async () => {
    const buyer = await createAccount(t, 'user');
    await buyerSays(buyer, 'one');
    await adminSays(buyer, 'two');
    const res = await call(buyer, 'DELETE', `/api/user/messages/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CHAT_MSG.buyerCleared, deleted: 2 });
    expect(await conversationOf(buyer)).toEqual([]);
  });
});

describe('support chat: who may do what', () => {
  it("refuses another buyer and an owner on every route of someone else's conversation, and stores nothing", async () => {
    const buyer = await createAccount(t, 'user');
    const other = await createAccount(t, 'user');
    await buyerSays(buyer, 'private');
    const routes: [InjectOptions['method'], string, object?][] = [
      ['GET', `/api/user/messages/${buyer.id}`],
      ['POST', `/api/user/messages/${buyer.id}`, { sender: 'user', text: 'sneaky' }],
      ['DELETE', `/api/user/messages/${buyer.id}`],
      ['GET', `/api/user/messages/${buyer.id}/stream`],
      ['GET', `/api/messages/${buyer.id}`],
      ['POST', '/api/messages', { conversationId: buyer.id, sender: 'user', text: 'sneaky' }],
    ];
    for (const [method, url, payload] of routes) {
      const asOther = await call(other, method, url, payload);
      expect(asOther.statusCode, `${method} ${url} as another buyer`).toBe(403);
      expect(asOther.json().message).toBe(CHAT_MSG.notYours);
      expect((await call(owner, method, url, payload)).statusCode, `${method} ${url} as an owner`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} as a visitor`).toBe(401);
    }
    expect(await stored(buyer.id)).toBe(1);
    expect(await stored(other.id)).toBe(0);
  });

  it('keeps the admin routes to admins, and an admin off the buyer-only routes', async () => {
    const buyer = await createAccount(t, 'user');
    await buyerSays(buyer, 'hello');
    const adminRoutes: [InjectOptions['method'], string, object?][] = [
      ['GET', '/api/admin/messages/users'],
      ['GET', '/api/admin/messages/unread-count'],
      ['GET', '/api/admin/messages/stream'],
      ['GET', `/api/admin/messages/${buyer.id}`],
      ['PUT', `/api/admin/messages/${buyer.id}/mark-read`],
      ['POST', `/api/admin/messages/${buyer.id}`, { sender: 'admin', text: 'fake reply' }],
      ['DELETE', `/api/admin/messages/${buyer.id}`],
    ];
    for (const [method, url, payload] of adminRoutes) {
      expect((await call(buyer, method, url, payload)).statusCode, `${method} ${url} as the buyer`).toBe(403);
      expect((await call(owner, method, url, payload)).statusCode, `${method} ${url} as an owner`).toBe(403);
    }
    expect((await call(admin, 'GET', `/api/user/messages/${buyer.id}`)).statusCode).toBe(403);
    const rows = await conversationOf(buyer);
    expect(rows.map((m) => [m.text, m.is_read])).toEqual([['hello', 0]]);
  });

  it('answers 404 for an admin on a buyer that does not exist', async () => {
    expect((await call(admin, 'GET', '/api/admin/messages/999999')).statusCode).toBe(404);
    const res = await call(admin, 'POST', '/api/admin/messages/999999', { text: 'anyone?' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CHAT_MSG.userNotFound);
  });
});

describe('support chat: message text', () => {
  it('refuses empty, whitespace-only and over-long text from both roles and stores nothing', async () => {
    const buyer = await createAccount(t, 'user');
    const cases: [string | undefined, string][] = [
      ['', CHAT_MSG.empty],
      ['   \n\t  ', CHAT_MSG.empty],
      [undefined, CHAT_MSG.empty],
      ['x'.repeat(CHAT_TEXT_MAX + 1), CHAT_MSG.tooLong],
    ];
    for (const [text, message] of cases) {
      for (const res of [
        await call(buyer, 'POST', `/api/user/messages/${buyer.id}`, { sender: 'user', text }),
        await call(buyer, 'POST', '/api/messages', { conversationId: buyer.id, text }),
        await call(admin, 'POST', `/api/admin/messages/${buyer.id}`, { sender: 'admin', text }),
        await call(admin, 'POST', '/api/messages', { conversationId: buyer.id, text }),
      ]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
    expect(await stored(buyer.id)).toBe(0);
    // The cap counts the trimmed text: exactly CHAT_TEXT_MAX characters are fine.
    expect((await buyerSays(buyer, ` ${'y'.repeat(CHAT_TEXT_MAX)} `)).statusCode).toBe(201);
  });

  it('keeps markup as plain text', async () => {
    const buyer = await createAccount(t, 'user');
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    expect((await buyerSays(buyer, text)).json().message.text).toBe(text);
    expect((await conversationOf(buyer, admin))[0]?.text).toBe(text);
  });
});

describe('support chat: admin view, unread counts and read ticks', () => {
  it('lists buyers with messages, newest conversation first, with name, email and unread_count', async () => {
    const older = await createAccount(t, 'user');
    const newer = await createAccount(t, 'user');
    await createAccount(t, 'user'); // never wrote: not listed
    await buyerSays(older, 'older one');
    await buyerSays(older, 'older two');
    await buyerSays(newer, 'newer one');
    await adminSays(newer, 'reply');

    const list = await conversations();
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((c) => c.id === older.id)).toMatchObject({
      name: older.name,
      email: older.email,
      unread_count: 2,
      last_message: 'older two',
    });
    expect(list.find((c) => c.id === newer.id)).toMatchObject({ unread_count: 1, last_message: 'reply' });
    const head = await call(admin, 'GET', '/api/admin/messages/users?limit=1');
    expect(head.json()).toHaveLength(1);
    expect(Number(head.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });

  it("counts unread buyer messages until an admin marks them read, and the buyer's ticks turn read", async () => {
    const buyer = await createAccount(t, 'user');
    const unread = async () => (await call(admin, 'GET', '/api/admin/messages/unread-count')).json().unread as number;
    const before = await unread();
    await buyerSays(buyer, 'one');
    await buyerSays(buyer, 'two');
    expect(await unread()).toBe(before + 2);
    // Reading the conversation alone does not mark it: the admin screen marks it read when shown.
    expect((await conversationOf(buyer, admin)).map((m) => m.is_read)).toEqual([0, 0]);

    const marked = await call(admin, 'PUT', `/api/admin/messages/${buyer.id}/mark-read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ message: CHAT_MSG.markedRead, updated: 2 });
    expect(await unread()).toBe(before);
    expect((await conversations()).find((c) => c.id === buyer.id)?.unread_count).toBe(0);
    expect((await conversationOf(buyer)).map((m) => m.is_read)).toEqual([1, 1]);
    expect((await call(admin, 'PUT', `/api/admin/messages/${buyer.id}/mark-read`)).json().updated).toBe(0);
  });

  it("marks the admin's reply read when the buyer reads the conversation", async () => {
    const buyer = await createAccount(t, 'user');
    await buyerSays(buyer, 'question');
    await adminSays(buyer, 'answer');
    expect((await conversationOf(buyer, admin)).find((m) => m.sender === 'admin')?.is_read).toBe(0);
    await conversationOf(buyer);
    const afterRead = await conversationOf(buyer, admin);
    expect(afterRead.map((m) => [m.sender, m.is_read])).toEqual([
      ['user', 0],
      ['admin', 1],
    ]);
  });

  it('clears the whole chat for an admin, and the buyer leaves the list', async () => {
    const buyer = await createAccount(t, 'user');
    await buyerSays(buyer, 'one');
    await adminSays(buyer, 'two');
    await buyerSays(buyer, 'three');
    const res = await call(admin, 'DELETE', `/api/admin/messages/${buyer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CHAT_MSG.cleared, deleted: 3 });
    expect(await stored(buyer.id)).toBe(0);
    expect(await conversationOf(buyer)).toEqual([]);
    expect((await conversations()).some((c) => c.id === buyer.id)).toBe(false);
  });
});

describe('support chat: live stream (Server-Sent Events)', () => {
  let base: string;
  beforeAll(async () => {
    // inject cannot stream: a real listening server, on any free port.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  /** Opens a stream and resolves with the first `event: <name>` it delivers (parsed), then closes it. */
  async function firstEvent(url: string, headers: Record<string, string>, name: string, after: () => Promise<unknown>) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const res = await fetch(`${base}${url}`, { headers, signal: controller.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let sent = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended early');
        buffer += decoder.decode(value, { stream: true });
        // The first chunk is the connection comment: the subscription exists, so post now.
        if (!sent && buffer.includes(': connected')) {
          sent = true;
          await after();
        }
        const match = buffer.match(new RegExp(`event: ${name}\\ndata: (.*)\\n\\n`));
        if (match?.[1]) return JSON.parse(match[1]);
      }
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  it("delivers an admin's reply to the buyer's stream, opened with the token in the query", async () => {
    const buyer = await createAccount(t, 'user');
    const message = await firstEvent(`/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {}, 'message', () =>
      adminSays(buyer, 'Your flat is still free.'),
    );
    expect(message).toMatchObject({ conversationId: buyer.id, sender: 'admin', text: 'Your flat is still free.' });
  });

  it("delivers a buyer's message to the admins' stream (bearer header), and a read notice to the buyer", async () => {
    const buyer = await createAccount(t, 'user');
    const message = await firstEvent('/api/admin/messages/stream', admin.headers, 'message', () => buyerSays(buyer, 'Hello from Aliganj'));
    expect(message).toMatchObject({ conversationId: buyer.id, sender: 'user', text: 'Hello from Aliganj' });

    const notice = await firstEvent(`/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {}, 'read', () =>
      call(admin, 'PUT', `/api/admin/messages/${buyer.id}/mark-read`),
    );
    expect(notice).toEqual({ conversationId: buyer.id, by: 'admin' });
  });

  it("sends a buyer nothing of another buyer's conversation", async () => {
    const buyer = await createAccount(t, 'user');
    const other = await createAccount(t, 'user');
    const message = await firstEvent(`/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {}, 'message', async () => {
      await buyerSays(other, 'not for you');
      await adminSays(other, 'not for you either');
      await adminSays(buyer, 'for you');
    });
    expect(message.text).toBe('for you');
  });

  it('refuses a stream without a valid token, for someone else, or the query token on any other route', async () => {
    const buyer = await createAccount(t, 'user');
    const other = await createAccount(t, 'user');
    expect((await fetch(`${base}/api/user/messages/${buyer.id}/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/user/messages/${buyer.id}/stream?access_token=not.a.token`)).status).toBe(401);
    expect((await fetch(`${base}/api/user/messages/${buyer.id}/stream?access_token=${other.token}`)).status).toBe(403);
    expect((await fetch(`${base}/api/admin/messages/stream?access_token=${buyer.token}`)).status).toBe(403);
    expect((await fetch(`${base}/api/user/messages/${buyer.id}?access_token=${buyer.token}`)).status).toBe(401);
  });

  it('never writes the query token to the log, even at debug level', async () => {
    const lines: string[] = [];
    const { database, drop } = await createTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-log-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'debug' });
    const app = await buildApp({ config, database, logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const [row] = await database.db
        .insert(users)
        .values({ name: 'Log test', email: 'log@test.kiraya.in', passwordHash: 'x' })
        .returning();
      const token = signToken({ sub: row?.id as number, role: 'user' }, config.tokenSecret, 600);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const controller = new AbortController();
      const res = await fetch(`${url}/api/user/messages/${row?.id}/stream?access_token=${token}`, { signal: controller.signal });
      expect(res.status).toBe(200);
      await (res.body as ReadableStream<Uint8Array>).getReader().read();
      controller.abort();
      expect((await fetch(`${url}/api/user/messages/${(row?.id ?? 0) + 1}/stream?access_token=${token}`)).status).toBe(403);
      // A route without the query token logs as usual, so the log is really being written.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(lines.some((l) => l.includes('/api/health'))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('cuts the token out of the URL before anything can log it', () => {
    expect(redactToken('/api/admin/messages/stream?access_token=abc.def.ghi')).toBe('/api/admin/messages/stream?access_token=[redacted]');
    expect(redactToken('/x?a=1&access_token=abc&b=2')).toBe('/x?a=1&access_token=[redacted]&b=2');
  });
});
