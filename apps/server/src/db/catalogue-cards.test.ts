import { isDeepStrictEqual } from 'node:util';
import { type CatalogueItem, catalogueItem, todayInIndia } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql-rows.js';
import {
  findNewestPerCategory,
  findPage,
  findPageAlone,
  type ItemFilter,
  type ItemRow,
  type PageResult,
} from '../modules/catalogue/catalogue.repository.js';
import { toCatalogueItem } from '../modules/catalogue/catalogue.service.js';
import { createListing, createOwner, createProduct, minutesAgo } from '../test/factories.js';
import { createTestApp, type TestContext, testDbKind } from '../test/harness.js';
import { itemsOf } from '../test/pages.js';
import { itemCards, itemColumns } from './catalogue-sql.js';
import type { Db } from './client.js';

/**
 * The read model (migration 0027, decision 0011): one row per approved product and ad in catalogue_cards, its finished
 * card the card itemCards builds, kept by triggers in the writes' own transactions. Each write that changes what a card
 * shows is made here as the app's writers make it (the same tables and columns), and after each one every row must be
 * what the view defines and every card what the lists' own query builds.
 */
let t: TestContext;
let db: Db;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
});
afterAll(() => t.close());

const run = async <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(await db.execute(query));

/** Rows of catalogue_cards that differ from what catalogue_card_rows says they should hold, or are missing, or extra. */
async function drift() {
  const columns = 'cat, city, locality, created_at, price_paise, units_sold, quantity, available, available_from, held_until';
  const row = (a: string) => `row(${columns.split(', ').map((c) => `${a}.${c}`)}, ${a}.card::text, ${a}.big_card::text)`;
  return run(
    sql.raw(`SELECT coalesce(t.source, v.source) AS source, coalesce(t.id, v.id) AS id FROM catalogue_cards t
      FULL JOIN catalogue_card_rows v ON v.source = t.source AND v.id = t.id WHERE ${row('t')} IS DISTINCT FROM ${row('v')}`),
  );
}

/**
 * Approved items whose stored card (with its closing brace) is not the card toCatalogueItem makes of the row the lists'
 * own query builds (itemCards), but for the availability the page's statement adds, or that has no stored card, or
 * a stored card without an item. Each stored card, with the availability, must also be what the contract's schema
 * allows and no more.
 */
async function cardsUnlikeTheLists() {
  const items = sql`(SELECT ${itemColumns('products')} FROM products WHERE approval_status = 'approved'
    UNION ALL SELECT ${itemColumns('listings')} FROM listings WHERE approval_status = 'approved')`;
  const built = await run<ItemRow>(itemCards(today, items, 'u'));
  const stored = new Map(
    (
      await run<{ key: string; card: string }>(
        sql`SELECT source || ' ' || id AS key, coalesce(card, big_card) AS card FROM catalogue_cards`,
      )
    ).map((row) => [row.key, row.card]),
  );
  const unlike: string[] = [];
  for (const row of built) {
    const key = `${row.source} ${row.id}`;
    const text = stored.get(key);
    stored.delete(key);
    const { availability, ...expected } = toCatalogueItem(row, today);
    const card = text === undefined ? undefined : (JSON.parse(`${text}}`) as Record<string, unknown>);
    const strict = catalogueItem.strict().safeParse({ ...card, availability });
    if (!card || !strict.success || !isDeepStrictEqual(card, expected)) unlike.push(key);
  }
  return [...unlike, ...stored.keys()];
}

async function expectInStep() {
  expect(await drift()).toEqual([]);
  expect(await cardsUnlikeTheLists()).toEqual([]);
}

/**
 * The stored card of one item as an object (null when the item has no row) with the row's units sold and quantity,
 * and whether it is kept apart for its size.
 */
async function cardOf(source: 'products' | 'listings', id: number) {
  const [row] = await run<{ card: string | null; big_card: string | null; units_sold: number; quantity: number }>(
    sql`SELECT card, big_card, units_sold, quantity FROM catalogue_cards WHERE source = ${source} AND id = ${id}`,
  );
  if (!row) return null;
  const card = JSON.parse(`${row.card ?? row.big_card}}`) as Record<string, unknown>;
  return { big: row.card === null, units_sold: row.units_sold, quantity: row.quantity, ...card };
}

const idsOf = (page: PageResult) => itemsOf(page, today).map((item) => item.id);

