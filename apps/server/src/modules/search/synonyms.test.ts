import { SEARCH_MSG, type SynonymGroup } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createOwner, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { buildSynonymIndex } from './synonyms.cache.js';

describe('admin synonym groups', () => {
  let t: TestContext;
  let admin: TestAccount;
  beforeAll(async () => {
    ({ t, admin } = await openTestApp({ admin: 'admin' }));
    const owner = await createOwner(t.db, { name: 'Rukhsana Bano' });
    await createProduct(t.db, { ownerId: owner.id, title: 'Kurlon foam mattress, queen size', category: 'appliance' });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: admin.headers });
  const searchTitles = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(query)}` }))
      .json()
      .map((i: { title: string }) => i.title);

  it('lists the seeded groups with paging and a term filter', async () => {
    const page = await send('GET', '/api/admin/synonyms?limit=5');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(5);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(20);
    const fridge = await send('GET', '/api/admin/synonyms?q=FRIDG');
    expect(fridge.json().map((g: SynonymGroup) => g.words[0])).toEqual(['fridge']);
    expect(fridge.headers['x-total-count']).toBe('1');
    expect((await send('GET', '/api/admin/synonyms?page=500')).json()).toEqual([]);
  });

  it('adds a group, normalised, and search uses it at once', async () => {
    expect(await searchTitles('gadda')).toEqual([]);
    const res = await send('POST', '/api/admin/synonyms', { words: ['  Gadda ', 'MATTRESS', 'गद्दा'] });
    expect(res.statusCode).toBe(201);
    const group = res.json() as SynonymGroup;
    expect(group.words).toEqual(['gadda', 'mattress', 'गद्दा']);
    expect(await searchTitles('gadda')).toEqual(['Kurlon foam mattress, queen size']);
    expect(await searchTitles('गद्दा')).toEqual(['Kurlon foam mattress, queen size']);

    const edited = await send('PATCH', `/api/admin/synonyms/${group.id}`, { words: ['bistar', 'mattress'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().words).toEqual(['bistar', 'mattress']);
    expect(await searchTitles('gadda')).toEqual([]);
    expect(await searchTitles('bistar')).toEqual(['Kurlon foam mattress, queen size']);

    const deleted = await send('DELETE', `/api/admin/synonyms/${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(SEARCH_MSG.synonymDeleted);
    expect(await searchTitles('bistar')).toEqual([]);
    expect((await send('DELETE', `/api/admin/synonyms/${group.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/synonyms/${group.id}`, { words: ['a1', 'b1'] })).statusCode).toBe(404);
  });

  it('refuses a term that is already in another group (409), naming it', async () => {
    const res = await send('POST', '/api/admin/synonyms', { words: ['Fridge', 'thanda dabba'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${SEARCH_MSG.synonymTaken}: fridge`);
    // Its own terms are not a clash when a group is edited.
    const list = (await send('GET', '/api/admin/synonyms?q=sherwani')).json() as SynonymGroup[];
    const sherwani = list[0] as SynonymGroup;
    const kept = await send('PATCH', `/api/admin/synonyms/${sherwani.id}`, { words: [...sherwani.words, 'achkan'] });
    expect(kept.statusCode).toBe(200);
    expect((await send('PATCH', `/api/admin/synonyms/${sherwani.id}`, { words: ['sherwani', 'saree'] })).statusCode).toBe(409);
  });

  it.each([
    [{ words: ['only'] }, SEARCH_MSG.synonymTermsCount],
    [{ words: Array.from({ length: 13 }, (_, i) => `w${i}x`) }, SEARCH_MSG.synonymTermsCount],
    [{ words: ['ok', 'x'.repeat(41)] }, SEARCH_MSG.synonymTermLength],
    [{ words: ['ok', '  !!  '] }, SEARCH_MSG.synonymTermLength],
    [{ words: ['Sofa Cum Bed', 'sofa bed'] }, SEARCH_MSG.synonymTermWords],
    [{ words: ['Palang', 'palang '] }, SEARCH_MSG.synonymDuplicate],
    [{ words: 'fridge' }, undefined],
    [{}, undefined],
  ])('rejects %j with a 400', async (payload, message) => {
    const res = await send('POST', '/api/admin/synonyms', payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/synonyms' })).statusCode).toBe(401);
  });
});

describe('synonym index', () => {
  it('finds a Devanagari term by its Latin spellings and skips groups that normalise to one term', () => {
    const index = buildSynonymIndex([
      ['fridge', 'फ्रिज'],
      ['X', 'x'],
      ['गद्दा', 'mattress'],
    ]);
    expect(index.groups).toEqual([
      ['fridge', 'फ्रिज'],
      ['गद्दा', 'mattress'],
    ]);
    expect(index.byTerm.get('frij')).toBe(0);
    expect(index.byTerm.get('gadda')).toBe(1);
  });
});
