import type { Readable } from 'node:stream';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3.js';
import { createImageStore, type OpenResult } from './storage.js';
import { S3ImageStore } from './storage-s3.js';

let s3: TestS3;
let store: S3ImageStore;
beforeAll(async () => {
  s3 = await startTestS3();
  store = new S3ImageStore(s3.config);
});
afterAll(async () => {
  await store?.close();
  await s3?.close();
});

const variants = (card: string, full: string) => ({ card: Buffer.from(card), full: Buffer.from(full) });

async function bodyOf(result: OpenResult): Promise<Buffer> {
  if (result.status !== 'ok' || !result.file.body) throw new Error(`no body: ${result.status}`);
  const chunks: Buffer[] = [];
  for await (const chunk of result.file.body as Readable) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('S3ImageStore', () => {
  it('is what createImageStore gives when S3 is configured', async () => {
    const configured = await createImageStore({ dataDir: '/nonexistent', s3: s3.config });
    expect(configured.kind).toBe('s3');
    await configured.close();
  });

  it('stores both variants under the local store’s file names, with their content type', async () => {
    expect(await store.exists('seed/p-001')).toBe(false);
    await store.put('seed/p-001', variants('card bytes', 'full bytes'));
    expect(await s3.keys()).toEqual(['seed/p-001-card.webp', 'seed/p-001-full.webp']);
    expect(await store.exists('seed/p-001')).toBe(true);
    expect((await store.read('seed/p-001', 'full'))?.toString()).toBe('full bytes');
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: 'seed/p-001-card.webp' }));
    expect(head.ContentType).toBe('image/webp');
    expect(await store.read('seed/p-404', 'card')).toBeNull();
  });

  it('opens a variant for serving with its type, length, validators and bytes; HEAD without the bytes', async () => {
    await store.put('products/a1', variants('card-a1', 'the full picture'));
    const got = await store.open('products/a1-full.webp');
    expect(got.status).toBe('ok');
    if (got.status !== 'ok') return;
    expect(got.file).toMatchObject({ contentType: 'image/webp', contentLength: 16 });
    expect(got.file.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(got.file.lastModified.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await bodyOf(got)).toString()).toBe('the full picture');

    const head = await store.open('products/a1-full.webp', { head: true });
    expect(head.status === 'ok' && head.file.body).toBeUndefined();
    expect(head.status === 'ok' && head.file.etag).toBe(got.file.etag);
  });

  it('answers not-modified for a matching If-None-Match (also weak or in a list), and the picture for another', async () => {
    await store.put('products/a2', variants('card-a2', 'full-a2'));
    const first = await store.open('products/a2-card.webp', { head: true });
    if (first.status !== 'ok') throw new Error('not stored');
    const etag = first.file.etag;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      expect(await store.open('products/a2-card.webp', { ifNoneMatch: header })).toMatchObject({ status: 'not-modified' });
      expect(await store.open('products/a2-card.webp', { ifNoneMatch: header, head: true })).toMatchObject({ status: 'not-modified' });
    }
    const other = await store.open('products/a2-card.webp', { ifNoneMatch: '"0123"' });
    expect((await bodyOf(other)).toString()).toBe('card-a2');
  });

  it('keeps derived files as JPEG and deletes them with the variants; delete is idempotent', async () => {
    await store.put('products/a3', variants('c', 'f'));
    expect(await store.readDerived('products/a3', 'share.jpg')).toBeNull();
    await store.putDerived('products/a3', 'share.jpg', Buffer.from('jpeg'));
    expect((await store.readDerived('products/a3', 'share.jpg'))?.toString()).toBe('jpeg');
    const share = await store.open('products/a3-share.jpg', { head: true });
    expect(share.status === 'ok' && share.file.contentType).toBe('image/jpeg');

    await store.delete('products/a3');
    await store.delete('products/a3');
    expect((await s3.keys()).filter((k) => k.startsWith('products/a3'))).toEqual([]);
    expect(await store.open('products/a3-card.webp')).toEqual({ status: 'missing' });
    expect(await store.exists('products/a3')).toBe(false);
  });

  it('counts a key with only one variant as missing', async () => {
    await store.put('half', variants('a', 'b'));
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: 'half-full.webp' }));
    expect(await store.exists('half')).toBe(false);
  });

  it('refuses keys and names that are not server-made, without asking the bucket', async () => {
    for (const key of ['../escape', '/etc/passwd', 'Upper', 'a//b', '', 'x.webp']) {
      await expect(store.put(key, variants('', ''))).rejects.toThrow(/Invalid image key/);
    }
    for (const name of ['products/a1-card.png', 'products/a1', '../products/a1-card.webp', 'products/A1-card.webp', '']) {
      expect(await store.open(name)).toEqual({ status: 'missing' });
    }
  });

  it('is ready when the bucket answers, and not when it is missing or the server is down', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    const noBucket = new S3ImageStore({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(noBucket.check()).rejects.toThrow();
    await noBucket.close();
    // A port nothing listens on (the server's own, once a throwaway server has closed) fails fast.
    const down = await startTestS3();
    await down.close();
    const unreachable = new S3ImageStore({ ...down.config });
    const started = Date.now();
    await expect(unreachable.check()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    await unreachable.close();
  });
});
