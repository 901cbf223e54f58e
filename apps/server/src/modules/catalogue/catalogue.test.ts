import { type CatalogueItem, type CategoryWiseProducts, TOTAL_COUNT_CAP } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
const ids: Record<string, number> = {};

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
const titles = (items: CatalogueItem[]) => items.map((i) => i.title);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const owner = await createOwner(db, { name: 'Neha Awasthi' });
  const p = (key: string, o: Parameters<typeof createProduct>[1]) =>
    createProduct(db, { ownerId: owner.id, ...o }).then((r) => (ids[key] = r.id));
  const l = (key: string, o: Parameters<typeof createListing>[1]) => createListing(db, o).then((r) => (ids[key] = r.id));
  await p('fridge', {
    title: 'Samsung Double Door Refrigerator',
    category: 'appliance',
    price: 15000,
    rentPrice: 1200,
    condition: 'new',
    createdAt: minutesAgo(10),
  });
  await p('washer', { title: 'LG Front Load Washing Machine', category: 'appliance', price: 22000, createdAt: minutesAgo(20) });
  await p('saree', { title: 'Red Banarasi Silk Saree', category: 'dress', price: 5000, rentPrice: 800, createdAt: minutesAgo(30) });
  await p('villa', { title: 'Spacious 3 BHK Villa in Gomti Nagar', category: 'property', price: 9500000, createdAt: minutesAgo(40) });
  await p('pendingProduct', {
    title: 'Pending Secret Microwave',
    category: 'appliance',
    approvalStatus: 'pending',
    createdAt: minutesAgo(1),
  });
  await p('rejectedProduct', { title: 'Rejected Lehenga', category: 'dress', approvalStatus: 'rejected', createdAt: minutesAgo(2) });
  await p('mixer', { title: 'Bajaj Mixer Grinder', category: 'appliance', price: 3000, createdAt: minutesAgo(50) });
  await p('cooler', { title: 'Symphony Air Cooler', category: 'appliance', price: 4000, createdAt: minutesAgo(60) });
  await p('tv', { title: 'Sony Smart LED TV', category: 'appliance', price: 8000, createdAt: minutesAgo(70) });
  await l('flat', { title: '2 BHK Flat for Rent in Hazratganj', category: 'property', price: 18000, createdAt: minutesAgo(5) });
  await l('sherwani', { title: 'Ivory Sherwani for Rent', category: 'clothing', price: 2500, createdAt: minutesAgo(15) });
  await l('ac', { title: 'Window AC on Rent', category: 'appliance', price: 1500, subcategory: 'ac', createdAt: minutesAgo(25) });
  await l('pendingListing', { title: 'Pending Flat', category: 'property', approvalStatus: 'pending', createdAt: minutesAgo(2) });
  await l('kanpur', { title: 'Studio Apartment', category: 'property', price: 12000, city: 'Kanpur', createdAt: minutesAgo(35) });
});
afterAll(() => t.close());

