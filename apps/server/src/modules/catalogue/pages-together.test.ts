import { type Category, type ListSort, todayInIndia } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedTotals } from '../../db/batched.js';
import { createListing, createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { itemsOf, pageAsCards } from '../../test/pages.js';
import { findPage, findPageAlone, type ItemFilter, type PageResult, type SourceName } from './catalogue.repository.js';

/**
 * Plain list pages asked for in one turn are read by one statement (findPage's pagesTogether): each must get exactly
 * the rows, count and highest price its own statement gives (findPageAlone).
 */
let t: TestContext;
const PLACES = ['Gomti Nagar', 'Aliganj', 'Hazratganj'] as const;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const owner = await createOwner(db, { name: 'Ravi Srivastava' });
  const categories = [
    ['appliance', 'appliance'],
    ['dress', 'clothing'],
    ['property', 'property'],
  ] as const;
  let minutes = 1;
  for (const [productCategory, listingCategory] of categories) {
    for (let i = 0; i < 4; i++) {
      await createProduct(db, {
        ownerId: owner.id,
        title: `${productCategory} product ${i}`,
        category: productCategory,
        price: 1000 + ((i * 7919) % 13) * 100,
        city: i === 3 ? 'Kanpur' : 'Lucknow',
        createdAt: minutesAgo(minutes++),
        // For the list filters: places, conditions, offers (for sale, for rent, both), bedrooms and furnishing.
        location: PLACES[i % 3],
        condition: i % 2 === 0 ? 'new' : 'used',
        ...(i === 1 ? { type: 'rent' as const } : {}),
        ...(i % 2 === 0 ? { rentPrice: 300 + i * 50 } : {}),
        ...(productCategory === 'property' ? { bhk: 1 + (i % 3), furnishing: i % 2 === 0 ? 'furnished' : 'unfurnished' } : {}),
        // Switched off by its owner: shown only where unavailable items are asked for.
        ...(i === 2 ? { available: false } : {}),
      });
      await createListing(db, {
        title: `${listingCategory} ad ${i}`,
        location: PLACES[(i + 1) % 3],
        ...(listingCategory === 'property' ? { bhk: 2 + (i % 2), furnishing: i % 2 === 0 ? 'unfurnished' : 'furnished' } : {}),
        category: listingCategory,
        price: 900 + ((i * 104729) % 17) * 100,
        city: i === 1 ? 'Kanpur' : 'Lucknow',
        createdAt: minutesAgo(minutes++),
      });
    }
  }
});
afterAll(() => t.close());

const SORTS: ListSort[] = ['latest', 'price_asc', 'price_desc'];
const CATEGORIES: Category[] = ['appliance', 'clothing', 'property'];
const counted = () => ({ ...(batchedTotals().get('list_page') ?? { statements: 0, lookups: 0 }) });

interface Asked {
  sources: SourceName[];
  filter: ItemFilter;
  page: { sort: ListSort; limit: number; offset: number };
  extra: { countCap?: number; maxPrice?: boolean };
}

function everyPage(): Asked[] {
  const today = todayInIndia();
  const asked: Asked[] = [];
  for (const city of ['Lucknow', undefined])
    for (const includeUnavailable of [false, true])
      for (const category of CATEGORIES)
        for (const sort of SORTS)
          for (const offset of [0, 3])
            asked.push({
              sources: ['products', 'listings'],
              filter: { category, city, includeUnavailable, today },
              page: { sort, limit: 3, offset },
              extra: {},
            });
  for (const category of CATEGORIES) {
    const page = { sort: 'latest' as const, limit: 2, offset: 1 };
    asked.push({ sources: ['listings'], filter: { category, today }, page, extra: {} });
    asked.push({ sources: ['products', 'listings'], filter: { category, today }, page, extra: { countCap: 1000, maxPrice: true } });
    asked.push({ sources: ['products', 'listings'], filter: { category, today }, page, extra: { countCap: 3 } });
    // The count reaches its cap: the highest price is then read from the price indexes.
    asked.push({ sources: ['products', 'listings'], filter: { category, today }, page, extra: { countCap: 3, maxPrice: true } });
    asked.push({ sources: ['products'], filter: { category, today }, page, extra: { maxPrice: true } });
  }
  return asked;
}

