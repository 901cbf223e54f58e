import { type CatalogueItem, type FacetCounts, todayInIndia } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { itemsOf } from '../../test/pages.js';
import { findPage, type ItemFilter } from './catalogue.repository.js';

// The list filters of category, explore-all and search pages (contract listFilters), and their facet counts.

let t: TestContext;

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const titlesOf = async (url: string) => {
  const res = await get(url);
  expect(res.status).toBe(200);
  return (res.body as CatalogueItem[]).map((i) => i.title);
};
const sorted = (list: string[]) => [...list].sort();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const owner = await createOwner(db);
  const p = (o: Parameters<typeof createProduct>[1]) => createProduct(db, { ownerId: owner.id, ...o });
  // Appliances: a rent-only cooler in Chowk, a sale-only fridge in Gomti Nagar, a fridge for both in Aliganj.
  await p({
    title: 'Desert cooler',
    category: 'appliance',
    type: 'rent',
    price: 900,
    locality: 'chowk',
    condition: 'used',
    createdAt: minutesAgo(1),
  });
  await p({
    title: 'Sale fridge',
    category: 'appliance',
    price: 12000,
    locality: 'gomti-nagar',
    condition: 'new',
    createdAt: minutesAgo(2),
  });
  await p({
    title: 'Both fridge',
    category: 'appliance',
    price: 14000,
    rentPrice: 1400,
    locality: 'aliganj',
    condition: 'used',
    createdAt: minutesAgo(3),
  });
  // Property: BHK and furnishing.
  await p({
    title: '1 RK in Chowk',
    category: 'property',
    type: 'rent',
    price: 4000,
    locality: 'chowk',
    bhk: 0,
    furnishing: 'unfurnished',
    createdAt: minutesAgo(4),
  });
  await p({
    title: '2 BHK flat',
    category: 'property',
    type: 'rent',
    price: 15000,
    locality: 'hazratganj',
    bhk: 2,
    furnishing: 'semi_furnished',
    createdAt: minutesAgo(5),
  });
  await p({
    title: '5 BHK house',
    category: 'property',
    price: 9000000,
    locality: 'gomti-nagar',
    bhk: 5,
    furnishing: 'furnished',
    createdAt: minutesAgo(6),
  });
  // An ad (always for rent, no condition) in Telibagh.
  await createListing(db, {
    title: 'Ad flat 3 BHK',
    category: 'property',
    price: 9000,
    locality: 'telibagh',
    bhk: 3,
    createdAt: minutesAgo(7),
  });
});
afterAll(() => t.close());

describe('list filters', () => {
  it('keeps only the chosen localities, written comma-separated or repeated', async () => {
    const expected = sorted(['Desert cooler', '1 RK in Chowk', 'Both fridge']);
    expect(sorted(await titlesOf('/api/all-products?locality=chowk,aliganj'))).toEqual(expected);
    expect(sorted(await titlesOf('/api/all-products?locality=chowk&locality=aliganj'))).toEqual(expected);
    // Newest first across the localities, as without the filter.
    expect(await titlesOf('/api/all-products?locality=chowk,aliganj')).toEqual(['Desert cooler', 'Both fridge', '1 RK in Chowk']);
  });

  it('rent shows what can be rented (ads too) at its monthly rent; buy what can be bought, at its sale price', async () => {
    expect(sorted(await titlesOf('/api/all-products?category=appliance&offer=rent'))).toEqual(sorted(['Desert cooler', 'Both fridge']));
    expect(sorted(await titlesOf('/api/all-products?category=appliance&offer=buy'))).toEqual(sorted(['Sale fridge', 'Both fridge']));
    expect(await titlesOf('/api/all-products?category=property&offer=buy')).toEqual(['5 BHK house']);
    // Under ₹1,500 a month: the cooler and the fridge's rent (its sale price is ₹14,000).
    expect(sorted(await titlesOf('/api/all-products?offer=rent&maxPrice=1500'))).toEqual(sorted(['Desert cooler', 'Both fridge']));
    expect(await titlesOf('/api/all-products?offer=rent&sort=price_asc&maxPrice=5000')).toEqual([
      'Desert cooler',
      'Both fridge',
      '1 RK in Chowk',
    ]);
    const highest = await get('/api/all-products?category=appliance&offer=rent');
    expect(highest.headers['x-price-max']).toBe('1400');
  });

  it('filters BHK (the last value meaning "or more"), furnishing and condition', async () => {
    expect(sorted(await titlesOf('/api/all-products?bhk=0,4'))).toEqual(sorted(['1 RK in Chowk', '5 BHK house']));
    expect(sorted(await titlesOf('/api/all-products?bhk=2,3'))).toEqual(sorted(['2 BHK flat', 'Ad flat 3 BHK']));
    expect(await titlesOf('/api/all-products?furnishing=furnished,semi_furnished&sort=price_asc')).toEqual(['2 BHK flat', '5 BHK house']);
    // Ads say nothing of condition: a condition filter leaves them out.
    expect(sorted(await titlesOf('/api/all-products?condition=used'))).toEqual(
      sorted(['Desert cooler', 'Both fridge', '1 RK in Chowk', '2 BHK flat', '5 BHK house']),
    );
    expect(await titlesOf('/api/all-products?condition=new')).toEqual(['Sale fridge']);
  });

  it('sorts nearest first from a position or a locality, computed from the localities table', async () => {
    // From Chowk: Chowk's items first (newest first), then the next nearest localities; Telibagh is farthest.
    const fromChowk = await titlesOf('/api/all-products?sort=nearest&near=chowk');
    expect(fromChowk.slice(0, 2)).toEqual(['Desert cooler', '1 RK in Chowk']);
    expect(fromChowk.at(-1)).toBe('Ad flat 3 BHK');
    // A position near Telibagh (26.785, 80.948): the ad comes first.
    const fromTelibagh = await titlesOf('/api/all-products?sort=nearest&near=26.786,80.947');
    expect(fromTelibagh[0]).toBe('Ad flat 3 BHK');
    expect(fromTelibagh).toHaveLength(7);
    // With a locality filter, only those localities, still nearest first.
    expect(await titlesOf('/api/all-products?sort=nearest&near=chowk&locality=gomti-nagar,chowk&category=appliance')).toEqual([
      'Desert cooler',
      'Sale fridge',
    ]);
  });

  it('refuses what it cannot read with a message the screen can show', async () => {
    const unknown = await get('/api/all-products?locality=atlantis');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/locality/i);
    const nearless = await get('/api/all-products?sort=nearest');
    expect(nearless.status).toBe(400);
    expect(nearless.body.fieldErrors.near[0]).toMatch(/position or a locality/);
    expect((await get('/api/all-products?near=north')).status).toBe(400);
    expect((await get('/api/all-products?bhk=7')).status).toBe(400);
  });
});

