import type { CatalogueItem } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The results page gets the list pages' filters and sorts: they narrow and order the ranked matches.

let t: TestContext;
async function titles(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CatalogueItem[]).map((i) => i.title);
}
const sorted = (xs: string[]) => [...xs].sort();

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createOwner(t.db);
  const p = (o: Parameters<typeof createProduct>[1]) => createProduct(t.db, { ownerId: owner.id, category: 'appliance', ...o });
  await p({ title: 'Whirlpool fridge Chowk', type: 'rent', price: 800, locality: 'chowk', createdAt: minutesAgo(1) });
  await p({ title: 'Samsung fridge Gomti Nagar', price: 12000, rentPrice: 1400, locality: 'gomti-nagar', createdAt: minutesAgo(2) });
  await p({ title: 'LG fridge Telibagh', price: 9000, locality: 'telibagh', condition: 'new', createdAt: minutesAgo(3) });
  await createListing(t.db, {
    title: 'Godrej fridge on rent',
    category: 'appliance',
    price: 700,
    locality: 'aliganj',
    createdAt: minutesAgo(4),
  });
  await p({
    title: '2 BHK flat with a fridge',
    category: 'property',
    type: 'rent',
    price: 15000,
    locality: 'chowk',
    bhk: 2,
    createdAt: minutesAgo(5),
  });
});
afterAll(() => t.close());

describe('search with filters', () => {
  it('keeps only matches in the chosen localities and category', async () => {
    expect(sorted(await titles('/api/search?query=fridge&locality=chowk,gomti-nagar'))).toEqual(
      sorted(['Whirlpool fridge Chowk', 'Samsung fridge Gomti Nagar', '2 BHK flat with a fridge']),
    );
    expect(await titles('/api/search?query=fridge&locality=chowk&category=property')).toEqual(['2 BHK flat with a fridge']);
  });

  it('rent under ₹1,500 a month: rentable matches by their monthly rent, ads included; buy leaves ads out', async () => {
    expect(sorted(await titles('/api/search?query=fridge&offer=rent&maxPrice=1500'))).toEqual(
      sorted(['Whirlpool fridge Chowk', 'Samsung fridge Gomti Nagar', 'Godrej fridge on rent']),
    );
    expect(sorted(await titles('/api/search?query=fridge&offer=buy'))).toEqual(
      sorted(['Samsung fridge Gomti Nagar', 'LG fridge Telibagh']),
    );
    expect(await titles('/api/search?query=fridge&condition=new')).toEqual(['LG fridge Telibagh']);
  });

  it('orders the matches by price or distance when asked, best match first by default', async () => {
    expect(await titles('/api/search?query=fridge&category=appliance&offer=rent&sort=price_asc')).toEqual([
      'Godrej fridge on rent',
      'Whirlpool fridge Chowk',
      'Samsung fridge Gomti Nagar',
    ]);
    const near = await titles('/api/search?query=fridge&category=appliance&sort=nearest&near=telibagh');
    expect(near[0]).toBe('LG fridge Telibagh');
    expect(near).toHaveLength(4);
    const nearless = await t.app.inject({ method: 'GET', url: '/api/search?query=fridge&sort=nearest' });
    expect(nearless.statusCode).toBe(400);
    // The spec's client: query and city only, a plain array as before.
    expect(await titles('/api/search?query=fridge&city=Lucknow')).toHaveLength(5);
  });
});

describe('search facets', () => {
  it("counts a search's matches per filter value, each without its own filter", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=fridge&locality=chowk' });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json();
    // Localities counted without the locality filter: every fridge match, the flat that mentions one included.
    expect(f.locality).toEqual({ chowk: 2, 'gomti-nagar': 1, telibagh: 1, aliganj: 1 });
    // The others within Chowk: the Whirlpool fridge and the flat, both for rent.
    expect(f.offer).toEqual({ rent: 2 });
    expect(f.bhk).toEqual({ '2': 1 });
    expect(f.capped).toEqual([]);
    // Hindi finds the same: फ्रिज is fridge.
    const hindi = await t.app.inject({ method: 'GET', url: `/api/search/facets?query=${encodeURIComponent('फ्रिज')}` });
    expect(hindi.json().locality).toEqual({ chowk: 2, 'gomti-nagar': 1, telibagh: 1, aliganj: 1 });
    const empty = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=' });
    expect(empty.json()).toEqual({ locality: {}, offer: {}, bhk: {}, furnishing: {}, condition: {}, capped: [] });
  });

  it('counts the corrected words when the page shows their matches (a typo), the typed words otherwise', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/search?query=friddge&locality=chowk' });
    expect(page.headers['x-did-you-mean']).toBe('fridge');
    const res = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=friddge&locality=chowk' });
    expect(res.statusCode, res.body).toBe(200);
    // As for 'fridge' above: the counts describe the page shown, not the typed word's zero matches.
    expect(res.json().locality).toEqual({ chowk: 2, 'gomti-nagar': 1, telibagh: 1, aliganj: 1 });
    expect(res.json().offer).toEqual({ rent: 2 });
    // A word nothing corrects counts nothing.
    const none = await t.app.inject({ method: 'GET', url: '/api/search/facets?query=qzxvbnm' });
    expect(none.json()).toEqual({ locality: {}, offer: {}, bhk: {}, furnishing: {}, condition: {}, capped: [] });
  });
});
