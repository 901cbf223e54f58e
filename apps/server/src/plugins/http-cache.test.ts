import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index.js';
import { etagMatches } from '../lib/storage.js';
import { createAccount } from '../test/accounts.js';
import { createProduct } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { acceptsEncoding, belowCompressThreshold, COMPRESS_THRESHOLD_BYTES, compressBrotli } from './compression.js';
import { compressedAnswers, PUBLIC_CACHE_CONTROL, weakEtag } from './http-cache.js';

const WEAK_TAG = /^W\/"[A-Za-z0-9_-]+"$/;

describe('If-None-Match, weak comparison', () => {
  const tag = weakEtag('[]', []);
  it.each([
    ['the same tag', tag, true],
    ['its strong form', tag.slice(2), true],
    ['a list holding it', `"other", ${tag} , W/"more"`, true],
    ['*', '*', true],
    ['another tag', 'W/"other"', false],
    ['nothing', undefined, false],
  ])('%s', (_name, header, hit) => expect(etagMatches(header, tag)).toBe(hit));

  it('names the headers that travel with the body too', () => {
    expect(weakEtag('[]', ['2'])).not.toBe(weakEtag('[]', ['3']));
    expect(weakEtag('[]', ['2', undefined])).not.toBe(weakEtag('[]', [undefined, '2']));
    expect(weakEtag('[]', ['2'])).toMatch(WEAK_TAG);
    // An answer with none of them (a product's) is tagged by its body alone, and differs from one with any.
    expect(weakEtag('[]', [undefined, undefined])).toBe(weakEtag('[]', []));
    expect(weakEtag('[]', [undefined])).not.toBe(weakEtag('[]', ['']));
    expect(weakEtag('[]', [])).not.toBe(weakEtag('[ ]', []));
  });

  it('is the same for a body as text or as its UTF-8 bytes, Hindi included', () => {
    const body = JSON.stringify([{ title: 'लकड़ी का सोफा', price: 1200 }]);
    expect(weakEtag(body, ['2', undefined])).toBe(weakEtag(Buffer.from(body), ['2', undefined]));
    expect(weakEtag(body, ['2'])).not.toBe(weakEtag(Buffer.from(`${body} `), ['2']));
  });
});

describe('the compression threshold', () => {
  it('counts UTF-8 bytes, not characters, whatever the length says first', () => {
    expect(belowCompressThreshold('a'.repeat(COMPRESS_THRESHOLD_BYTES - 1))).toBe(true);
    expect(belowCompressThreshold('a'.repeat(COMPRESS_THRESHOLD_BYTES))).toBe(false);
    // 500 Devanagari letters: 500 characters, 1,500 bytes.
    expect(belowCompressThreshold('क'.repeat(500))).toBe(false);
    expect(belowCompressThreshold(Buffer.from('क'.repeat(400)))).toBe(true);
    // A rope like the serializer's is read as its whole.
    let rope = '';
    for (let i = 0; i < 200; i++) rope += 'सोफ़ा';
    expect(belowCompressThreshold(rope)).toBe(Buffer.byteLength(rope) < COMPRESS_THRESHOLD_BYTES);
  });
});

describe('a compressed answer kept in the memo', () => {
  // A product's answer, a Hindi list's, and one that compresses to more than its own size (the output outgrows its
  // first buffer).
  const answers = [
    JSON.stringify({ id: 7, title: 'Chikankari saree', photos: [{ image: '/uploads/seed/p-024-full.webp' }] }).repeat(12),
    JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ id: i, title: `डबल बेड ${i}`, locality: 'gomti-nagar' }))),
    randomBytes(3000),
  ];
  it('holds its own bytes only: no 16 KB output buffer, no shared pool slab', () => {
    for (const answer of answers) {
      const body = compressBrotli(answer);
      expect(body.buffer.byteLength).toBe(body.length);
      expect(body.byteOffset).toBe(0);
      expect(brotliDecompressSync(body).equals(Buffer.from(answer))).toBe(true);
    }
  });
});

