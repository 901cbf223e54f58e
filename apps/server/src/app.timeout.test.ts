import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createAccount, type TestAccount } from './test/accounts.js';
import { createTestApp, type TestContext } from './test/harness.js';

const TIMEOUT_MS = 400;
let t: TestContext;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
  // inject never opens a socket: the timeout lives in Node's HTTP server, so listen for real.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends a request whose body trickles in one byte every `everyMs`; resolves with what came back and when. */
function trickle(everyMs: number, giveUpMs: number): Promise<{ response: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response, closedAfterMs: closed ? Date.now() - started : null });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      timer = setInterval(() => socket.write(' '), everyMs);
    });
  });
}

describe('request timeout', () => {
  it('defaults to 30 s and reads REQUEST_TIMEOUT_MS', () => {
    expect(loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(32) }).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(32), REQUEST_TIMEOUT_MS: '45000' }).requestTimeoutMs).toBe(45_000);
    expect(() => loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(32), REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('answers 408 and closes a connection whose body trickles in past the timeout', async () => {
    const { response, closedAfterMs } = await trickle(100, 5_000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('keeps an open event stream alive well past the timeout', async () => {
    const admin: TestAccount = await createAccount(t, 'admin');
    const buyer: TestAccount = await createAccount(t, 'user');
    const controller = new AbortController();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/user/messages/${buyer.id}/stream?access_token=${buyer.token}`, {
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let buffer = decoder.decode((await reader.read()).value);
      // Several timeouts (and Node's checks for overdue requests) go by with the stream open.
      await sleep(TIMEOUT_MS * 4);
      const reply: InjectOptions = {
        method: 'POST',
        url: `/api/admin/messages/${buyer.id}`,
        headers: admin.headers,
        payload: { sender: 'admin', text: 'still there?' },
      };
      expect((await t.app.inject(reply)).statusCode).toBe(201);
      while (!buffer.includes('still there?')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream was closed');
        buffer += decoder.decode(value, { stream: true });
      }
      expect(buffer).toContain('event: message');
    } finally {
      controller.abort();
    }
  });
});
