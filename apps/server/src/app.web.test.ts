import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/compression.js';
import { createTestApp, type TestContext } from './test/harness.js';

// A tiny stand-in for apps/web/dist as the build leaves it: every text asset with .br and .gz beside it.
const dist = mkdtempSync(join(tmpdir(), 'kiraya-dist-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `kiraya-${i % 37}`))};\n`;
const html = `<!doctype html><html lang="en"><head><title>Kiraya</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>\n`;
function write(path: string, text: string) {
  const file = join(dist, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

let t: TestContext;
beforeAll(async () => {
  write('index.html', html);
  write('assets/app-abc123.js', script);
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('the built web app, precompressed', () => {
  it('sends a JS asset as brotli to a browser that accepts br and gzip, smaller than the file', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(decode('br', res.rawPayload)).toBe(script);
  });

  it('sends gzip to a gzip-only client, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 2);
    expect(decode('gzip', gz.rawPayload)).toBe(script);
    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/app-abc123.js', accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.toString('utf8')).toBe(script);
    }
  });

  it("sends the page shell compressed as the browser accepts, never cached, with the page's own head", async () => {
    for (const url of ['/', '/category/property', '/admin-dashboard?section=outbox']) {
      const res = await get(url, 'br, gzip');
      expect({ url, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({ url, status: 200, encoding: 'br' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const page = decode('br', res.rawPayload);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(page));
      expect(page).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
      expect(page).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\//);
    }
    expect(decode('br', (await get('/category/property', 'br')).rawPayload)).toContain(
      '<title>Property for rent and sale in Lucknow · Kiraya</title>',
    );
    const gz = await get('/category/property', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toContain('Property for rent and sale in Lucknow');
    const plain = await get('/category/property');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.toString('utf8')).toContain('Property for rent and sale in Lucknow');
    // An encoding refused with q=0 is not sent, whatever else the header names.
    expect((await get('/category/property', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/category/property', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });
});

describe('API answers, compressed above a threshold', () => {
  it('sends a large answer (the API description) as brotli, gzip to a gzip-only client, decoding to the same answer', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.rawPayload.toString('utf8');
    expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/api/docs/json', accept);
      expect({ accept, encoding: res.headers['content-encoding'] }).toEqual({ accept, encoding });
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(json) / 3);
      expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(JSON.parse(json));
    }
  });

  it('sends a small answer as it is, and refuses a compressed request body with a 415 the screen can show', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'buyer@kiraya.in', password: 'buyer12345' })),
    });
    expect(res.statusCode).toBe(415);
    expect(typeof res.json().message).toBe('string');
  });
});