describe('HTTP caching of public catalogue answers', () => {
  let t: TestContext;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.config.catalogueCache).toBe(false); // every answer below is computed afresh
    // Long enough descriptions that the list is over the compression threshold.
    for (let n = 0; n < 6; n++)
      productId = (
        await createProduct(t.db, { title: `Godrej Almirah ${n}`, category: 'appliance', description: 'Steel, two doors. '.repeat(20) })
      ).id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const list = '/api/all-products?category=appliance';

  it.each([
    ['a list', list],
    ['a detail', '/api/product/{id}'],
    ['search', '/api/search?query=almirah'],
    ['suggestions', '/api/search/suggest?q=alm'],
    ['search facets', '/api/search/facets?query=almirah'],
    ['facets', '/api/facets?category=appliance'],
    ['the home page lists', '/api/category-wise-products'],
  ])('gives %s a weak ETag and a public Cache-Control', async (_name, url) => {
    const res = await get(url.replace('{id}', String(productId)));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(WEAK_TAG);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Asked again, the same answer has the same tag.
    expect((await get(url.replace('{id}', String(productId)))).headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 with no body when If-None-Match holds the tag: alone, in a list, without W/, or *', async () => {
    const etag = (await get(list)).headers.etag as string;
    for (const condition of [etag, `W/"something-else", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const res = await get(list, { 'if-none-match': condition });
      expect(res.statusCode, condition).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
    const other = await get(list, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toHaveLength(6);
  });

  it('gives a new ETag once the item or the list changes', async () => {
    const detail = `/api/product/${productId}`;
    const [before, listBefore] = await Promise.all([get(detail), get(list)]);
    await t.db.update(products).set({ title: 'Godrej Almirah, repainted' }).where(eq(products.id, productId));
    const after = await get(detail, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().title).toBe('Godrej Almirah, repainted');
    expect((await get(list)).headers.etag).not.toBe(listBefore.headers.etag);
  });

  it('names X-Total-Count in the ETag: the same page with another total is another answer', async () => {
    const page = `${list}&limit=1&sort=price_asc`;
    const before = await get(page);
    // A dearer item: page 1 (the cheapest) is the same rows, the total is not.
    await createProduct(t.db, { title: 'Godrej Almirah deluxe', category: 'appliance', price: 10_000_000 });
    const after = await get(page);
    expect(after.body).toBe(before.body);
    expect(after.headers['x-total-count']).not.toBe(before.headers['x-total-count']);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('has the same ETag whether the answer went compressed or not', async () => {
    const plain = await get(list);
    const br = await get(list, { 'accept-encoding': 'br' });
    const gzip = await get(list, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    // And a compressed request revalidates to an empty 304 too.
    const revalidated = await get(list, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('sends a brotli body that decodes to the plain answer, the same bytes when asked again, with Vary and its length', async () => {
    const url = `${list}&sort=price_desc`;
    const plain = await get(url);
    const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await get(url, accept);
    const before = compressedAnswers();
    const again = await get(url, accept);
    // Asked again, the answer is not compressed a second time: it comes from the memo.
    expect(compressedAnswers()).toEqual({ made: before.made, reused: before.reused + 1 });
    for (const res of [first, again]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A new answer (another page of the same list) is its own body, not the kept one.
    const other = await get(`${list}&sort=price_asc`, accept);
    expect(brotliDecompressSync(other.rawPayload).toString('utf8')).toBe((await get(`${list}&sort=price_asc`)).body);
    // Brotli refused (q=0) or not offered: @fastify/compress answers with what is taken, or nothing.
    expect((await get(list, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(list, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR;q=0.5', true],
    ['br;q=0', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('reads Accept-Encoding %s as taking brotli: %s', (header, takes) => expect(acceptsEncoding(header, 'br')).toBe(takes));

  it('sends a public answer under the threshold as it is to a browser that takes brotli, with its ETag', async () => {
    // A product page of the usual size (1.0–1.3 KB of JSON): over 1 KB, which was compressed until 2026-11-30.
    const description = 'Steel, two doors, a locker and a mirror inside. '.repeat(4);
    const usual = await createProduct(t.db, { title: 'Godrej Almirah small', category: 'appliance', description });
    const url = `/api/product/${usual.id}`;
    const plain = await get(url);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(plain.body)).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    const before = compressedAnswers();
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(plain.body);
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(compressedAnswers()).toEqual(before);
  });

  it('answers HEAD with the same headers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: list });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe((await get(list)).headers.etag);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });

  it.each([
    ['a missing item (404)', '/api/product/999999', 404],
    ['a bad id (400)', '/api/product/abc', 400],
    ['a bad query (400)', '/api/all-products?sort=nonsense', 400],
  ])('sends no caching headers with %s', async (_name, url, status) => {
    const res = await get(url, { 'if-none-match': '*' });
    expect(res.statusCode).toBe(status);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('sends no caching headers with a private answer', async () => {
    const buyer = await createAccount(t, 'user');
    const res = await get(`/api/wishlist/${buyer.id}`, { ...buyer.headers, 'if-none-match': '*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
