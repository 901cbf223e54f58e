import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { buildCatalogue } from '../../db/seed/catalogue.js';
import { seedDemo } from '../../db/seed/seed.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { ALMIRAH_PRODUCT, makeImage, multipartBody } from '../../test/images.js';
import { startTestS3, type TestS3 } from '../../test/s3.js';
import { fakeWebBuild } from '../../test/web-build.js';

/**
 * Pictures in an S3-compatible bucket (s3rver standing in for MinIO, the real SDK talking to it): two app instances on
 * one database and one bucket, as two processes of a cluster are, each serving what the other took.
 */
let s3: TestS3;
let t: TestContext;
let other: FastifyInstance;
let otherDataDir: string;
const web = fakeWebBuild();
let owner: TestAccount, admin: TestAccount;
let jpeg: Buffer;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
  otherDataDir = mkdtempSync(join(tmpdir(), 'kiraya-data-'));
  // The second process: its own data folder, the same secret, database and bucket; in production mode, so it serves /og/.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: otherDataDir,
    TOKEN_SECRET: t.config.tokenSecret,
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dist,
    JOBS_INTERVAL_MS: '0',
    ...s3.env,
  });
  other = await buildApp({ config, database: t.database, logger: false });
  await other.ready();
  owner = await createAccount(t, 'owner', 'Neha Awasthi');
  admin = await createAccount(t, 'admin');
  jpeg = await makeImage('jpeg');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await s3?.close();
  rmSync(otherDataDir, { recursive: true, force: true });
  web.remove();
});

const plain = (url: string) => url.split('?')[0] as string;
const isPicture = (res: LightMyRequestResponse) => res.statusCode === 200 && res.rawPayload.toString('ascii', 8, 12) === 'WEBP';

