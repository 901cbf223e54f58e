import { CHAT_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { STREAMS_PER_ACCOUNT, STREAMS_PER_ADDRESS } from '../live/live.stream.js';

/** Re-checks only every 30 s (the default): a stream that ends at once ended on the in-process signal. */
let t: TestContext;
/** Re-checks every 200 ms, so a change made "in another process" (straight in the database) shows quickly. */
let fast: TestContext;
const bases = new Map<TestContext, string>();
let admin: TestAccount;
beforeAll(async () => {
  [t, fast] = await Promise.all([createTestApp(), createTestApp({ STREAM_RECHECK_MS: '200' })]);
  admin = await createAccount(t, 'admin');
  for (const ctx of [t, fast]) {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    bases.set(ctx, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }
});
afterAll(() => Promise.all([t.close(), fast.close()]));

interface OpenStream {
  status: number;
  body: string;
  /** Resolves with everything the stream sent once the server ends it (rejects after 5 s). */
  ended(): Promise<string>;
  close(): void;
}

async function open(buyer: TestAccount, ctx: TestContext = t): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${bases.get(ctx)}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {
    signal: controller.signal,
  });
  if (res.status !== 200) return { status: res.status, body: await res.text(), ended: async () => '', close: () => {} };
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = decoder.decode((await reader.read()).value);
  return {
    status: 200,
    body: text,
    async ended() {
      const timer = setTimeout(() => controller.abort(), 5_000);
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return text;
          text += decoder.decode(value, { stream: true });
        }
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}

describe('open streams end with the session', () => {
  it('closes at once on "log out of all devices", with a last `ended` event', async () => {
    const buyer = await createAccount(t, 'user');
    const stream = await open(buyer);
    expect(stream.status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: buyer.headers });
    expect(out.statusCode).toBe(200);
    expect(await stream.ended()).toMatch(/event: ended\ndata: .*signed out/);
  });

  it('closes when an admin deactivates the account', async () => {
    const buyer = await createAccount(t, 'user');
    const stream = await open(buyer);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin.headers,
      payload: { status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect(await stream.ended()).toContain('event: ended');
  });

  it('closes at the next re-check when the session ended in another process (no signal here)', async () => {
    const buyer = await createAccount(fast, 'user');
    const stream = await open(buyer, fast);
    await fast.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, buyer.id));
    expect(await stream.ended()).toContain('event: ended');
  });
});

describe('stream caps', () => {
  it(`allows ${STREAMS_PER_ACCOUNT} open streams per account, then 429 until one closes`, async () => {
    const buyer = await createAccount(t, 'user');
    const streams = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) streams.push(await open(buyer));
    expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_ACCOUNT).fill(200));
    const extra = await open(buyer);
    expect(extra.status).toBe(429);
    expect(JSON.parse(extra.body).message).toBe(CHAT_MSG.tooManyStreams);
    streams[0]?.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await open(buyer);
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
  });

  it(`allows ${STREAMS_PER_ADDRESS} open streams per address, whoever opens them`, async () => {
    const streams: OpenStream[] = [];
    for (let i = 0; i < STREAMS_PER_ADDRESS / STREAMS_PER_ACCOUNT; i++) {
      const buyer = await createAccount(t, 'user');
      for (let j = 0; j < STREAMS_PER_ACCOUNT; j++) streams.push(await open(buyer));
    }
    expect(streams.every((s) => s.status === 200)).toBe(true);
    expect((await open(await createAccount(t, 'user'))).status).toBe(429);
    for (const s of streams) s.close();
  });
});