/**
 * Pages with the category page's list filters: places (one or two), a condition, rent or buy, price bounds, bedrooms
 * and furnishing, in several orders and offsets, with their count and highest price.
 */
function filteredPages(): Asked[] {
  const today = todayInIndia();
  const asked: Asked[] = [];
  const ask = (filter: Omit<ItemFilter, 'today'>, i: number, extra: Asked['extra'] = { countCap: 1000, maxPrice: true }) =>
    asked.push({
      sources: ['products', 'listings'],
      filter: { ...filter, today },
      page: { sort: SORTS[i % 3] as ListSort, limit: 2, offset: i % 2 },
      extra,
    });
  CATEGORIES.forEach((category, i) => {
    ask({ category, localities: ['gomti-nagar'] }, i);
    ask({ category, localities: ['aliganj'] }, i + 1);
    ask({ category, localities: ['hazratganj', 'gomti-nagar'] }, i);
    ask({ category, localities: ['aliganj', 'hazratganj'], condition: 'new' }, i);
    ask({ category, condition: i === 1 ? 'new' : 'used' }, i, {});
    ask({ category, offer: 'rent', minPricePaise: 35_000 }, i);
    ask({ category, offer: 'rent', minPricePaise: 0 }, i + 2);
    ask({ category, offer: 'buy', maxPricePaise: 150_000 }, i);
    ask({ category, minPricePaise: 100_000, maxPricePaise: 180_000, city: 'Lucknow' }, i);
    ask({ category, localities: ['gomti-nagar'], minPricePaise: 50_000 + i * 40_000 }, i);
  });
  ask({ category: 'property', bhk: [2] }, 0);
  ask({ category: 'property', bhk: [1, 4] }, 1);
  ask({ category: 'property', bhk: [2], furnishings: ['furnished'], localities: ['aliganj'] }, 2);
  ask({ category: 'property', furnishings: ['unfurnished', 'semi_furnished'], maxPricePaise: 200_000 }, 0);
  // One filter in every order and at two offsets, with a price ceiling: the six share one count and highest price.
  for (let i = 3; i < 9; i++) ask({ category: 'appliance', localities: ['gomti-nagar'], maxPricePaise: 400_000 }, i);
  // Every category (explore-all), plain or in a place.
  ask({}, 0);
  ask({}, 1, {});
  ask({}, 2);
  ask({ localities: ['aliganj'] }, 0);
  ask({ localities: ['hazratganj'] }, 1);
  return asked;
}