async function objectBytes(key: string): Promise<Buffer> {
  const out = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
  return Buffer.from(await (out.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

async function upload(app: FastifyInstance, title: string) {
  const body = multipartBody(
    { ...ALMIRAH_PRODUCT, title },
    { field: 'image', filename: 'almirah.jpg', contentType: 'image/jpeg', data: jpeg },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    payload: body.payload,
    headers: { ...body.headers, ...owner.headers },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; image: string; image_card: string };
}

async function signedCard(app: FastifyInstance, id: number): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/products/owner/${owner.id}`, headers: owner.headers });
  return ((res.json() as { id: number; image_card: string }[]).find((p) => p.id === id)?.image_card ?? '') as string;
}

const approve = async (id: number) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${id}/approve`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
};

/** `/uploads/products/<uuid>-card.webp` → `products/<uuid>-card.webp`, the object's key. */
const keyOf = (url: string) => plain(url).slice('/uploads/'.length);

describe('pictures in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, not on local disk, and serves it pending only through its signed URL', async () => {
    const p = await upload(t.app, 'Godrej steel almirah, two doors');
    // The API's picture fields are as on local disk: relative /uploads/ URLs, signed while the item waits.
    expect(p.image_card).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-card\.webp\?exp=\d+&sig=[\w-]{43}$/);
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(p.image_card));
    expect(keys).toContain(keyOf(p.image));
    const localUploads = join(t.config.dataDir, 'uploads');
    expect(existsSync(localUploads) ? readdirSync(localUploads) : []).toEqual([]);

    const refused = await t.app.inject({ method: 'GET', url: plain(p.image_card) });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');

    const signed = await signedCard(t.app, p.id);
    expect(signed).toMatch(/\?exp=\d+&sig=/);
    const res = await t.app.inject({ method: 'GET', url: signed });
    expect(isPicture(res)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(await objectBytes(keyOf(p.image_card)))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('serves an approved picture publicly for a year, with an ETag, 304 for If-None-Match, and HEAD without the bytes', async () => {
    const p = await upload(t.app, 'Kelvinator fridge, 190 litres');
    await approve(p.id);
    const url = plain(p.image);
    const res = await t.app.inject({ method: 'GET', url });
    expect(isPicture(res)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(await objectBytes(keyOf(p.image)))).toBe(true);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBeTruthy();

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"not-it"' } });
    expect(isPicture(changed)).toBe(true);

    // The medium size is made on the first request and put in the bucket, where every process finds it.
    const medium = url.replace(/-full\.webp$/, '-medium.webp');
    expect(await s3.keys()).not.toContain(keyOf(medium));
    const made = await t.app.inject({ method: 'GET', url: medium });
    expect([isPicture(made), made.headers['cache-control']]).toEqual([true, 'public, max-age=31536000, immutable']);
    expect(made.rawPayload.equals(await objectBytes(keyOf(medium)))).toBe(true);
    // A malformed condition is ignored (RFC 9110): the picture is sent.
    for (const header of ['not-quoted', '"unterminated', 'W/', '"a" junk', '"ünï"']) {
      expect({ header, ok: isPicture(await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': header } })) }).toEqual({
        header,
        ok: true,
      });
    }
    const later = new Date(Date.now() + 60_000).toUTCString();
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': later } })).statusCode).toBe(304);
    const earlier = new Date(Date.now() - 3_600_000).toUTCString();
    expect(isPicture(await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': earlier } }))).toBe(true);
    expect(isPicture(await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': 'yesterday' } }))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBe(res.rawPayload.length);
    expect(head.headers.etag).toBe(etag);
    // A conditional HEAD is answered the same way.
    expect((await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('lets another process serve what one took, both ways, public and signed', async () => {
    const fromA = await upload(t.app, 'Voltas window AC, 1.5 ton');
    const signedByA = await signedCard(t.app, fromA.id);
    const res = await other.inject({ method: 'GET', url: signedByA });
    expect(isPicture(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await other.inject({ method: 'GET', url: plain(signedByA) })).statusCode).toBe(404);

    const fromB = await upload(other, 'Samsung washing machine, 7 kg');
    await approve(fromB.id);
    const served = await t.app.inject({ method: 'GET', url: plain(fromB.image_card) });
    expect(isPicture(served)).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals((await other.inject({ method: 'GET', url: plain(fromB.image_card) })).rawPayload)).toBe(true);
  });

  it('keeps the link-preview JPEG in the bucket, made by one process and deleted with the picture', async () => {
    const p = await upload(t.app, 'Whirlpool fridge, double door');
    await approve(p.id);
    const key = keyOf(p.image).slice(0, -'-full.webp'.length);
    const share = await other.inject({ method: 'GET', url: `/og/${key}.jpg` });
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(share.rawPayload.equals(await objectBytes(`${key}-share.jpg`))).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await s3.keys()).filter((k) => k.startsWith(key))).toEqual([]);
    for (const app of [t.app, other]) {
      const gone = await app.inject({ method: 'GET', url: plain(p.image) });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 no-store, never a year-long cached error, when an approved picture is missing from the bucket', async () => {
    const p = await upload(t.app, 'Bajaj cooler, 36 litres');
    await approve(p.id);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: keyOf(p.image_card) }));
    const res = await other.inject({ method: 'GET', url: plain(p.image_card) });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await other.inject({ method: 'HEAD', url: plain(p.image_card) })).statusCode).toBe(404);
  });

  it('takes the demo pictures from the seed, so a cluster on S3 serves the seeded catalogue', async () => {
    // All but one picture are already in the bucket (drawing all 141 takes seconds): the seed must reuse those and draw
    // the missing one into the bucket, as it does on a fresh one.
    const { products, listings } = buildCatalogue();
    const drawn = products.find((p) => p.status === 'approved');
    const placeholder = { card: Buffer.from('placeholder'), full: Buffer.from('placeholder') };
    const others = [...products, ...listings].filter((item) => item.key !== drawn?.key);
    for (let i = 0; i < others.length; i += 20)
      await Promise.all(others.slice(i, i + 20).map((item) => t.app.images.put(item.key, placeholder)));

    const result = await seedDemo(t.db, { store: t.app.images });
    expect(result.images).toEqual({ written: 1, reused: others.length });
    expect(await s3.keys()).toEqual(expect.arrayContaining([`${drawn?.key}-card.webp`, `${drawn?.key}-full.webp`]));
    const res = await other.inject({ method: 'GET', url: `/uploads/${drawn?.key}-card.webp` });
    expect(isPicture(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
