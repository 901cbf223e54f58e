import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalImageStore } from './storage.js';

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
});
