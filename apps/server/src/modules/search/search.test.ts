import type { CatalogueItem } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListing, createOwner, createProduct, minutesAgo } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { prefixTsquery, wordsOf } from './search.service.js';

const titles = (items: CatalogueItem[]) => items.map((i) => i.title);

/** A small Lucknow catalogue; the same in both suites below. */
async function seed(t: TestContext) {
  const db = t.db;
  const owner = await createOwner(db, { name: 'Imran Qureshi' });
  const product = (o: Parameters<typeof createProduct>[1]) => createProduct(db, { ownerId: owner.id, ...o });
  await product({
    title: 'Samsung Double Door Refrigerator',
    description: 'Energy efficient, lightly used, with the original bill.',
    category: 'appliance',
    location: 'Indira Nagar',
    createdAt: minutesAgo(10),
  });
  await product({
    title: 'Whirlpool Single Door Refrigerator',
    description: 'Compact and quiet, ideal for bachelors.',
    category: 'appliance',
    location: 'Aliganj',
    createdAt: minutesAgo(20),
  });
  await product({
    title: 'Godrej Sofa Set',
    description: 'Teak wood frame, five seater, cushions recently replaced.',
    category: 'appliance',
    location: 'Aliganj',
    createdAt: minutesAgo(30),
  });
  await product({
    title: 'Red Banarasi Silk Saree',
    description: 'Worn once at a wedding, dry cleaned.',
    category: 'dress',
    location: 'Chowk',
    createdAt: minutesAgo(40),
  });
  await product({
    title: 'Pending Refrigerator Secret',
    description: 'Not approved yet.',
    category: 'appliance',
    approvalStatus: 'pending',
    createdAt: minutesAgo(1),
  });
  await createListing(db, {
    title: '2 BHK Flat for Rent in Gomti Nagar',
    description: 'Furnished with a sofa and a double bed, close to the metro.',
    category: 'property',
    location: 'Gomti Nagar',
    createdAt: minutesAgo(5),
  });
  await createListing(db, {
    title: 'Ivory Chikankari Kurta for Rent',
    description: 'Hand embroidered Lucknowi work, size L.',
    category: 'clothing',
    location: 'Hazratganj',
    createdAt: minutesAgo(15),
  });
  await createListing(db, {
    title: 'Rejected Refrigerator Listing',
    description: 'Should never be seen.',
    category: 'appliance',
    approvalStatus: 'rejected',
    createdAt: minutesAgo(2),
  });
}

describe('search query parsing', () => {
  it('keeps letters and digits only, so no tsquery syntax gets through', () => {
    expect(wordsOf(`sofa' & !(flat) | lucknow:* <-> "x"`)).toEqual(['sofa', 'flat', 'lucknow', 'x']);
    expect(prefixTsquery(wordsOf('Refri 2 BHK'))).toBe('refri:* & 2 & bhk:*');
  });

  it('keeps Devanagari words whole, marks included', () => {
    expect(wordsOf('किराया फ्लैट')).toEqual(['किराया', 'फ्लैट']);
  });

  it('drops repeated words and caps their number', () => {
    expect(wordsOf('sofa sofa SOFA')).toEqual(['sofa']);
    expect(wordsOf('a b c d e f g h i j k')).toHaveLength(8);
  });
});