describe('the count and the highest price of a page', () => {
  // Without price bounds both come from one pass over the matches, unless the count reaches its cap: then the pass has
  // not seen every match, and the highest price must still be the highest of all (not of the first `cap` rows).
  const today = todayInIndia();
  const page = { sort: 'latest' as const, limit: 1, offset: 0 };
  const totals = async (filter: Partial<ItemFilter>, countCap: number) => {
    const both = await findPage(t.db, ['products', 'listings'], { today, ...filter }, page, { countCap, maxPrice: true });
    const counted = await findPage(t.db, ['products', 'listings'], { today, ...filter }, page, { countCap });
    const highest = await findPage(t.db, ['products', 'listings'], { today, ...filter }, page, { maxPrice: true });
    expect(itemsOf(both, today).map((item) => item.id)).toEqual(itemsOf(counted, today).map((item) => item.id));
    return { total: both.total, max: both.maxPricePaise, apart: { total: counted.total, max: highest.maxPricePaise } };
  };

  it('counts every match and finds the highest price below the cap', async () => {
    const appliances = await totals({ category: 'appliance' }, 10);
    expect(appliances).toEqual({ total: 3, max: 1_400_000, apart: { total: 3, max: 1_400_000 } });
    // Renting: the monthly rent is the price (the sale-only fridge drops out).
    expect(await totals({ category: 'appliance', offer: 'rent' }, 10)).toEqual({
      total: 2,
      max: 140_000,
      apart: { total: 2, max: 140_000 },
    });
  });

  it('still finds the highest of all matches when the count stops at its cap', async () => {
    // The two newest appliances cost 900 and 12,000 rupees; the oldest, beyond a cap of 2, costs 14,000.
    expect(await totals({ category: 'appliance' }, 2)).toEqual({ total: 2, max: 1_400_000, apart: { total: 2, max: 1_400_000 } });
  });

  it('keeps the price bounds out of the highest price but in the count', async () => {
    expect(await totals({ category: 'appliance', maxPricePaise: 1_000_000 }, 10)).toEqual({
      total: 1,
      max: 1_400_000,
      apart: { total: 1, max: 1_400_000 },
    });
  });

  it('gives 0 and no price when nothing matches', async () => {
    expect(await totals({ category: 'appliance', localities: ['chinhat'] }, 10)).toEqual({
      total: 0,
      max: null,
      apart: { total: 0, max: null },
    });
  });
});

describe('facets', () => {
  it('counts each value without its own filter, an offer of both kinds on both sides', async () => {
    const res = await get('/api/facets?category=appliance&locality=chowk');
    expect(res.status).toBe(200);
    const f = res.body as FacetCounts;
    // Localities counted without the locality filter: every appliance.
    expect(f.locality).toEqual({ chowk: 1, 'gomti-nagar': 1, aliganj: 1 });
    // The other facets within Chowk only.
    expect(f.offer).toEqual({ rent: 1 });
    expect(f.condition).toEqual({ used: 1 });
    expect(f.capped).toEqual([]);
    const all = (await get('/api/facets')).body as FacetCounts;
    expect(all.offer).toEqual({ rent: 5, buy: 3 });
    expect(all.bhk).toEqual({ '0': 1, '2': 1, '3': 1, '4': 1 });
    expect(all.furnishing).toEqual({ unfurnished: 1, semi_furnished: 1, furnished: 1 });
  });
});
