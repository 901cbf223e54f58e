import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance;
let drop: () => Promise<void>;
let dataDir: string;
/** Every log line the app wrote, parsed. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'kiraya-reqid-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ config, database: db.database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

describe('request ids', () => {
  it('keeps a well-formed incoming X-Request-Id, echoes it and logs every line of the request with it', async () => {
    const id = 'nginx-7f3a.b2_c9';
    const res = await app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const logged = linesOf(id);
    // One line per request, once answered: what it asked and how it was answered; no client address.
    expect(logged.map((l) => l.msg)).toEqual(['request completed']);
    expect(logged[0]).toMatchObject({ req: { method: 'GET', url: '/api/settings' }, res: { statusCode: 200 } });
    expect(logged[0]?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(logged[0])).not.toContain('127.0.0.1');
  });

  it('replaces a malformed or overlong id with a fresh random one', async () => {
    for (const bad of ['has space', 'a'.repeat(65), 'semi;colon', '']) {
      const res = await app.inject({ method: 'GET', url: '/api/settings', headers: { 'x-request-id': bad } });
      const echoed = res.headers['x-request-id'] as string;
      expect(echoed, JSON.stringify(bad)).toMatch(UUID);
      expect(linesOf(echoed).length, 'the generated id is logged').toBeGreaterThan(0);
    }
    const longest = 'b'.repeat(64);
    expect(
      (await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': longest } })).headers['x-request-id'],
    ).toBe(longest);
  });

  it('gives each request without one its own id, on errors and unknown routes too', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    const b = await app.inject({ method: 'POST', url: '/api/admins/login', payload: { email: 'x' } });
    expect(a.statusCode).toBe(404);
    expect(b.statusCode).toBe(400);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
