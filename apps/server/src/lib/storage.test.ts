import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageStore, etagMatches, isEtagList, LocalImageStore, type OpenResult } from './storage.js';

describe('LocalImageStore', () => {
  const root = mkdtempSync(join(tmpdir(), 'kiraya-store-'));
  const store = new LocalImageStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes both variants under nested keys, as the /uploads URLs expect, leaving no temp files', async () => {
    expect(await store.exists('seed/p-001')).toBe(false);
    await store.put('seed/p-001', { card: Buffer.from('card'), full: Buffer.from('full') });
    expect(readFileSync(join(root, 'seed/p-001-card.webp'), 'utf8')).toBe('card');
    expect(readFileSync(join(root, 'seed/p-001-full.webp'), 'utf8')).toBe('full');
    expect(readdirSync(join(root, 'seed')).sort()).toEqual(['p-001-card.webp', 'p-001-full.webp']);
    expect(await store.exists('seed/p-001')).toBe(true);
  });

  it('replaces a key in place and deletes it idempotently', async () => {
    await store.put('seed/p-002', { card: Buffer.from('a'), full: Buffer.from('b') });
    await store.put('seed/p-002', { card: Buffer.from('c'), full: Buffer.from('d') });
    expect(readFileSync(join(root, 'seed/p-002-card.webp'), 'utf8')).toBe('c');
    await store.delete('seed/p-002');
    await store.delete('seed/p-002');
    expect(existsSync(join(root, 'seed/p-002-card.webp'))).toBe(false);
    expect(await store.exists('seed/p-002')).toBe(false);
  });

  it('counts a key with only one variant as missing', async () => {
    await store.put('half', { card: Buffer.from('a'), full: Buffer.from('b') });
    rmSync(join(root, 'half-full.webp'));
    expect(await store.exists('half')).toBe(false);
  });

  it('refuses keys that could leave the root or are not server-made', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'Upper', 'a//b', '', 'a/', 'x.webp', 'a\\b']) {
      await expect(store.put(key, { card: Buffer.from(''), full: Buffer.from('') })).rejects.toThrow(/Invalid image key/);
    }
  });

  const text = async (result: OpenResult) => {
    if (result.status !== 'ok' || !result.file.body) throw new Error(`no body: ${result.status}`);
    const chunks: Buffer[] = [];
    for await (const chunk of result.file.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString();
  };

  it('opens a stored file for serving with its type, length and validators; HEAD without the bytes', async () => {
    await store.put('products/b1', { card: Buffer.from('card-b1'), full: Buffer.from('full') });
    const got = await store.open('products/b1-card.webp');
    expect(got.status === 'ok' && got.file).toMatchObject({ contentType: 'image/webp', contentLength: 7 });
    expect(await text(got)).toBe('card-b1');
    const head = await store.open('products/b1-card.webp', { head: true });
    if (head.status !== 'ok') throw new Error('not stored');
    expect(head.file.body).toBeUndefined();
    expect(head.file.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    expect(await store.open('products/b1-card.webp', { ifNoneMatch: head.file.etag })).toMatchObject({ status: 'not-modified' });
    const since = new Date(head.file.lastModified.getTime() + 1000).toUTCString();
    expect(await store.open('products/b1-card.webp', { ifModifiedSince: since })).toMatchObject({ status: 'not-modified' });
    const before = new Date(head.file.lastModified.getTime() - 5000).toUTCString();
    expect(await text(await store.open('products/b1-card.webp', { ifModifiedSince: before }))).toBe('card-b1');
    // If-None-Match wins: a stale tag gets the picture whatever the date says.
    expect(await text(await store.open('products/b1-card.webp', { ifNoneMatch: '"stale"', ifModifiedSince: since }))).toBe('card-b1');

    await store.putDerived('products/b1', 'share.jpg', Buffer.from('jpeg'));
    const share = await store.open('products/b1-share.jpg', { head: true });
    expect(share.status === 'ok' && share.file.contentType).toBe('image/jpeg');
    await store.delete('products/b1');
    expect(readdirSync(join(root, 'products'))).toEqual([]);
    for (const name of ['products/b1-card.webp', 'products/b1-share.jpg', 'products', 'seed/p-001-card.png', '../x-card.webp'])
      expect(await store.open(name)).toEqual({ status: 'missing' });
  });

  it('compares entity tags weakly, in lists and with *', () => {
    expect(etagMatches('W/"a1"', '"a1"')).toBe(true);
    expect(etagMatches('"x", "a1"', 'W/"a1"')).toBe(true);
    expect(etagMatches('*', '"a1"')).toBe(true);
    expect(etagMatches('"a2"', '"a1"')).toBe(false);
    expect(etagMatches(undefined, '"a1"')).toBe(false);
  });

  it('tells a well-formed If-None-Match from one that must not be passed on', () => {
    for (const ok of ['*', '"a1"', 'W/"a1"', ' "a", W/"b" ,"c" ', '""']) expect({ ok, well: isEtagList(ok) }).toEqual({ ok, well: true });
    for (const bad of ['a1', '"a1', 'W/', '"a" junk', '"ünï"', '"a""b"', '*, "a"', ''])
      expect({ bad, well: isEtagList(bad) }).toEqual({ bad, well: false });
  });

  it('is ready while its folder is writable, and is the default store, made under DATA_DIR/uploads', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-data-'));
    try {
      const made = await createImageStore({ dataDir, s3: undefined });
      expect(made.kind).toBe('local');
      expect(existsSync(join(dataDir, 'uploads'))).toBe(true);
      await expect(made.check()).resolves.toBeUndefined();
      rmSync(join(dataDir, 'uploads'), { recursive: true });
      await expect(made.check()).rejects.toThrow();
      if (process.getuid?.() !== 0) {
        // root writes anywhere, so a read-only folder only fails the check for other users.
        chmodSync(dataDir, 0o500);
        await expect(new LocalImageStore(dataDir).check()).rejects.toThrow();
        chmodSync(dataDir, 0o700);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
