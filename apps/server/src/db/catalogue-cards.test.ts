import { todayInIndia } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/sql-rows.js';
import {
  findNewestPerCategory,
  findPage,
  findPageAlone,
  type ItemFilter,
  type ItemRow,
} from '../modules/catalogue/catalogue.repository.js';
import { createListing, createOwner, createProduct, minutesAgo } from '../test/factories.js';
import { createTestApp, type TestContext, testDbKind } from '../test/harness.js';
import { itemCards, itemColumns, STORED_CARD_COLUMNS } from './catalogue-sql.js';
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

/** Approved items whose stored card is not the card itemCards builds for them (its columns but the day's rentals). */
async function cardsUnlikeTheLists() {
  const items = sql`(SELECT ${itemColumns('products')} FROM products WHERE approval_status = 'approved'
    UNION ALL SELECT ${itemColumns('listings')} FROM listings WHERE approval_status = 'approved')`;
  const built = sql.raw(`json_build_array(${STORED_CARD_COLUMNS.map((c) => `y.${c}`).join(', ')})::text`);
  return run(sql`SELECT y.source, y.id FROM (${itemCards(today, items, 'u')}) y
    FULL JOIN catalogue_cards c ON c.source = y.source AND c.id = y.id
    WHERE ${built} IS DISTINCT FROM coalesce(c.card, c.big_card)::text`);
}

async function expectInStep() {
  expect(await drift()).toEqual([]);
  expect(await cardsUnlikeTheLists()).toEqual([]);
}

/** The stored card of one item as an object (null when the item has no row), and whether it is kept apart for its size. */
async function cardOf(source: 'products' | 'listings', id: number) {
  const [row] = await run<{ card: unknown[] | null; big_card: unknown[] | null }>(
    sql`SELECT card, big_card FROM catalogue_cards WHERE source = ${source} AND id = ${id}`,
  );
  if (!row) return null;
  const values = row.card ?? row.big_card ?? [];
  return { big: row.card === null, ...Object.fromEntries(STORED_CARD_COLUMNS.map((name, i) => [name, values[i]])) } as Record<
    string,
    unknown
  >;
}

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
    expect(await cardOf('products', id)).toMatchObject({ title: 'Godrej almirah', owner_verified: false, rating_count: 0 });

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
    expect(await cardOf('products', id)).toMatchObject({ rating_count: 1, rating_sum: 4 });
    await run(sql`UPDATE rating_totals SET review_count = 2, rating_sum = 9 WHERE subject_kind = 'item' AND subject_id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ rating_count: 2, rating_sum: 9 });
    // An owner's rating of the same number is not the item's.
    await run(sql`INSERT INTO rating_totals (subject_kind, subject_id, review_count, rating_sum) VALUES ('owner', ${id}, 5, 25)`);
    expect(await cardOf('products', id)).toMatchObject({ rating_count: 2, rating_sum: 9 });
    await run(sql`DELETE FROM rating_totals WHERE subject_kind = 'item' AND subject_id = ${id}`);
    expect(await cardOf('products', id)).toMatchObject({ rating_count: 0, rating_sum: 0 });

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
    expect(await cardOf('listings', ad.id)).toMatchObject({ price_paise: 450000, rent_monthly_paise: 450000 });
    await run(sql`DELETE FROM listings WHERE id = ${ad.id}`);
    expect(await cardOf('listings', ad.id)).toBeNull();
    const leaving = await createOwner(db);
    const theirs = await createProduct(db, { ownerId: leaving.id });
    expect(await cardOf('products', theirs.id)).not.toBeNull();
    await run(sql`DELETE FROM owners WHERE id = ${leaving.id}`);
    expect(await cardOf('products', theirs.id)).toBeNull();
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
    expect(together.rows.map((row) => row.id)).toContain(big.id);
    // findPageAlone's rows also carry the (unasked) count and highest price of its one-row join.
    expect(together.rows).toEqual(
      alone.rows.map((row) => {
        const { total, max_price, ...card } = row as ItemRow & { total: unknown; max_price: unknown };
        return card;
      }),
    );
  });

  it("is what the category pages, every category's and the home page read", async () => {
    const shown = await createProduct(db, { title: 'Kent RO purifier', createdAt: minutesAgo(0) });
    const [sources, filter, page] = categoryPage();
    expect((await findPage(db, sources, filter, page, {})).rows[0]?.title).toBe('Kent RO purifier');
    const newest = async () => (await findNewestPerCategory(db, ['appliance'], 4, 'Lucknow', today)).map((row) => row.id);
    expect((await newest())[0]).toBe(shown.id);
    // Its row taken out of the read model behind the triggers' back: the pages read from it no longer have the item,
    // while the tables' own statement still does.
    await run(sql`DELETE FROM catalogue_cards WHERE source = 'products' AND id = ${shown.id}`);
    expect((await findPage(db, sources, filter, page, {})).rows.map((row) => row.id)).not.toContain(shown.id);
    expect(await newest()).not.toContain(shown.id);
    const everyCategory = { city: 'Lucknow', today };
    expect((await findPage(db, sources, everyCategory, page, {})).rows.map((row) => row.id)).not.toContain(shown.id);
    expect((await findPageAlone(db, sources, filter, page, {})).rows[0]?.id).toBe(shown.id);
    expect((await findPageAlone(db, sources, everyCategory, page, {})).rows[0]?.id).toBe(shown.id);
    await run(sql`SELECT catalogue_card_refresh('products', ${shown.id})`);
    expect((await findPage(db, sources, filter, page, {})).rows[0]?.id).toBe(shown.id);
    expect((await newest())[0]).toBe(shown.id);
    expect((await findPage(db, sources, everyCategory, page, {})).rows[0]?.id).toBe(shown.id);
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
    expect(await cardOf('products', product.id)).toMatchObject({ title: 'Usha table fan, 400 mm', rating_count: 1, rating_sum: 5 });
    await expectInStep();
  });
});