const categoryPage = (filter: Partial<ItemFilter> = {}) =>
  [
    ['products', 'listings'],
    { category: 'appliance', city: 'Lucknow', today, ...filter },
    { sort: 'latest', limit: 9, offset: 0 },
  ] as const;

describe('catalogue_cards (migration 0027)', () => {
  it('holds one finished card per approved item, each the card the lists build', async () => {
    const owner = await createOwner(db, { verified: true });
    await createProduct(db, { ownerId: owner.id, title: 'Voltas split AC 1.5 ton', rentPrice: 1200, createdAt: minutesAgo(5) });
    await createProduct(db, { ownerId: owner.id, title: 'Pending fridge', approvalStatus: 'pending' });
    await createProduct(db, { category: 'dress', title: 'Chikankari kurta', type: 'rent', price: 400 });
    await createListing(db, { category: 'appliance', title: 'Cooler for the summer', createdAt: minutesAgo(3) });
    await createListing(db, { title: 'Rejected flat', approvalStatus: 'rejected' });
    await expectInStep();
    const [counts] = await run<{ cards: number; approved: number }>(sql`SELECT
      (SELECT count(*) FROM catalogue_cards)::int AS cards,
      ((SELECT count(*) FROM products WHERE approval_status = 'approved') + (SELECT count(*) FROM listings WHERE approval_status = 'approved'))::int AS approved`);
    expect(counts?.cards).toBe(counts?.approved);
    expect(await cardOf('products', (await createProduct(db, { approvalStatus: 'pending' })).id)).toBeNull();
  });

  it('follows approval, edits, sales, rentals, reviews, the badge and deletion', async () => {
    const owner = await createOwner(db);
    const product = await createProduct(db, { ownerId: owner.id, title: 'Godrej almirah', approvalStatus: 'pending', quantity: 2 });
    const id = product.id;
    expect(await cardOf('products', id)).toBeNull();

    await run(sql`UPDATE products SET approval_status = 'approved' WHERE id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({
      title: 'Godrej almirah',
      owner_verified: false,
      rating: { average: null, count: 0 },
    });

    await run(sql`UPDATE products SET title = 'Godrej steel almirah', description = 'Two doors, a locker' WHERE id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ title: 'Godrej steel almirah', description: 'Two doors, a locker' });

    // A sale of one of its two units (an accepted sale line), then a rental of the other (held_until, raised by 0026's trigger).
    await run(sql`UPDATE products SET units_sold = 1 WHERE id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ units_sold: 1, quantity: 2 });
    await run(sql`UPDATE products SET held_until = ${today}::date + 30 WHERE id = ${id}`);
    const [held] = await run<{ held_until: string }>(
      sql`SELECT held_until::text FROM catalogue_cards WHERE id = ${id} AND source = 'products'`,
    );
    expect(held?.held_until).toBe((await run<{ d: string }>(sql`SELECT (${today}::date + 30)::text AS d`))[0]?.d);

    // Reviews revealed, then one hidden, then all.
    await run(sql`INSERT INTO rating_totals (subject_kind, subject_id, review_count, rating_sum) VALUES ('item', ${id}, 1, 4)`);
    expect(await cardOf('products', id)).toMatchObject({ rating: { average: 4, count: 1 } });
    await run(sql`UPDATE rating_totals SET review_count = 2, rating_sum = 9 WHERE subject_kind = 'item' AND subject_id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ rating: { average: 4.5, count: 2 } });
    // An owner's rating of the same number is not the item's.
    await run(sql`INSERT INTO rating_totals (subject_kind, subject_id, review_count, rating_sum) VALUES ('owner', ${id}, 5, 25)`);
    expect(await cardOf('products', id)).toMatchObject({ rating: { average: 4.5, count: 2 } });
    await run(sql`DELETE FROM rating_totals WHERE subject_kind = 'item' AND subject_id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ rating: { average: null, count: 0 } });

    // The owner's badge, given and taken away.
    await run(sql`UPDATE owners SET verified = true WHERE id = ${owner.id}`);
    expect(await cardOf('products', id)).toMatchObject({ owner_verified: true });
    await run(sql`UPDATE owners SET verified = false WHERE id = ${owner.id}`);
    expect(await cardOf('products', id)).toMatchObject({ owner_verified: false });
    await expectInStep();

    // Rejected, approved again, deleted; an ad edited and deleted; an owner deleted with their products.
    await run(sql`UPDATE products SET approval_status = 'rejected', rejection_reason = 'Blurry photo' WHERE id = ${id}`);
    expect(await cardOf('products', id)).toBeNull();
    await run(sql`UPDATE products SET approval_status = 'approved' WHERE id = ${id}`);
    expect(await cardOf('products', id)).not.toBeNull();
    await run(sql`DELETE FROM products WHERE id = ${id}`);
    expect(await cardOf('products', id)).toBeNull();
    const ad = await createListing(db, { title: 'Room near Lucknow University' });
    await run(sql`UPDATE listings SET price_paise = 450000 WHERE id = ${ad.id}`);
    expect(await cardOf('listings', ad.id)).toMatchObject({ price: 4500, offer: { kind: 'rent', rent: { monthly: 4500 } } });
    await run(sql`DELETE FROM listings WHERE id = ${ad.id}`);
    expect(await cardOf('listings', ad.id)).toBeNull();
    const leaving = await createOwner(db);
    const theirs = await createProduct(db, { ownerId: leaving.id });
    expect(await cardOf('products', theirs.id)).not.toBeNull();
    await run(sql`DELETE FROM owners WHERE id = ${leaving.id}`);
    expect(await cardOf('products', theirs.id)).toBeNull();
    await expectInStep();
  });

  it('writes each card as toCatalogueItem does, whatever its text, offer, rating and dates', async () => {
    const title = 'Quote " backslash \\ tab \t line \n bell \u0007 del \u007f 🙂 लखनऊ';
    const both = await createProduct(db, { title, description: 'सोफ़ा, "तीन" सीटों वाला\r\n', price: 1234.56, rentPrice: 99.99 });
    await run(sql`UPDATE products SET deposit_paise = 250050, min_tenure_months = 3, bhk = 2, furnishing = 'semi_furnished',
      tenure_discounts = '[{"months": 6, "percent": 5}, {"months": 12, "percent": 10}]'::jsonb,
      available_from = ${today}::date + 10, created_at = '2026-01-02 03:04:05.678901+00' WHERE id = ${both.id}`);
    const rentOnly = await createProduct(db, { type: 'rent', price: 0.01, rentPrice: 0.01, category: 'property' });
    // Means whose tenfold sits on or near a half: Math.round's rounding, not PostgreSQL's.
    for (const [sum, count] of [
      [89, 20],
      [7, 3],
      [29, 7],
      [9, 2],
    ] as const) {
      const rated = await createProduct(db, { title: `Rated ${sum}/${count}` });
      await run(
        sql`INSERT INTO rating_totals (subject_kind, subject_id, review_count, rating_sum) VALUES ('item', ${rated.id}, ${count}, ${sum})`,
      );
    }
    await createListing(db, { title: 'Flat with "quotes"', bhk: 3, furnishing: 'furnished', price: 15000.5 });
    expect(await cardOf('products', both.id)).toMatchObject({
      title,
      price: 1234.56,
      rent_price: 99.99,
      bhk: 2,
      created_at: '2026-01-02T03:04:05.678Z',
      offer: {
        rent: {
          deposit: 2500.5,
          min_months: 3,
          discounts: [
            { months: 6, percent: 5 },
            { months: 12, percent: 10 },
          ],
        },
      },
    });
    expect(await cardOf('products', rentOnly.id)).toMatchObject({ price: 0.01, offer: { kind: 'rent', sale_price: null } });
    await expectInStep();
  });

  it('keeps a card too large for an index entry apart, and lists it all the same', async () => {
    // 4,000 characters of Devanagari: 12 KB, more than a btree entry holds.
    const description = 'लखनऊ में किराये पर '.repeat(210).slice(0, 4000);
    const big = await createProduct(db, { title: 'Long story sofa', description, createdAt: minutesAgo(1) });
    expect(await cardOf('products', big.id)).toMatchObject({ big: true, description });
    await expectInStep();
    const [sources, filter, page] = categoryPage();
    const [together, alone] = await Promise.all([findPage(db, sources, filter, page, {}), findPageAlone(db, sources, filter, page, {})]);
    expect(together.json).toBeDefined();
    expect(idsOf(together)).toContain(big.id);
    expect(itemsOf(together, today)).toEqual(itemsOf(alone, today));

    // Two big cards side by side, after a card whose title holds the pages' separator (U+001E) and a quote; then a
    // place where big cards are all there is, alone and two together.
    await createProduct(db, { title: 'Record\u001eseparator "sofa"', createdAt: minutesAgo(0) });
    const second = await createProduct(db, { title: 'Long story bed', description, createdAt: minutesAgo(1) });
    const [read, tables] = await Promise.all([findPage(db, sources, filter, page, {}), findPageAlone(db, sources, filter, page, {})]);
    expect(itemsOf(read, today)).toEqual(itemsOf(tables, today));
    const titles = itemsOf(read, today).map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Record\u001eseparator "sofa"', 'Long story bed', 'Long story sofa']));
    expect(titles.indexOf('Long story sofa') - titles.indexOf('Long story bed')).toBe(1);
    expect([second.id, big.id].every((id) => idsOf(read).includes(id))).toBe(true);
    const inKanpur = async () =>
      ((await findNewestPerCategory(db, ['appliance'], 4, 'Kanpur', today))[0] ?? []).map((text) => JSON.parse(text).title);
    expect(await inKanpur()).toEqual([]);
    await createProduct(db, { title: 'Kanpur almirah', description, city: 'Kanpur', createdAt: minutesAgo(2) });
    expect(await inKanpur()).toEqual(['Kanpur almirah']);
    await createProduct(db, { title: 'Kanpur cooler', description, city: 'Kanpur', createdAt: minutesAgo(1) });
    expect(await inKanpur()).toEqual(['Kanpur cooler', 'Kanpur almirah']);
  });

  it("is what the category pages, every category's and the home page read", async () => {
    const shown = await createProduct(db, { title: 'Kent RO purifier', createdAt: minutesAgo(0) });
    const [sources, filter, page] = categoryPage();
    expect(itemsOf(await findPage(db, sources, filter, page, {}), today)[0]?.title).toBe('Kent RO purifier');
    const newest = async () =>
      ((await findNewestPerCategory(db, ['appliance'], 4, 'Lucknow', today))[0] ?? []).map(
        (text) => (JSON.parse(text) as CatalogueItem).id,
      );
    expect((await newest())[0]).toBe(shown.id);
    // Its row taken out of the read model behind the triggers' back: the pages read from it no longer have the item,
    // while the tables' own statement still does.
    await run(sql`DELETE FROM catalogue_cards WHERE source = 'products' AND id = ${shown.id}`);
    expect(idsOf(await findPage(db, sources, filter, page, {}))).not.toContain(shown.id);
    expect(await newest()).not.toContain(shown.id);
    const everyCategory = { city: 'Lucknow', today };
    expect(idsOf(await findPage(db, sources, everyCategory, page, {}))).not.toContain(shown.id);
    expect(idsOf(await findPageAlone(db, sources, filter, page, {}))[0]).toBe(shown.id);
    expect(idsOf(await findPageAlone(db, sources, everyCategory, page, {}))[0]).toBe(shown.id);
    await run(sql`SELECT catalogue_card_refresh('products', ${shown.id})`);
    expect(idsOf(await findPage(db, sources, filter, page, {}))[0]).toBe(shown.id);
    expect((await newest())[0]).toBe(shown.id);
    expect(idsOf(await findPage(db, sources, everyCategory, page, {}))[0]).toBe(shown.id);
    await expectInStep();
  });
});

describe.runIf(testDbKind === 'postgres')('catalogue_cards under concurrent writes (PostgreSQL)', () => {
  it('keeps both of two transactions that change one card at once', async () => {
    const product = await createProduct(db, { title: 'Usha table fan' });
    let edited!: () => void;
    const editDone = new Promise<void>((resolve) => {
      edited = resolve;
    });
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => {
      commit = resolve;
    });
    // An edit holds the product's row and its refreshed card uncommitted while a review of it is revealed.
    const edit = db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET title = 'Usha table fan, 400 mm' WHERE id = ${product.id}`);
      edited();
      await mayCommit;
    });
    await editDone;
    const review = db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO rating_totals (subject_kind, subject_id, review_count, rating_sum) VALUES ('item', ${product.id}, 1, 5)`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    commit();
    await Promise.all([edit, review]);
    expect(await cardOf('products', product.id)).toMatchObject({ title: 'Usha table fan, 400 mm', rating: { average: 5, count: 1 } });
    await expectInStep();
  });
});
