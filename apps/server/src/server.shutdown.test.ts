/**
 * The real process (server.ts through tsx) on SIGTERM: ready turns 503 while it drains, open streams end cleanly, a
 * request in flight completes, new connections are refused, and it exits 0 well within 10 seconds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { withDbName } from './test/global-setup.js';
import { testDbKind } from './test/harness.js';
import { withDatabase } from './test/pg-admin.js';

const DRAIN_MS = 700;

let child: ChildProcess;
let port: number;
let dataDir: string;
let dropDatabase: () => Promise<void> = async () => {};
let output = '';
type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };
let exitResolver: (value: Exit) => void = () => {};
const exited = new Promise<Exit>((resolve) => {
  exitResolver = resolve;
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on its own connection (no keep-alive pool): resolves with status, headers and body, or the socket error. */
function request(
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { 'content-type': 'application/json', ...options.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(options.body);
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'kiraya-shutdown-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `kiraya_t_${randomBytes(5).toString('hex')}`;
    await withDatabase(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`));
    env.DATABASE_URL = withDbName(url, name);
    dropDatabase = () => withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  }
  child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/server.ts'], { cwd: REPO_ROOT, env, stdio: 'pipe' });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  child.on('exit', (code, signal) => exitResolver({ code, signal, at: Date.now() }));
  // Up when ready answers (PGlite migrates a fresh data directory first: a few seconds).
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await request('GET', '/api/health/ready');
    if ('status' in res && res.status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not become ready:\n${output}`);
    await sleep(100);
  }
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited;
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown of the real process', () => {
  it('drains on SIGTERM: ready 503, streams end, the request in flight completes, new ones are refused, exit 0 in time', async () => {
    // A buyer with an open live stream.
    const email = `shutdown-${randomBytes(3).toString('hex')}@example.in`;
    const password = 'a-long-enough-password';
    const registered = await request('POST', '/api/auth/register', { body: JSON.stringify({ name: 'Asha', email, password }) });
    expect(registered).toMatchObject({ status: 201 });
    const login = await request('POST', '/api/auth/login', { body: JSON.stringify({ email, password }) });
    if (!('status' in login)) throw new Error(login.error);
    const { token, user } = JSON.parse(login.body) as { token: string; user: { id: number } };

    const streamOpen = new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, agent: false, path: `/api/user/messages/${user.id}/stream?access_token=${token}` },
        resolve,
      );
      req.on('error', reject);
    });
    const stream = await streamOpen;
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['x-request-id']).toBeTruthy();
    const streamEnded = new Promise<string>((resolve) => {
      stream.resume();
      stream.on('end', () => resolve('ended'));
      stream.on('error', (e) => resolve(`error ${e.message}`));
    });

    // A request in flight: its headers are in, its body is still arriving when the signal comes.
    const body = JSON.stringify({ email, password: 'not-the-password' });
    let finishBody = () => {};
    const inFlight = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': 'in-flight-1' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      // The rest arrives after the listener has closed.
      finishBody = () => req.end(body.slice(10));
    });
    await sleep(200);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await sleep(150);

    // Draining: still listening, but the balancer is told to stop sending.
    const ready = await request('GET', '/api/health/ready');
    expect(ready).toMatchObject({ status: 503 });
    if ('body' in ready) expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', draining: true, checks: {} });
    expect((await request('GET', '/api/health/live')) as object).toMatchObject({ status: 200 });

    // The live stream was ended cleanly (so the browser's EventSource reconnects, through nginx, elsewhere).
    expect(await streamEnded).toBe('ended');

    // After the drain window the listener is closed: a new connection is refused (or at most told 503).
    let late: Awaited<ReturnType<typeof request>> = { error: 'not tried' };
    while (Date.now() - signalledAt < 5_000) {
      late = await request('GET', '/api/settings');
      if ('error' in late || late.status !== 200) break;
      await sleep(50);
    }
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS);
    // Refused, or (a connection accepted as the listener closed) dropped unanswered.
    if ('error' in late) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(late.error);
    else expect(late.status).toBe(503);
    expect(child.exitCode, 'the request in flight keeps the process').toBeNull();
    finishBody();

    // The request in flight got its real answer (the database was still open), and its connection closes.
    const done = await inFlight;
    expect(done.status).toBe(401);
    expect(done.headers['x-request-id']).toBe('in-flight-1');
    expect(done.headers.connection).toBe('close');

    const exit = await exited;
    expect({ code: exit.code, signal: exit.signal }, output).toEqual({ code: 0, signal: null });
    expect(exit.at - signalledAt).toBeLessThan(10_000);
  }, 30_000);
});