describe('GET /api/category-wise-products', () => {
  it('gives the newest 4 approved items of each category from both sources, named by title', async () => {
    const { status, body } = await get('/api/category-wise-products');
    expect(status).toBe(200);
    const data = body as CategoryWiseProducts;
    expect(Object.keys(data).sort()).toEqual(['appliance', 'clothing', 'property']);
    expect(titles(data.appliance)).toEqual([
      'Samsung Double Door Refrigerator',
      'LG Front Load Washing Machine',
      'Window AC on Rent',
      'Bajaj Mixer Grinder',
    ]);
    expect(titles(data.clothing)).toEqual(['Ivory Sherwani for Rent', 'Red Banarasi Silk Saree']);
    expect(titles(data.property)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Studio Apartment', 'Spacious 3 BHK Villa in Gomti Nagar']);
    expect(data.appliance.map((i) => i.source)).toEqual(['products', 'products', 'listings', 'products']);
    for (const item of Object.values(data).flat()) expect(item.name).toBe(item.title);
  });

  it('shapes each item in rupees with image URLs, verified and an ISO date', async () => {
    const { body } = await get('/api/category-wise-products');
    const fridge = (body as CategoryWiseProducts).appliance[0];
    expect(fridge).toMatchObject({
      id: ids.fridge,
      source: 'products',
      price: 15000,
      rent_price: 1200,
      category: 'appliance',
      city: 'Lucknow',
      verified: 1,
    });
    expect(fridge?.image).toMatch(/^\/uploads\/.+-full\.webp$/);
    expect(fridge?.image_card).toMatch(/^\/uploads\/.+-card\.webp$/);
    expect(new Date(fridge?.created_at ?? '').toISOString()).toBe(fridge?.created_at);
  });

  it('filters by city, case-insensitively', async () => {
    const { body } = await get('/api/category-wise-products?city=lucknow');
    expect(titles((body as CategoryWiseProducts).property)).toEqual([
      '2 BHK Flat for Rent in Hazratganj',
      'Spacious 3 BHK Villa in Gomti Nagar',
    ]);
  });
});

describe('GET /api/latest-listings', () => {
  it('lists approved listings only, newest first', async () => {
    const { status, body } = await get('/api/latest-listings');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Ivory Sherwani for Rent', 'Window AC on Rent', 'Studio Apartment']);
    expect(body.every((i: CatalogueItem) => i.source === 'listings' && i.rent_price === null)).toBe(true);
  });

  it('honours limit and city', async () => {
    expect(titles((await get('/api/latest-listings?limit=2')).body)).toEqual([
      '2 BHK Flat for Rent in Hazratganj',
      'Ivory Sherwani for Rent',
    ]);
    expect(titles((await get('/api/latest-listings?city=Kanpur')).body)).toEqual(['Studio Apartment']);
  });

  it('rejects a limit of 0 with the error body', async () => {
    const { status, body } = await get('/api/latest-listings?limit=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('limit') });
  });
});

describe('GET /api/listings', () => {
  it('filters by category and sends the total in X-Total-Count', async () => {
    const { status, body, headers } = await get('/api/listings?category=property');
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Studio Apartment']);
    expect(headers['x-total-count']).toBe('2');
  });

  it.each([
    ['dresses', 'Ivory Sherwani for Rent'],
    ['dress', 'Ivory Sherwani for Rent'],
    ['Clothing', 'Ivory Sherwani for Rent'],
    ['appliances', 'Window AC on Rent'],
    ['home-appliances', 'Window AC on Rent'],
  ])('resolves the category alias %s', async (alias, title) => {
    expect(titles((await get(`/api/listings?category=${alias}`)).body)).toEqual([title]);
  });

  it('answers an unknown category with 400 and a clear message', async () => {
    const { status, body } = await get('/api/listings?category=furniture');
    expect(status).toBe(400);
    expect(body.code).toBe('CATALOGUE_UNKNOWN_CATEGORY');
    expect(body.params).toEqual({ input: 'furniture' });
    expect(body.message).toContain('Unknown category "furniture"');
    expect(body.message).toContain('property, appliance, clothing');
  });

  it('paginates with page and limit, keeping the total', async () => {
    const first = await get('/api/listings?limit=2&page=1');
    const second = await get('/api/listings?limit=2&page=2');
    const third = await get('/api/listings?limit=2&page=3');
    expect(titles(first.body)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Ivory Sherwani for Rent']);
    expect(titles(second.body)).toEqual(['Window AC on Rent', 'Studio Apartment']);
    expect(third.body).toEqual([]);
    expect([first, second, third].map((r) => r.headers['x-total-count'])).toEqual(['4', '4', '4']);
  });

  it('sorts by price both ways', async () => {
    const asc = await get('/api/listings?sort=price_asc');
    expect(asc.body.map((i: CatalogueItem) => i.price)).toEqual([1500, 2500, 12000, 18000]);
    const desc = await get('/api/listings?sort=price_desc');
    expect(desc.body.map((i: CatalogueItem) => i.price)).toEqual([18000, 12000, 2500, 1500]);
  });

  it('rejects an unknown sort and a page of 0', async () => {
    expect((await get('/api/listings?sort=cheapest')).status).toBe(400);
    const { status, body } = await get('/api/listings?page=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});

describe('GET /api/listings/:id', () => {
  it('gives the listing with its seller contact: the phone of an ad with no member behind it, never an e-mail', async () => {
    const { status, body } = await get(`/api/listings/${ids.ac}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.ac,
      source: 'listings',
      title: 'Window AC on Rent',
      price: 1500,
      category: 'appliance',
      subcategory: 'ac',
      sellerName: 'Test Seller',
      sellerPhone: '+91 90000 00000',
      seller_on_kiraya: false,
    });
    expect(body).not.toHaveProperty('sellerEmail');
  });

  it.each([
    ['pending', () => ids.pendingListing],
    ['unknown', () => 999999],
  ])('answers a %s id with 404 Listing not found', async (_, id) => {
    const { status, body } = await get(`/api/listings/${id()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Listing not found', code: 'LISTING_NOT_FOUND' });
  });

  it('rejects a non-numeric id, and one past PostgreSQL integer, with 400', async () => {
    expect((await get('/api/listings/abc')).status).toBe(400);
    expect((await get('/api/listings/99999999999')).status).toBe(400);
  });

  it('answers ads asked for together (read by one statement) each with its own ad or 404', async () => {
    const asked = [ids.flat, ids.pendingListing, ids.ac, 999999, ids.flat] as number[];
    const answers = await Promise.all(asked.map((id) => get(`/api/listings/${id}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404, 200]);
    expect(answers.map((a) => a.body.title ?? a.body.code)).toEqual([
      '2 BHK Flat for Rent in Hazratganj',
      'LISTING_NOT_FOUND',
      'Window AC on Rent',
      'LISTING_NOT_FOUND',
      '2 BHK Flat for Rent in Hazratganj',
    ]);
    // The same answer as when asked alone.
    expect(answers[2]?.body).toEqual((await get(`/api/listings/${ids.ac}`)).body);
  });
});

describe('GET /api/product/:id', () => {
  it('gives the product with its owner name and flags', async () => {
    const { status, body } = await get(`/api/product/${ids.fridge}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.fridge,
      source: 'products',
      title: 'Samsung Double Door Refrigerator',
      name: 'Samsung Double Door Refrigerator',
      price: 15000,
      rent_price: 1200,
      condition: 'new',
      type: 'sale',
      available: 1,
      is_rentable: 1,
      verified: 1,
      owner_name: 'Neha Awasthi',
    });
  });

  it('maps the stored dress category to clothing', async () => {
    expect((await get(`/api/product/${ids.saree}`)).body.category).toBe('clothing');
  });

  it.each([
    ['pending', () => ids.pendingProduct],
    ['rejected', () => ids.rejectedProduct],
    ['unknown', () => 424242],
  ])('answers a %s id with 404 Product not found', async (_, id) => {
    const { status, body } = await get(`/api/product/${id()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
  });

  it('answers pages asked for together (read by one statement) each with its own product or 404', async () => {
    const asked = [ids.fridge, ids.pendingProduct, ids.saree, 424242, ids.fridge, ids.villa] as number[];
    const answers = await Promise.all(asked.map((id) => get(`/api/product/${id}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404, 200, 200]);
    expect(answers.map((a) => a.body.title ?? a.body.code)).toEqual([
      'Samsung Double Door Refrigerator',
      'PRODUCT_NOT_FOUND',
      'Red Banarasi Silk Saree',
      'PRODUCT_NOT_FOUND',
      'Samsung Double Door Refrigerator',
      'Spacious 3 BHK Villa in Gomti Nagar',
    ]);
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.id)).toEqual([ids.fridge, ids.saree, ids.fridge, ids.villa]);
    expect(answers[2]?.body).toEqual((await get(`/api/product/${ids.saree}`)).body);
  });
});

describe('GET /api/products', () => {
  it('gives similar items: same category, without the product itself, at most 3', async () => {
    const { status, body, headers } = await get(`/api/products?category=appliance&exclude=${ids.fridge}&limit=3`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['LG Front Load Washing Machine', 'Bajaj Mixer Grinder', 'Symphony Air Cooler']);
    expect(headers['x-total-count']).toBe('4');
  });

  it('lists only products (never listings) and resolves dresses to the stored dress category', async () => {
    const { body } = await get('/api/products?category=dresses');
    expect(titles(body)).toEqual(['Red Banarasi Silk Saree']);
    expect(body[0]).toMatchObject({ source: 'products', category: 'clothing' });
  });

  it('uses the itemsPerPage setting (9) when no limit is given', async () => {
    const { body, headers } = await get('/api/products');
    expect(body).toHaveLength(7);
    expect(headers['x-total-count']).toBe('7');
    expect(titles(body)).not.toContain('Pending Secret Microwave');
  });
});

describe('GET /api/properties', () => {
  it('lists property of both sources', async () => {
    const { body, headers } = await get('/api/properties');
    expect(titles(body)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Studio Apartment', 'Spacious 3 BHK Villa in Gomti Nagar']);
    expect(headers['x-total-count']).toBe('3');
  });

  it('sorts by price, highest first', async () => {
    const { body } = await get('/api/properties?sort=price_desc');
    expect(body.map((i: CatalogueItem) => i.price)).toEqual([9500000, 18000, 12000]);
  });
});

describe('GET /api/all-products', () => {
  it('merges both sources with a default page of 9 and the full total', async () => {
    const { status, body, headers } = await get('/api/all-products');
    expect(status).toBe(200);
    expect(body).toHaveLength(9);
    expect(headers['x-total-count']).toBe('11');
    expect(new Set(body.map((i: CatalogueItem) => i.source))).toEqual(new Set(['products', 'listings']));
    const dates = body.map((i: CatalogueItem) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('matches the title case-insensitively with q', async () => {
    expect(titles((await get('/api/all-products?q=SAMSUNG')).body)).toEqual(['Samsung Double Door Refrigerator']);
    expect(titles((await get('/api/all-products?q=for%20rent&sort=price_asc')).body)).toEqual([
      'Ivory Sherwani for Rent',
      '2 BHK Flat for Rent in Hazratganj',
    ]);
  });

  it('treats LIKE wildcards in q as plain characters', async () => {
    const { body, headers } = await get('/api/all-products?q=%25');
    expect(body).toEqual([]);
    expect(headers['x-total-count']).toBe('0');
  });

  it('filters by price and reports the highest price ignoring the price filter', async () => {
    const { body, headers } = await get('/api/all-products?category=appliances&minPrice=2000&maxPrice=10000&sort=price_asc');
    expect(body.map((i: CatalogueItem) => i.price)).toEqual([3000, 4000, 8000]);
    expect(headers['x-total-count']).toBe('3');
    expect(headers['x-price-max']).toBe('22000');
  });

  it('filters by category and city together', async () => {
    const { body } = await get('/api/all-products?category=property&city=Lucknow');
    expect(titles(body)).toEqual(['2 BHK Flat for Rent in Hazratganj', 'Spacious 3 BHK Villa in Gomti Nagar']);
  });

  it('gives X-Price-Max 0 when nothing matches', async () => {
    const { body, headers } = await get('/api/all-products?q=nothing-like-this');
    expect(body).toEqual([]);
    expect(headers['x-price-max']).toBe('0');
  });

  it.each([
    ['minPrice above maxPrice', 'minPrice=5000&maxPrice=100'],
    ['a negative price', 'minPrice=-1'],
    ['a non-numeric price', 'maxPrice=lots'],
    ['an unknown category', 'category=cars'],
    ['an unknown sort', 'sort=random'],
    ['a limit above 100', 'limit=101'],
  ])('rejects %s with 400 and the error body', async (_, qs) => {
    const { status, body } = await get(`/api/all-products?${qs}`);
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
  });

  it('serves no rows past the capped total instead of scanning ever deeper', async () => {
    const page = TOTAL_COUNT_CAP / 10 + 1;
    const { status, body, headers } = await get(`/api/all-products?limit=10&page=${page}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect(headers['x-total-count']).toBe('11');
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue route', async () => {
    const doc = (await get('/api/docs/json')).body;
    for (const path of [
      '/api/category-wise-products',
      '/api/latest-listings',
      '/api/listings',
      '/api/listings/{id}',
      '/api/product/{id}',
      '/api/products',
      '/api/properties',
      '/api/all-products',
      '/api/search',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