describe('GET /api/search', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t);
  });
  afterAll(() => t.close());

  async function search(qs: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
    return { status: res.statusCode, body: res.json(), total: res.headers['x-total-count'] };
  }

  it('answers an empty or punctuation-only query with an empty list', async () => {
    for (const qs of ['', 'query=', 'query=%20%20', `query=${encodeURIComponent('&|!:*()')}`]) {
      const { status, body, total } = await search(qs);
      expect(status, qs).toBe(200);
      expect(body, qs).toEqual([]);
      expect(total, qs).toBe('0');
    }
  });

  it('finds approved items of both sources by title, never pending or rejected ones', async () => {
    const { status, body, total } = await search('query=refrigerator');
    expect(status).toBe(200);
    expect(titles(body).sort()).toEqual(['Samsung Double Door Refrigerator', 'Whirlpool Single Door Refrigerator']);
    expect(total).toBe('2');
  });

  it('matches a partial word as a prefix', async () => {
    expect(titles((await search('query=refri')).body).sort()).toEqual([
      'Samsung Double Door Refrigerator',
      'Whirlpool Single Door Refrigerator',
    ]);
    expect(titles((await search('query=chikan')).body)).toEqual(['Ivory Chikankari Kurta for Rent']);
  });

  it('is case-insensitive and stems plurals', async () => {
    expect((await search('query=REFRIGERATORS')).body).toHaveLength(2);
  });

  it('searches description, category and location too', async () => {
    expect(titles((await search('query=teak')).body)).toEqual(['Godrej Sofa Set']);
    expect(titles((await search('query=hazratganj')).body)).toEqual(['Ivory Chikankari Kurta for Rent']);
    expect(titles((await search('query=property')).body)).toEqual(['2 BHK Flat for Rent in Gomti Nagar']);
  });

  it('ranks a title match above a description match', async () => {
    const { body } = await search('query=sofa');
    expect(titles(body)).toEqual(['Godrej Sofa Set', '2 BHK Flat for Rent in Gomti Nagar']);
    expect(body.map((i: CatalogueItem) => i.source)).toEqual(['products', 'listings']);
  });

  it('requires every word', async () => {
    expect(titles((await search('query=sofa%20gomti')).body)).toEqual(['2 BHK Flat for Rent in Gomti Nagar']);
  });

  it('ignores stop words', async () => {
    expect(titles((await search('query=the%20sofa%20in%20gomti')).body)).toEqual(['2 BHK Flat for Rent in Gomti Nagar']);
  });

  it.each([
    ['refrigrator', ['Samsung Double Door Refrigerator', 'Whirlpool Single Door Refrigerator']],
    // Corrected to the synonym term "sofa" (no statistics needed), which the flat's description has too.
    ['sofaa', ['2 BHK Flat for Rent in Gomti Nagar', 'Godrej Sofa Set']],
    ['banarsi', ['Red Banarasi Silk Saree']],
  ])('tolerates the typo %s', async (query, expected) => {
    const { status, body } = await search(`query=${query}`);
    expect(status).toBe(200);
    expect(titles(body).sort()).toEqual(expected);
  });

  it('finds nothing for a word that is nowhere', async () => {
    const { body, total } = await search('query=helicopter');
    expect(body).toEqual([]);
    expect(total).toBe('0');
  });

  it('filters by city', async () => {
    expect((await search('query=refrigerator&city=Lucknow')).body).toHaveLength(2);
    expect((await search('query=refrigerator&city=Kanpur')).body).toEqual([]);
  });

  it('paginates the ranked results with the candidate total', async () => {
    const first = await search('query=sofa&limit=1');
    const second = await search('query=sofa&limit=1&page=2');
    const third = await search('query=sofa&limit=1&page=3');
    expect(titles(first.body)).toEqual(['Godrej Sofa Set']);
    expect(titles(second.body)).toEqual(['2 BHK Flat for Rent in Gomti Nagar']);
    expect(third.body).toEqual([]);
    expect([first.total, second.total, third.total]).toEqual(['2', '2', '2']);
  });

  it('treats quotes and SQL as plain words', async () => {
    const { status, body } = await search(`query=${encodeURIComponent("sofa' OR 1=1 --")}`);
    expect(status).toBe(200);
    // No row has the word "1", so full-text finds nothing; the typo fallback then finds the sofa by its title.
    expect(titles(body)).toEqual(['Godrej Sofa Set']);
  });

  it('rejects a query longer than 100 characters', async () => {
    const { status, body } = await search(`query=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/search with table statistics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t);
    // With statistics the service plans per word and corrects typos against the known lexemes.
    await t.db.execute(sql`ANALYZE products`);
    await t.db.execute(sql`ANALYZE listings`);
  });
  afterAll(() => t.close());

  async function ranked(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?query=${query}` });
    expect(res.statusCode).toBe(200);
    return titles(res.json());
  }
  const titlesFor = async (query: string) => (await ranked(query)).sort();

  it('still finds prefixes, typos and multi-word matches', async () => {
    expect(await titlesFor('refri')).toEqual(['Samsung Double Door Refrigerator', 'Whirlpool Single Door Refrigerator']);
    // Corrected to the lexeme "sofa", which the flat's description has too; the title match ranks first.
    expect(await ranked('sofaa')).toEqual(['Godrej Sofa Set', '2 BHK Flat for Rent in Gomti Nagar']);
    expect(await titlesFor('refrigrator')).toEqual(['Samsung Double Door Refrigerator', 'Whirlpool Single Door Refrigerator']);
    expect(await titlesFor('sofa%20gomti')).toEqual(['2 BHK Flat for Rent in Gomti Nagar']);
    expect(await titlesFor('lucknowi')).toEqual(['Ivory Chikankari Kurta for Rent']);
  });

  it('searches the corrected words beside the typed ones, not after them, and only for a word no vocabulary knows', async () => {
    // Each full-text statement the database is sent: when it was sent, and whether its answer had come back by then.
    const session = (
      t.db as unknown as { _: { session: { prepareQuery: (...a: unknown[]) => { execute: (...a: unknown[]) => Promise<unknown> } } } }
    )._.session;
    const prepare = session.prepareQuery.bind(session);
    let events: string[] = [];
    const spy = vi.spyOn(session, 'prepareQuery').mockImplementation((...args: unknown[]) => {
      const prepared = prepare(...args);
      if (!(args[0] as { sql: string }).sql.includes('@@')) return prepared;
      const execute = prepared.execute.bind(prepared);
      prepared.execute = (...values: unknown[]) => {
        const n = events.filter((e) => e.startsWith('sent')).length + 1;
        events.push(`sent ${n}`);
        return execute(...values).finally(() => events.push(`answered ${n}`));
      };
      return prepared;
    });
    try {
      expect(await ranked('sofaa')).toEqual(['Godrej Sofa Set', '2 BHK Flat for Rent in Gomti Nagar']);
      expect(events.slice(0, 2)).toEqual(['sent 1', 'sent 2']);
      events = [];
      // A word the statistics know: one statement, as before.
      expect(await titlesFor('refrigerator')).toEqual(['Samsung Double Door Refrigerator', 'Whirlpool Single Door Refrigerator']);
      expect(events).toEqual(['sent 1', 'answered 1']);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /api/search: the item that is what was searched', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createOwner(t.db);
    // An appliance whose description only mentions a fridge, and a room whose title has one.
    await createProduct(t.db, {
      ownerId: owner.id,
      title: 'Voltage stabiliser, 5 kVA',
      description: 'Keeps a fridge or a TV safe from cuts.',
      category: 'appliance',
      createdAt: minutesAgo(5),
    });
    await createListing(t.db, { title: 'Room with a fridge, Aliganj', category: 'property', createdAt: minutesAgo(10) });
    await createProduct(t.db, { ownerId: owner.id, title: 'LG 260 L fridge', category: 'appliance', createdAt: minutesAgo(20) });
  });
  afterAll(() => t.close());

  it('ranks an appliance first only when its title names the fridge, not its description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?query=fridge' });
    expect(titles(res.json())).toEqual(['LG 260 L fridge', 'Room with a fridge, Aliganj', 'Voltage stabiliser, 5 kVA']);
  });
});
