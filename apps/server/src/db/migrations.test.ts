import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { addMonths, legacyOfferFields, offerFromLegacy } from '@kiraya/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDbName } from '../test/global-setup.js';
import { testDbKind } from '../test/harness.js';
import { withDatabase } from '../test/pg-admin.js';
import { MIGRATIONS_FOLDER } from './client.js';

// Migration 0003_offers from the data as it was before it (docs/renting.md): every product becomes the offer its
// spec fields described — what a buyer could order, and at what price, does not change — and order lines get their
// dates, accepted sales their sold units, products their cover photo.

/** The migrations folder cut after `count` entries: the database as it was before later ones. */
function folderUpTo(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiraya-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Db {
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEmpty(): Promise<Db> {
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `kiraya_mig_${randomBytes(5).toString('hex')}`;
    await withDatabase(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const pool = new pg.Pool({ connectionString: withDbName(url, name), max: 2 });
    const db = drizzlePg(pool);
    return {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

let db: Db;
const folders: string[] = [];
afterAll(async () => {
  await db?.close();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

/** Yesterday's kinds of product rows: [title, type, price, rent price, is_rentable] (paise). */
const LEGACY = [
  ['flat, rent, equal prices', 'rent', 3_200_000, 3_200_000, true],
  ['fridge, rent, no rent price', 'rent', 90_000, null, false],
  ['washer, rent, a different price', 'rent', 1_450_000, 90_000, true],
  ['AC, sale and rentable', 'sale', 2_200_000, 170_000, true],
  ['fan, sale with a rent price, not rentable', 'sale', 240_000, 30_000, false],
  ['sofa, sale marked rentable without a rent price', 'sale', 800_000, null, true],
  ['saree, sale only', 'sale', 500_000, null, false],
] as const;

beforeAll(async () => {
  db = await openEmpty();
  const before = folderUpTo(3);
  folders.push(before);
  await db.migrate(before);
  await db.query(`INSERT INTO owners (name, email, password_hash) VALUES ('Neha', 'neha@example.in', '!')`);
  await db.query(`INSERT INTO users (name, email, password_hash) VALUES ('Aarav', 'aarav@example.in', '!')`);
  for (const [title, type, price, rent, rentable] of LEGACY) {
    await db.query(`INSERT INTO products (owner_id, title, description, price_paise, rent_price_paise, category, condition, type, image, is_rentable, approval_status)
      VALUES (1, '${title}', 'x', ${price}, ${rent ?? 'NULL'}, 'appliance', 'used', '${type}', 'img/${title.split(',')[0]}', ${rentable}, 'approved')`);
  }
  // An order of yesterday: the AC bought and accepted, the flat rented for 6 months and accepted, the saree pending.
  await db.query(`INSERT INTO orders (user_id, name, email, address, city, zip, payment_method, total_paise, created_at)
    VALUES (1, 'Aarav', 'aarav@example.in', '12 Hazratganj', 'Lucknow', '226001', 'upi', 0, '2026-11-20T20:00:00Z')`);
  await db.query(`INSERT INTO order_items (order_id, source, product_id, owner_id, title, category, type, unit_price_paise, quantity, months, total_paise, status, created_at) VALUES
    (1, 'products', 4, 1, 'AC', 'appliance', 'sale', 2200000, 1, NULL, 2200000, 'accepted', '2026-11-20T20:00:00Z'),
    (1, 'products', 1, 1, 'flat', 'appliance', 'rent', 3200000, 1, 6, 19200000, 'accepted', '2026-11-20T20:00:00Z'),
    (1, 'products', 7, 1, 'saree', 'appliance', 'sale', 500000, 1, NULL, 500000, 'pending', '2026-11-20T20:00:00Z')`);
  await db.migrate(MIGRATIONS_FOLDER);
});

describe('0003_offers on yesterday’s data', () => {
  it('turns every product into the offer its spec fields described, keeping what could be ordered and at what price', async () => {
    const rows = await db.query<{
      title: string;
      offer: string;
      sale_price_paise: string | null;
      rent_monthly_paise: string | null;
      price_paise: string;
      rent_price_paise: string | null;
      type: 'rent' | 'sale';
      is_rentable: boolean;
    }>(
      `SELECT title, offer, sale_price_paise, rent_monthly_paise, price_paise, rent_price_paise, type, is_rentable FROM products ORDER BY id`,
    );
    const num = (v: string | null) => (v === null ? null : Number(v));
    rows.forEach((row, i) => {
      const [title, type, price, rent, rentable] = LEGACY[i] as (typeof LEGACY)[number];
      const expected = offerFromLegacy({ type, price, rent_price: rent, is_rentable: rentable });
      expect({ title: row.title, offer: row.offer, sale: num(row.sale_price_paise), monthly: num(row.rent_monthly_paise) }).toEqual({
        title,
        offer: expected.kind,
        sale: expected.sale,
        monthly: expected.monthly,
      });
      // The spec's fields now read exactly as the offer derives them.
      const derived = legacyOfferFields(expected);
      expect({ price: num(row.price_paise), rent_price: num(row.rent_price_paise), type: row.type, is_rentable: row.is_rentable }).toEqual(
        derived,
      );
    });
    expect(rows.map((r) => r.offer)).toEqual(['rent', 'rent', 'rent', 'both', 'sale', 'sale', 'sale']);
  });

  it('dates the lines from the day they were placed in India, marks the accepted sale sold, and gives each product its cover', async () => {
    const lines = await db.query<{ title: string; start_date: string; end_date: string | null; list_monthly_paise: string | null }>(
      `SELECT title, start_date::text, end_date::text, list_monthly_paise FROM order_items ORDER BY id`,
    );
    // 20:00 UTC on the 20th is past midnight in Lucknow: the 21st.
    expect(lines).toEqual([
      { title: 'AC', start_date: '2026-11-21', end_date: null, list_monthly_paise: null },
      { title: 'flat', start_date: '2026-11-21', end_date: addMonths('2026-11-21', 6), list_monthly_paise: expect.anything() },
      { title: 'saree', start_date: '2026-11-21', end_date: null, list_monthly_paise: null },
    ]);
    const sold = await db.query<{ title: string; units_sold: number }>(`SELECT title, units_sold FROM products WHERE units_sold > 0`);
    expect(sold.map((s) => s.title)).toEqual(['AC, sale and rentable']);
    const covers = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_images i JOIN products p ON p.id = i.product_id AND i.position = 0 AND i.image = p.image`,
    );
    expect(covers[0]?.n).toBe(LEGACY.length);
  });

  it('leaves a database the checks hold on: a row whose spec fields disagree with its offer is refused', async () => {
    await expect(db.query(`UPDATE products SET price_paise = price_paise + 1 WHERE id = 1`)).rejects.toThrow(/products_legacy_fields/);
  });
});

// Migration 0026: lists skip the rentals lookup of a product whose held_until is not after today, so the backfill must
// give one to every product a rental of which may still run, and may leave those whose rentals all ended.
describe('0026_products_held_until on a database with rentals', () => {
  let before: Db;
  afterAll(() => before?.close());

  it('gives each product with a rental still running its last end date, and the trigger keeps raising it', async () => {
    before = await openEmpty();
    const folder = folderUpTo(26); // up to 0025
    folders.push(folder);
    await before.migrate(folder);
    await before.query(`INSERT INTO owners (name, email, password_hash) VALUES ('Neha', 'neha@example.in', '!')`);
    await before.query(`INSERT INTO users (name, email, password_hash) VALUES ('Aarav', 'aarav@example.in', '!')`);
    for (const title of ['fridge', 'cooler', 'washer', 'sofa']) {
      await before.query(`INSERT INTO products (owner_id, title, description, price_paise, rent_price_paise, offer, rent_monthly_paise, category,
          condition, type, image, is_rentable, approval_status, locality)
        VALUES (1, '${title}', 'x', 90000, 90000, 'rent', 90000, 'appliance', 'used', 'rent', 'img/${title}', true, 'approved', 'aishbagh')`);
    }
    await before.query(`INSERT INTO orders (user_id, name, email, address, city, zip, payment_method, total_paise)
      VALUES (1, 'Aarav', 'aarav@example.in', '12 Hazratganj', 'Lucknow', '226001', 'upi', 0)`);
    // The fridge: two accepted rentals, one running for another month, one that ended; the cooler: one that ended last
    // month; the washer: a rental still pending; the sofa: none.
    const line = (product: number, status: string, start: string, end: string) =>
      `(1, 'products', ${product}, 1, 'x', 'appliance', 'rent', 90000, 1, 1, 90000, '${status}', ${start}, ${end})`;
    await before.query(`INSERT INTO order_items (order_id, source, product_id, owner_id, title, category, type, unit_price_paise, quantity,
        months, total_paise, status, start_date, end_date) VALUES
      ${line(1, 'accepted', 'current_date - 10', 'current_date + 30')},
      ${line(1, 'accepted', 'current_date - 400', 'current_date - 370')},
      ${line(2, 'accepted', 'current_date - 60', 'current_date - 30')},
      ${line(3, 'pending', 'current_date', 'current_date + 30')}`);
    await before.migrate(MIGRATIONS_FOLDER);
    const held = async () =>
      before.query<{ title: string; held: boolean }>(
        `SELECT title, held_until = (SELECT max(end_date) FROM order_items WHERE product_id = products.id AND status = 'accepted') AS held
         FROM products WHERE held_until IS NOT NULL ORDER BY id`,
      );
    expect(await held()).toEqual([{ title: 'fridge', held: true }]);
    // Accepting the washer's line raises its held_until (the trigger), as accepting does in the app.
    await before.query(`UPDATE order_items SET status = 'accepted', stage = 'awaiting_delivery' WHERE product_id = 3`);
    expect(await held()).toEqual([
      { title: 'fridge', held: true },
      { title: 'washer', held: true },
    ]);
  });
});
