import { ACCOUNT_MSG } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxySetting } from '../../config.js';
import type { Database } from '../../db/client.js';
import { authThrottle } from '../../db/schema/index.js';
import { createTestApp, createTestDatabase, type TestContext } from '../../test/harness.js';
import { AuthThrottle, LOGIN_ADDRESS, LOGIN_PAIR, loginAddressKey, loginPairKey } from './login-throttle.js';

let t: TestContext;
let proxied: TestContext;
let raw: { database: Database; drop(): Promise<void> };
beforeAll(async () => {
  [t, proxied, raw] = await Promise.all([createTestApp(), createTestApp({ TRUST_PROXY: '1' }), createTestDatabase()]);
});
afterAll(() => Promise.all([t.close(), proxied.close(), raw.drop()]));

const login = (ctx: TestContext, url: string, email: string, password: string, from: { remoteAddress?: string; forwarded?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
  });

describe('the shared throttle (auth_throttle table)', () => {
  it('gives an account-and-address pair 4 free failures, then a delay doubling from 30 s to a 15-minute cap', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z');
    const throttle = new AuthThrottle(raw.database.db, () => now);
    const key = 'unit:pair';
    const delays: number[] = [];
    for (let i = 1; i <= 11; i++) {
      await throttle.recordFailure([[key, LOGIN_PAIR]]);
      delays.push(await throttle.retryAfterMs([key]));
      now += delays.at(-1) as number; // the attacker waits out each delay
    }
    expect(delays).toEqual([0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('refuses an address after 50 failures for 1 minute, doubling per further failure up to an hour', async () => {
    let now = Date.parse('2026-01-02T10:00:00Z');
    const throttle = new AuthThrottle(raw.database.db, () => now);
    const key = 'unit:address';
    for (let i = 1; i <= 49; i++) await throttle.recordFailure([[key, LOGIN_ADDRESS]]);
    expect(await throttle.retryAfterMs([key])).toBe(0);
    const delays: number[] = [];
    for (let i = 50; i <= 57; i++) {
      await throttle.recordFailure([[key, LOGIN_ADDRESS]]);
      delays.push(await throttle.retryAfterMs([key]));
      now += delays.at(-1) as number;
    }
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('starts a key from zero after 15 quiet minutes, counts concurrent failures exactly, and prunes quiet rows', async () => {
    let now = Date.parse('2026-01-03T10:00:00Z');
    const throttle = new AuthThrottle(raw.database.db, () => now);
    await Promise.all(Array.from({ length: 4 }, () => throttle.recordFailure([['unit:quiet', LOGIN_PAIR]])));
    await throttle.recordFailure([['unit:quiet', LOGIN_PAIR]]);
    expect(await throttle.retryAfterMs(['unit:quiet'])).toBe(30_000);
    now += 30_000 + 15 * 60_000 + 1;
    await throttle.recordFailure([['unit:quiet', LOGIN_PAIR]]);
    expect(await throttle.retryAfterMs(['unit:quiet'])).toBe(0);
    now += 61 * 60_000;
    expect(await throttle.prune()).toBeGreaterThanOrEqual(1);
    expect(await raw.database.db.select().from(authThrottle)).toHaveLength(0);
  });

  it('keeps no email or address in clear', () => {
    const key = loginPairKey('user', 'Riya@Example.in', '203.0.113.9');
    expect(key).toBe(loginPairKey('user', 'riya@example.in ', '203.0.113.9'));
    expect(key).not.toMatch(/riya|203\.0/i);
    expect(loginAddressKey('203.0.113.9')).not.toContain('203.0');
  });
});

describe('login throttling over HTTP', () => {
  it("slows the attacker's address, not the account: the owner still logs in from elsewhere (every role)", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'V', email: 'victim@example.in', password: 'victim-pass' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/owners/register',
      payload: { name: 'V', email: 'victim@example.in', password: 'victim-pass' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admins/register',
      payload: { name: 'V', email: 'victim@example.in', password: 'victim-pass' },
    });
    for (const url of ['/api/auth/login', '/api/owners/login', '/api/admins/login']) {
      const attacker = { remoteAddress: '198.51.100.7' };
      for (let i = 0; i < 5; i++) expect((await login(t, url, 'victim@example.in', `guess-${i}`, attacker)).statusCode).toBe(401);
      const refused = await login(t, url, 'victim@example.in', 'victim-pass', attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(ACCOUNT_MSG.tooManyAttempts(1));
      expect(refused.headers['retry-after']).toBe('30');
      // Ten more failures, each from a new address (a botnet), still lock nobody out.
      for (let i = 0; i < 10; i++) {
        expect((await login(t, url, 'victim@example.in', 'guess', { remoteAddress: `198.51.100.${100 + i}` })).statusCode).toBe(401);
      }
      const owner = await login(t, url, 'victim@example.in', 'victim-pass', { remoteAddress: '192.0.2.44' });
      expect(owner.statusCode).toBe(200);
    }
  });

  it('counts the socket address by default, whatever X-Forwarded-For says', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'S', email: 'spray@example.in', password: 'spray-pass' },
    });
    for (let i = 0; i < 5; i++) {
      const res = await login(t, '/api/auth/login', 'spray@example.in', 'wrong', {
        remoteAddress: '198.51.100.8',
        forwarded: `10.1.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await login(t, '/api/auth/login', 'spray@example.in', 'wrong', { remoteAddress: '198.51.100.8', forwarded: '10.1.0.99' });
    expect(sixth.statusCode).toBe(429);
  });

  it('takes the client address from X-Forwarded-For with TRUST_PROXY=1 (one proxy hop)', async () => {
    await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'P', email: 'p@example.in', password: 'proxy-pass' },
    });
    for (let i = 0; i < 6; i++) {
      const res = await login(proxied, '/api/auth/login', 'p@example.in', 'wrong', {
        remoteAddress: '127.0.0.1',
        forwarded: `10.2.0.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) await login(proxied, '/api/auth/login', 'p@example.in', 'wrong', { forwarded: '10.3.0.1' });
    expect((await login(proxied, '/api/auth/login', 'p@example.in', 'proxy-pass', { forwarded: '10.3.0.1' })).statusCode).toBe(429);
    expect((await login(proxied, '/api/auth/login', 'p@example.in', 'proxy-pass', { forwarded: '10.3.0.2' })).statusCode).toBe(200);
  });
});

describe('forgot-password limit', () => {
  it('answers 5 requests per address, then 429 with Retry-After; other addresses are unaffected', async () => {
    const ask = (remoteAddress: string, forwarded?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nobody@example.in' },
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      });
    for (let i = 0; i < 5; i++) expect((await ask('198.51.100.20', `10.9.0.${i}`)).statusCode).toBe(200);
    const refused = await ask('198.51.100.20', '10.9.0.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ACCOUNT_MSG.tooManyResetRequests(15));
    expect(refused.headers['retry-after']).toBe('900');
    expect((await ask('198.51.100.21')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const base = { NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/kiraya-config-test' } as const;
  it('trusts nobody by default and accepts a hop count or proxy addresses', () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(trustProxySetting('off')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('2')).toBe(2);
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
  });
  it('refuses true and anything that is not an address', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'nginx.local' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});
