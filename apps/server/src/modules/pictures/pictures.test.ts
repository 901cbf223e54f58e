import { IMAGE_VARIANTS } from '@kiraya/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPictureUrls, PICTURE_URL_WINDOW_SECONDS } from '../../lib/picture-urls.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { ALMIRAH_PRODUCT, makeImage, multipartBody, SAREE_AD } from '../../test/images.js';

let t: TestContext, owner: TestAccount, otherOwner: TestAccount, buyer: TestAccount, admin: TestAccount;
let jpeg: Buffer;

beforeAll(async () => {
  ({ t, owner, otherOwner, buyer, admin } = await openTestApp({
    owner: ['owner', 'Neha Awasthi'],
    otherOwner: ['owner', 'Imran Qureshi'],
    buyer: ['user', 'Aarav'],
    admin: 'admin',
  }));
  jpeg = await makeImage('jpeg');
});
afterAll(() => t.close());

const get = (url: string, who?: TestAccount) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const plain = (url: string) => url.split('?')[0] as string;
const isPicture = (res: LightMyRequestResponse) => res.statusCode === 200 && res.rawPayload.toString('ascii', 8, 12) === 'WEBP';

/** Posts a multipart form with a JPEG as `who`; the response. */
function postForm(url: string, who: TestAccount, fields: Record<string, string>, filename: string) {
  const body = multipartBody(fields, { field: 'image', filename, contentType: 'image/jpeg', data: jpeg });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...who.headers } });
}

async function uploadProduct(who: TestAccount, title = 'Godrej steel almirah, two doors') {
  const res = await postForm('/api/products', who, { ...ALMIRAH_PRODUCT, title }, 'almirah.jpg');
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; image: string; image_card: string };
}

async function ownListImage(who: TestAccount, id: number): Promise<string> {
  const res = await get(`/api/products/owner/${who.id}`, who);
  expect(res.statusCode).toBe(200);
  const item = (res.json() as { id: number; image_card: string }[]).find((p) => p.id === id);
  return item?.image_card as string;
}

const decide = (requestId: string, how: 'approve' | 'reject') =>
  t.app.inject({ method: 'PUT', url: `/api/admin/requests/${requestId}/${how}`, headers: admin.headers, payload: { reason: 'Blurry' } });

