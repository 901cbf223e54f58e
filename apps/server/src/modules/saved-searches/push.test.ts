import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { APPROVAL_UNDO_SECONDS } from '@kiraya/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { countSubscriptions, vapidKeys } from './push.js';

// The receiving side of RFC 8188 (aes128gcm), as a browser decrypts a push: a dependency of web-push, used here only to read.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer }) => Buffer;
};

let t: TestContext, buyer: TestAccount, admin: TestAccount;
/** A local HTTP server playing the push service: /ok/… takes a message (201), /gone/… says the subscription expired (410). */
let pushService: Server, origin: string;
const received: { url: string; method: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  ({ t, buyer, admin } = await openTestApp({ buyer: 'user', admin: 'admin' }));
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
  await t.close();
});

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function device(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}

const b64 = (s: string) => Buffer.from(s, 'base64url');

describe('Web Push', () => {
  it('makes the VAPID keys once and keeps them in the database, whichever process asks first', async () => {
    const [a, b] = await Promise.all([vapidKeys(t.db), vapidKeys(t.db)]);
    expect(a).toEqual(b);
    expect(b64(a.publicKey)).toHaveLength(65);
    const res = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.json()).toEqual({ publicKey: a.publicKey });
    const [n] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM web_push_keys`));
    expect(n?.n).toBe(1);
  });

  it('refuses a subscription it cannot use, with a coded 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: buyer.headers,
      payload: { endpoint: `${origin}/ok/x`, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SAVED_SEARCH_SUBSCRIPTION_INVALID');
  });

  it('sends each match as a valid Web Push request (VAPID-signed, aes128gcm-encrypted) and removes expired subscriptions', async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, buyer.id));
    const phone = device('/ok/phone');
    const old = device('/gone/old-laptop');
    for (const d of [phone, old]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: buyer.headers, payload: d.json });
      expect(res.statusCode).toBe(201);
    }
    expect(await countSubscriptions(t.db, buyer.id)).toBe(2);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.headers,
      payload: { name: 'कूलर', search: { page: 'search', query: 'कूलर' } },
    });
    expect(saved.statusCode).toBe(201);
    const p = await createProduct(t.db, { title: 'Bajaj desert cooler', approvalStatus: 'pending' });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p.id}/approve`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(received).toHaveLength(0); // the approval only scheduled the job
    await runDueJobs(t.db, new Date(Date.now() + (APPROVAL_UNDO_SECONDS + 1) * 1000));

    const toPhone = received.filter((r) => r.url === '/ok/phone');
    expect(toPhone).toHaveLength(1);
    const push = toPhone[0] as (typeof received)[number];
    expect(push.method).toBe('POST');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers['content-type']).toBe('application/octet-stream');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    // VAPID (RFC 8292): a JWT for this push service's origin, signed ES256 by the key the site publishes.
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization));
    expect(auth).not.toBeNull();
    const [, jwt = '', k = ''] = auth ?? [];
    const { publicKey } = await vapidKeys(t.db);
    expect(k).toBe(publicKey);
    const [head = '', claims = '', signature = ''] = jwt.split('.');
    expect(JSON.parse(b64(head).toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const body = JSON.parse(b64(claims).toString());
    expect(body).toMatchObject({ aud: origin, sub: expect.stringMatching(/^mailto:/) });
    expect(body.exp * 1000).toBeGreaterThan(Date.now());
    const raw = b64(publicKey);
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, b64(signature))).toBe(true);

    // The body opens only with the device's own private key and auth secret.
    const message = JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: phone.ecdh, authSecret: phone.auth }).toString());
    expect(message).toMatchObject({
      url: `/product/${p.id}`,
      title: 'नया मिलान: कूलर',
      body: expect.stringContaining('Bajaj desert cooler'),
    });
    expect(() => ece.decrypt(push.body, { version: 'aes128gcm', privateKey: old.ecdh, authSecret: old.auth })).toThrow();

    // The push service said the old laptop's subscription is gone: it is removed.
    expect(received.filter((r) => r.url === '/gone/old-laptop')).toHaveLength(1);
    expect(await countSubscriptions(t.db, buyer.id)).toBe(1);
  });

  it('forgets a device on request, only the caller’s own', async () => {
    const tablet = device('/ok/tablet');
    await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: buyer.headers, payload: tablet.json });
    const before = await countSubscriptions(t.db, buyer.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: buyer.headers,
      payload: { endpoint: tablet.json.endpoint },
    });
    expect(res.statusCode).toBe(200);
    expect(await countSubscriptions(t.db, buyer.id)).toBe(before - 1);
  });
});
