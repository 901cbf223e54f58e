import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueItem } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

/** Search the way Lucknow types, on the demo catalogue (docs/search.md). */
describe('search: Hindi, Hinglish and how people type', () => {
  let t: TestContext;
  let uploads: string;
  beforeAll(async () => {
    t = await createTestApp();
    uploads = mkdtempSync(join(tmpdir(), 'kiraya-search-'));
    await seedDemo(t.db, { uploadsDir: uploads, images: false, now: new Date('2025-06-01T10:00:00Z') });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(uploads, { recursive: true, force: true });
  });

  async function search(query: string, limit = 50) {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(query)}&limit=${limit}` });
    expect(res.statusCode, query).toBe(200);
    const body = res.json() as CatalogueItem[];
    return { ids: body.map((i) => `${i.source}:${i.id}`), titles: body.map((i) => i.title), headers: res.headers };
  }

  it.each([
    ['fridge', 'फ्रिज', 'फ्रीज', 'refrigerator', 'freej', 'Fridge'],
    ['cooler', 'कूलर', 'kular'],
    ['washing machine', 'वॉशिंग मशीन', 'Washing Machine'],
    ['2bhk', '2 bhk', '2 BHK', '2BHK'],
    ['pg', 'paying guest', 'PG', 'पीजी'],
    ['almari', 'almirah', 'अलमारी'],
  ])('%s and its other spellings find the same items', async (first, ...others) => {
    const expected = await search(first);
    expect(expected.ids.length, first).toBeGreaterThan(0);
    for (const other of others) expect((await search(other)).ids, other).toEqual(expected.ids);
  });

  it('finds what each spelling names', async () => {
    const fridges = (await search('फ्रिज')).titles;
    expect(fridges.filter((t) => /fridge|refrigerator/i.test(t)).length).toBeGreaterThanOrEqual(8);
    expect((await search('कूलर')).titles.slice(0, 6).every((t) => /cooler/i.test(t))).toBe(true);
    expect((await search('वॉशिंग मशीन')).titles.slice(0, 6).every((t) => /washing machine/i.test(t))).toBe(true);
    const twoBhk = (await search('2bhk')).titles;
    expect(twoBhk).toHaveLength(12);
    expect(twoBhk.every((t) => /2 BHK/.test(t))).toBe(true);
    expect((await search('paying guest')).titles[0]).toBe('Girls PG with meals, Indira Nagar');
    expect((await search('almari')).titles).toContain('Furnished room near Lucknow University, Badshah Nagar');
  });

  it('puts the item that is what was searched before one that mentions it', async () => {
    const fridge = (await search('fridge')).titles;
    const studio = fridge.indexOf('Studio apartment with sofa and fridge, Hazratganj');
    expect(studio).toBeGreaterThan(0);
    // Every fridge or refrigerator for sale or rent comes first.
    expect(fridge.slice(0, studio).every((t) => /fridge|refrigerator/i.test(t))).toBe(true);
    const cooler = (await search('cooler')).titles;
    expect(cooler.slice(0, 6).every((t) => /cooler/i.test(t))).toBe(true);
    expect(cooler.slice(6).every((t) => /room/i.test(t))).toBe(true);
  });

  it.each([
    [
      'fridge',
      [
        'Godrej 240 L double-door fridge, monthly rent',
        'Whirlpool 190 L single-door fridge',
        'Samsung 253 L frost-free refrigerator on rent',
      ],
    ],
    ['cooler', ['Personal air cooler 30 L on rent', 'Symphony 70 L desert air cooler', 'Bajaj 36 L personal cooler on rent for summer']],
    [
      'washing machine',
      [
        'Samsung 8 kg front-load washing machine for rent',
        'Whirlpool 6.5 kg top-load washing machine on rent',
        'IFB 8 kg fully automatic washing machine, 1 year old',
      ],
    ],
    [
      '2bhk',
      [
        '2 BHK flat near Munshi Pulia metro, Indira Nagar',
        '2 BHK flat for sale in Vrindavan Yojana',
        '2 BHK semi-furnished flat near Gomti Nagar Extension',
      ],
    ],
    ['pg', ['Girls PG with meals, Indira Nagar', 'Mini fridge 50 L for PG rooms', '32-inch LED TV on rent for hostel rooms']],
    ['tv', ['32-inch LED TV on rent for hostel rooms', 'Mi 32-inch smart LED TV', 'Sony Bravia 43-inch full HD LED TV']],
    ['ac', ['1 ton window AC on monthly rent', 'Voltas 1.5 ton 3-star split AC', 'Blue Star 1.5 ton window AC']],
    [
      'saree',
      [
        'Organza saree with stitched blouse for wedding guests',
        'Banarasi saree on rent for wedding functions',
        'White chikankari saree on rent',
      ],
    ],
    [
      'lehenga',
      ['Pastel pink bridal lehenga on rent', 'Lehenga choli for sangeet on rent — size S', 'Red bridal lehenga with heavy zari work'],
    ],
    [
      'flat gomti nagar',
      [
        '2 BHK semi-furnished flat near Gomti Nagar Extension',
        '3 BHK flat with two balconies, Gomti Nagar',
        '3 BHK fully furnished flat with sofa set and ACs, Gomti Nagar',
      ],
    ],
  ])('ranks %s: the top three stay in this order', async (query, top) => {
    expect((await search(query)).titles.slice(0, 3)).toEqual(top);
  });

  it('says which corrected query it answered, and only then', async () => {
    const typo = await search('refrigrator');
    expect(typo.headers['x-did-you-mean']).toBe('refrigerator');
    expect(typo.ids).toEqual((await search('refrigerator')).ids);
    const pair = await search('washng machine');
    expect(decodeURIComponent(String(pair.headers['x-did-you-mean']))).toBe('washing machine');
    expect(pair.ids).toEqual((await search('washing machine')).ids);
    expect((await search('fridge')).headers['x-did-you-mean']).toBeUndefined();
    expect((await search('helicopter')).headers['x-did-you-mean']).toBeUndefined();
  });

  async function suggest(q: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, q).toBe(200);
    return res.json() as { kind: string; text: string; href: string }[];
  }

  it('suggests while typing: terms, categories, localities and titles, in the script typed', async () => {
    const fri = await suggest('fri');
    expect(fri[0]).toEqual({ kind: 'title', text: 'fridge', href: '/search?query=fridge' });
    expect(
      fri.slice(1).every((s) => s.kind === 'title' && /fridge|refrigerator/i.test(s.text) && /^\/(product|listing)\/\d+$/.test(s.href)),
    ).toBe(true);

    const hindi = await suggest('फ्रि');
    expect(hindi[0]).toEqual({ kind: 'title', text: 'फ्रिज', href: `/search?query=${encodeURIComponent('फ्रिज')}` });
    const whole = await suggest('फ्रिज');
    expect(whole.slice(0, 2)).toEqual([
      { kind: 'title', text: 'फ्रिज', href: `/search?query=${encodeURIComponent('फ्रिज')}` },
      { kind: 'category', text: 'घरेलू उपकरण', href: '/category/appliance' },
    ]);
    expect((await suggest('कूल')).slice(1, 3).every((s) => /cooler/i.test(s.text))).toBe(true);

    const gom = await suggest('gom');
    expect(gom.slice(0, 2)).toEqual([
      { kind: 'locality', text: 'Gomti Nagar', href: '/explore-all?locality=gomti-nagar' },
      { kind: 'locality', text: 'Gomti Nagar Extension', href: '/explore-all?locality=gomti-nagar-extension' },
    ]);
    expect((await suggest('गोम')).slice(0, 2)).toEqual([
      { kind: 'locality', text: 'गोमती नगर', href: '/explore-all?locality=gomti-nagar' },
      { kind: 'locality', text: 'गोमती नगर विस्तार', href: '/explore-all?locality=gomti-nagar-extension' },
    ]);
    expect((await suggest('app'))[0]).toEqual({ kind: 'category', text: 'Home Appliances', href: '/category/appliance' });
    expect((await suggest('2bh')).every((s) => s.text.startsWith('2 BHK'))).toBe(true);
    for (const q of ['fri', 'gom', 'a', 'flat', 'सो']) expect((await suggest(q)).length, q).toBeLessThanOrEqual(8);
    expect(await suggest('zzzq')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('refuses a suggestion prefix longer than 60 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${'a'.repeat(61)}` });
    expect(res.statusCode).toBe(400);
  });
});