describe('pictures of items waiting for approval', () => {
  it('are 404 to anyone at the plain URL, and served privately through the signed URL from the owner’s list', async () => {
    const p = await uploadProduct(owner);
    const signed = await ownListImage(owner, p.id);
    expect(signed).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-card\.webp\?exp=\d+&sig=[\w-]{43}$/);

    for (const who of [undefined, buyer, otherOwner, owner]) expect((await get(plain(signed), who)).statusCode).toBe(404);

    const res = await get(signed);
    expect(isPicture(res)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The full variant has its own signature: one URL's signature does not open the other.
    expect((await get(plain(p.image) + signed.slice(signed.indexOf('?')))).statusCode).toBe(404);
    expect(isPicture(await get(p.image))).toBe(true);
  });

  it('refuses a tampered, borrowed or expired signature', async () => {
    const p = await uploadProduct(owner);
    const signed = await ownListImage(owner, p.id);
    const url = new URL(signed, 'http://x');
    const sig = url.searchParams.get('sig') as string;
    const exp = Number(url.searchParams.get('exp'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const other = await uploadProduct(otherOwner);
    const variants = [
      `${url.pathname}?exp=${exp}&sig=${flipped}`,
      `${url.pathname}?exp=${exp + PICTURE_URL_WINDOW_SECONDS}&sig=${sig}`,
      `${url.pathname}?exp=${exp}`,
      `${url.pathname}?sig=${sig}`,
      // Another item's signature does not fit this path.
      `${url.pathname}${(await ownListImage(otherOwner, other.id)).slice((await ownListImage(otherOwner, other.id)).indexOf('?'))}`,
      // Made with the right secret, but long expired.
      createPictureUrls(t.config.tokenSecret, () => Date.now() - 3 * 3600_000)(
        url.pathname.slice('/uploads/'.length, -'-card.webp'.length),
        'card',
        false,
      ),
      // Right shape, wrong secret.
      createPictureUrls('another secret of at least thirty-two chars')(
        url.pathname.slice('/uploads/'.length, -'-card.webp'.length),
        'card',
        false,
      ),
    ];
    for (const attempt of variants) expect({ attempt, status: (await get(attempt)).statusCode }).toEqual({ attempt, status: 404 });
    expect(isPicture(await get(signed))).toBe(true);
  });

  it('become public with a year of caching once approved, and private again when rejected', async () => {
    const p = await uploadProduct(owner, 'Kelvinator fridge, 190 litres');
    const queue = (await get('/api/admin/requests', admin)).json() as { id: string; item_id: number; image: string }[];
    const request = queue.find((r) => r.item_id === p.id && r.id.startsWith('product-'));
    expect(request?.image).toMatch(/\?exp=\d+&sig=/);
    expect(isPicture(await get(request?.image as string))).toBe(true);

    expect((await decide(request?.id as string, 'approve')).statusCode).toBe(200);
    const approved = await get(plain(p.image_card));
    expect(isPicture(approved)).toBe(true);
    expect(approved.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An approved item's picture is shown at its plain URL, in the owner's list too.
    expect(await ownListImage(owner, p.id)).toBe(plain(p.image_card));
    expect(isPicture(await get(plain(p.image)))).toBe(true);

    // Edited back to review (the title is reviewed), then rejected: private again.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: owner.headers,
      payload: { title: 'Kelvinator fridge' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await decide(`product-${p.id}`, 'reject')).statusCode).toBe(200);
    expect((await get(plain(p.image_card))).statusCode).toBe(404);
    const adminTable = (await get('/api/admin/products', admin)).json() as { id: number; image_card: string }[];
    const row = adminTable.find((r) => r.id === p.id);
    expect(row?.image_card).toMatch(/\?exp=\d+&sig=/);
    expect(isPicture(await get(row?.image_card as string))).toBe(true);
    expect(isPicture(await get(await ownListImage(owner, p.id)))).toBe(true);
  });

  it("serve a buyer's pending ad through My Ads and the admin's listings table, and publicly once approved", async () => {
    const posted = await postForm('/api/listings', buyer, SAREE_AD, 'saree.jpg');
    expect(posted.statusCode).toBe(201);
    const ad = posted.json() as { id: number; image_card: string };
    expect((await get(plain(ad.image_card))).statusCode).toBe(404);

    const mine = ((await get('/api/listings/mine', buyer)).json() as { id: number; image_card: string }[]).find((l) => l.id === ad.id);
    expect(isPicture(await get(mine?.image_card as string))).toBe(true);
    const table = ((await get('/api/admin/listings', admin)).json() as { id: number; image: string }[]).find((l) => l.id === ad.id);
    expect(isPicture(await get(table?.image as string))).toBe(true);

    expect((await decide(`listing-${ad.id}`, 'approve')).statusCode).toBe(200);
    expect(isPicture(await get(plain(ad.image_card)))).toBe(true);
  });

  it('are served from the local store with validators: HEAD, 304 for If-None-Match and If-Modified-Since', async () => {
    const p = await uploadProduct(owner, 'Usha table fan');
    expect((await decide(`product-${p.id}`, 'approve')).statusCode).toBe(200);
    const url = plain(p.image_card);
    const res = await get(url);
    expect(isPicture(res)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.rawPayload.length, head.headers['content-length'], head.headers.etag]).toEqual([
      200,
      0,
      String(res.rawPayload.length),
      etag,
    ]);
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect([cached.statusCode, cached.rawPayload.length, cached.headers['cache-control']]).toEqual([
      304,
      0,
      'public, max-age=31536000, immutable',
    ]);
    const since = await t.app.inject({ method: 'GET', url, headers: { 'if-modified-since': res.headers['last-modified'] as string } });
    expect(since.statusCode).toBe(304);
    expect(isPicture(await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } }))).toBe(true);
  });

  it('answers 404 for anything under /uploads/ that is not a picture variant', async () => {
    for (const url of [
      '/uploads/',
      '/uploads/products',
      '/uploads/../token-secret',
      '/uploads/%2e%2e/token-secret',
      '/uploads/products/x-card.png',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('the medium size (800×600), made from the full one when first asked for', () => {
  const sizeOf = async (res: LightMyRequestResponse) => {
    const meta = await sharp(res.rawPayload).metadata();
    return [meta.format, meta.width, meta.height];
  };
  const keyOf = (url: string) => plain(url).slice('/uploads/'.length, -'-full.webp'.length);

  it('is made once, stored beside the others, served publicly with validators, and deleted with the item', async () => {
    const p = await uploadProduct(owner, 'Voltas window AC, 1.5 ton');
    expect((await decide(`product-${p.id}`, 'approve')).statusCode).toBe(200);
    const key = keyOf(p.image);
    // Not made at upload: the first request makes it.
    expect(await t.app.images.readDerived(key, 'medium.webp')).toBeNull();

    const detail = (await get(`/api/product/${p.id}`)).json() as { image_medium: string; photos: { image_medium: string }[] };
    expect(detail.image_medium).toBe(`/uploads/${key}-medium.webp`);
    expect(detail.photos[0]?.image_medium).toBe(detail.image_medium);
    const first = await get(detail.image_medium);
    expect(isPicture(first)).toBe(true);
    expect(await sizeOf(first)).toEqual(['webp', IMAGE_VARIANTS.medium.width, IMAGE_VARIANTS.medium.height]);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-type']).toBe('image/webp');
    const stored = await t.app.images.readDerived(key, 'medium.webp');
    expect(stored?.equals(first.rawPayload)).toBe(true);

    // Served as stored from then on: the same bytes and validator, and a 304 for it.
    const again = await get(detail.image_medium);
    expect([again.headers.etag, again.rawPayload.equals(first.rawPayload)]).toEqual([first.headers.etag, true]);
    const cached = await t.app.inject({
      method: 'GET',
      url: detail.image_medium,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const full = await get(p.image);
    // Fewer bytes than the full size, more than the card's.
    expect(first.rawPayload.length).toBeLessThan(full.rawPayload.length);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(await t.app.images.readDerived(key, 'medium.webp')).toBeNull();
    expect((await get(detail.image_medium)).statusCode).toBe(404);
  });

  it('of a picture waiting for approval is served only through its own signature', async () => {
    const p = await uploadProduct(owner, 'Bajaj mixer grinder');
    const mine = (await get(`/api/products/owner/${owner.id}`, owner)).json() as {
      id: number;
      photos: { image: string; image_medium: string }[];
    }[];
    const photo = mine.find((r) => r.id === p.id)?.photos[0];
    if (!photo) throw new Error('the new product has no photo in its owner’s list');
    expect(photo.image_medium).toMatch(/-medium\.webp\?exp=\d+&sig=[\w-]{43}$/);
    const signed = photo.image_medium;

    // Neither the plain URL nor the full size's signature makes or opens it.
    expect((await get(plain(signed))).statusCode).toBe(404);
    const fullSig = photo.image.slice(photo.image.indexOf('?'));
    expect((await get(plain(signed) + fullSig)).statusCode).toBe(404);
    expect(await t.app.images.readDerived(keyOf(photo.image), 'medium.webp')).toBeNull();

    const res = await get(signed);
    expect(await sizeOf(res)).toEqual(['webp', IMAGE_VARIANTS.medium.width, IMAGE_VARIANTS.medium.height]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('is 404 when the full size is not in the store', async () => {
    const p = await uploadProduct(owner, 'Prestige induction cooktop');
    expect((await decide(`product-${p.id}`, 'approve')).statusCode).toBe(200);
    const key = keyOf(p.image);
    await t.app.images.delete(key);
    const res = await get(`/uploads/${key}-medium.webp`);
    expect([res.statusCode, res.headers['cache-control']]).toEqual([404, 'no-store']);
  });
});