describe('list pages read together', () => {
  it('gives every page asked for in one turn what its own statement gives, in as many statements as groups', async () => {
    const today = todayInIndia();
    const asked = everyPage();
    const alone: PageResult[] = [];
    for (const a of asked) alone.push(await findPageAlone(t.db, a.sources, a.filter, a.page, a.extra));
    expect(alone.filter((page) => itemsOf(page, today).length > 0).length).toBeGreaterThan(asked.length / 2);
    expect(alone.filter((page) => page.total !== null && page.total > 0).map((page) => page.total)).toEqual([7, 3, 3, 7, 3, 3, 7, 3, 3]);
    expect(alone.filter((page) => page.maxPricePaise !== null).length).toBe(9);

    const before = counted();
    const together = await Promise.all(asked.map((a) => findPage(t.db, a.sources, a.filter, a.page, a.extra)));
    const after = counted();

    // Pages read from the read model come as finished cards (decision 0012): compared as the cards the API sends.
    expect(together.some((page) => page.json !== undefined)).toBe(true);
    expect(together.map((page) => pageAsCards(page, today))).toEqual(alone.map((page) => pageAsCards(page, today)));
    // Groups: the city (2) × unavailable items shown or not (2) for both sources; the ads alone; the four kinds of
    // count and highest price.
    expect(after.statements - before.statements).toBe(9);
    expect(after.lookups - before.lookups).toBe(asked.length);
  });

  it('keeps pages of different cities and page sizes apart', async () => {
    const today = todayInIndia();
    const [lucknow, anywhere, twoRows] = await Promise.all([
      findPage(
        t.db,
        ['products', 'listings'],
        { category: 'property', city: 'Lucknow', today },
        { sort: 'latest', limit: 9, offset: 0 },
        {},
      ),
      findPage(t.db, ['products', 'listings'], { category: 'property', today }, { sort: 'latest', limit: 9, offset: 0 }, {}),
      findPage(t.db, ['products', 'listings'], { category: 'property', today }, { sort: 'latest', limit: 2, offset: 0 }, {}),
    ]);
    const cards = (page: PageResult) => itemsOf(page, today);
    expect(cards(lucknow).every((item) => item.city === 'Lucknow')).toBe(true);
    expect(cards(anywhere).some((item) => item.city === 'Kanpur')).toBe(true);
    expect(cards(twoRows).map((item) => item.id)).toEqual(
      cards(anywhere)
        .slice(0, 2)
        .map((item) => item.id),
    );
  });

  it("gives pages with the category page's filters what their own statements give", async () => {
    const today = todayInIndia();
    const asked = filteredPages();
    const alone: PageResult[] = [];
    for (const a of asked) alone.push(await findPageAlone(t.db, a.sources, a.filter, a.page, a.extra));
    // The filters match some rows and not others: a page that gave every row, or none, would not tell.
    expect(alone.filter((page) => itemsOf(page, today).length > 0).length).toBeGreaterThan(asked.length / 2);
    expect(alone.filter((page) => itemsOf(page, today).length === 0).length).toBeGreaterThan(0);
    const before = counted();
    const together = await Promise.all(asked.map((a) => findPage(t.db, a.sources, a.filter, a.page, a.extra)));
    const after = counted();
    expect(together.map((page) => pageAsCards(page, today))).toEqual(alone.map((page) => pageAsCards(page, today)));
    expect(after.lookups - before.lookups).toBe(asked.length);
    // Pages that differ only in their category, order, offset, places, condition or prices share a statement: one per
    // shape of those filters (one place, two, two with a condition, a condition, renting from a price, buying up to
    // one, both bounds in a city, a place from a price, a place up to a price), one for each set of bedrooms and
    // furnishing, and for every category: counted or not, and in a place.
    expect(after.statements - before.statements).toBe(16);
  });

  it('reads a page with a text query, an excluded product, "nearest" or more than five places on its own', async () => {
    const today = todayInIndia();
    const before = counted();
    await Promise.all([
      findPage(
        t.db,
        ['products', 'listings'],
        { category: 'property', today, titleContains: 'product' },
        { sort: 'latest', limit: 9, offset: 0 },
        {},
      ),
      findPage(t.db, ['products'], { category: 'property', today, excludeProductId: 1 }, { sort: 'price_asc', limit: 9, offset: 0 }, {}),
      findPage(
        t.db,
        ['products', 'listings'],
        { category: 'property', today, localities: ['aliganj', 'hazratganj', 'gomti-nagar', 'indira-nagar', 'chowk', 'aminabad'] },
        { sort: 'latest', limit: 9, offset: 0 },
        {},
      ),
      findPage(
        t.db,
        ['products', 'listings'],
        { category: 'property', today, near: { lat: 26.85, lng: 80.95 } },
        { sort: 'nearest', limit: 9, offset: 0 },
        {},
      ),
    ]);
    expect(counted()).toEqual(before);
  });
});
