import { READINESS_CHECK_TIMEOUT_MS } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testDbKind } from '../../test/harness.js';

describe('health and the error body', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok with the database kind under test', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testDbKind });
  });

  it('live answers ok without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', draining: false, checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers unknown API paths with a 404 in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });

  it('serves the probes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health/live', '/api/health/ready']));
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('readiness checks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the registered check that failed, with a 503, and recovers when it answers again', async () => {
    // The app's own checks (database, picture storage) and two more registered as Redis and others would be.
    let mailUp = true;
    t.app.readiness.add('mail', async () => {
      if (!mailUp) throw new Error('smtp unreachable');
    });
    t.app.readiness.add('queue', async () => {});
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ok',
      draining: false,
      checks: { database: 'ok', storage: 'ok', mail: 'ok', queue: 'ok' },
    });

    mailUp = false;
    const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'unavailable',
      draining: false,
      checks: { database: 'ok', storage: 'ok', mail: 'failed', queue: 'ok' },
    });
    // The error's text stays in the log: probes are public through the balancer.
    expect(down.body).not.toContain('smtp unreachable');

    mailUp = true;
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('refuses a second check under a name already taken', () => {
    expect(() => t.app.readiness.add('database', async () => {})).toThrow(/already registered/);
  });

  it('answers 503 draining once the process is shutting down, while live stays 200', async () => {
    t.app.readiness.drain();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', draining: true, checks: {} });
    // Every response now asks its client to close the connection, so the next request opens one elsewhere.
    expect(res.headers.connection).toBe('close');
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('a readiness check that hangs', () => {
  it('counts as timeout after its limit instead of holding the probe', async () => {
    const t = await createTestApp();
    try {
      t.app.readiness.add('hangs', () => new Promise(() => {}));
      const began = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toEqual({ database: 'ok', storage: 'ok', hangs: 'timeout' });
      expect(Date.now() - began).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 1_000);
    } finally {
      await t.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  it('checks Redis, and says so when it does not answer', async () => {
    const up = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6379/0' });
    // A port nothing listens on: the client's first command fails fast.
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      expect((await up.app.inject({ method: 'GET', url: '/api/health/ready' })).json().checks).toEqual({
        database: 'ok',
        storage: 'ok',
        redis: 'ok',
      });
      const res = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.redis).toMatch(/^(failed|timeout)$/);
    } finally {
      await up.close();
      await down.close();
    }
  });
});
