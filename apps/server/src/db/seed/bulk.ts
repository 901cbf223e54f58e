import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';

/**
 * Bulk catalogue for benchmarks: rows are generated inside the database (INSERT … SELECT over
 * generate_series), so a million rows take minutes. Every value is a deterministic function of the
 * row number (hashint8), drawn from word lists with skewed frequencies so search terms hit very
 * different numbers of rows ('lucknow' all, 'flat' many, 'chikankari' some, 'vintage' few).
 */
export interface BulkOptions {
  products: number;
  listings: number;
  log?: (message: string) => void;
}

const BATCH = 50_000;
/** Below this many new rows, dropping and rebuilding the indexes costs more than it saves. */
const REBUILD_INDEXES_FROM = 50_000;
const BULK_OWNERS = 8;

/** Names of the contract's LOCALITIES (the bulk rows' `locality` is the slug of one), the busiest first. */
const LOCALITIES = [
  'Gomti Nagar',
  'Hazratganj',
  'Aliganj',
  'Indira Nagar',
  'Alambagh',
  'Mahanagar',
  'Jankipuram',
  'Vikas Nagar',
  'Rajajipuram',
  'Aminabad',
  'Chowk',
  'Kapoorthala',
  'Nishatganj',
  'Kalyanpur',
  'Sushant Golf City',
  'Ashiyana',
  'Telibagh',
  'Charbagh',
  'Gomti Nagar Extension',
  'Chinhat',
  'Lalbagh',
  'Sitapur Road',
  'Faizabad Road',
  'Kursi Road',
  'LDA Colony',
  'Sarojini Nagar',
  'Daliganj',
  'Nirala Nagar',
  'Husainganj',
  'Kaiserbagh',
];

const PROPERTY_KINDS = [
  'Flat',
  'Apartment',
  'Independent House',
  'Builder Floor',
  'Studio Apartment',
  'PG Room',
  'Villa',
  'Duplex',
  'Penthouse',
  'Shop',
  'Office Space',
  'Residential Plot',
  'Warehouse',
];
const PROPERTY_ADJECTIVES = [
  'Spacious',
  'Furnished',
  'Semi-furnished',
  'Unfurnished',
  'Newly Built',
  'Corner',
  'Sunny',
  'Modern',
  'Affordable',
  'Luxury',
  'Compact',
  'Park-facing',
  'Vastu-compliant',
];
const BHK = ['1 BHK', '2 BHK', '2 BHK', '3 BHK', '3 BHK', '4 BHK', '1 RK'];

const APPLIANCE_KINDS = [
  '253 L Double Door Refrigerator',
  '190 L Single Door Refrigerator',
  '7 kg Front Load Washing Machine',
  '6.5 kg Top Load Washing Machine',
  '1.5 Ton Split Air Conditioner',
  '1 Ton Window Air Conditioner',
  '25 L Microwave Oven',
  'RO Water Purifier',
  '43 inch Smart LED TV',
  'Desert Air Cooler',
  'Instant Geyser',
  'Ceiling Fan',
  'Mixer Grinder',
  'Induction Cooktop',
  'Vacuum Cleaner',
  'Chimney',
  'Dishwasher',
  'Inverter Battery',
  'Sofa Set',
  'Sofa Cum Bed',
  'Double Bed',
  'Study Table',
  'Wardrobe',
  'Dining Table',
];
const BRANDS = [
  'Samsung',
  'LG',
  'Whirlpool',
  'Godrej',
  'Haier',
  'Voltas',
  'Panasonic',
  'Bajaj',
  'Havells',
  'IFB',
  'Kent',
  'Sony',
  'Blue Star',
  'Crompton',
  'Philips',
  'Usha',
  'Durian',
  'Nilkamal',
];
const APPLIANCE_QUALIFIERS = ['Almost New', 'Lightly Used', 'Well Maintained', 'Premium', 'Energy Saving', 'Compact', 'Branded', 'Sturdy'];

const CLOTHING_KINDS = [
  'Saree',
  'Lehenga',
  'Sherwani',
  'Kurta Set',
  'Anarkali Suit',
  'Chikankari Kurta',
  'Bridal Lehenga',
  'Nehru Jacket',
  'Blazer',
  'Evening Gown',
  'Indo-Western Suit',
  'Dupatta',
  'Palazzo Set',
  'Bandhgala',
];
const COLOURS = [
  'Red',
  'Maroon',
  'Ivory',
  'Pastel Pink',
  'Royal Blue',
  'Emerald Green',
  'Mustard',
  'Black',
  'Gold',
  'Peach',
  'Lavender',
  'White',
];
const FABRICS = ['Silk', 'Cotton', 'Georgette', 'Chiffon', 'Velvet', 'Linen', 'Banarasi', 'Organza', 'Chanderi', 'Khadi'];

const PROPERTY_PHRASES = [
  'Close to the metro station and main market.',
  'Modular kitchen, two balconies and covered parking.',
  'Comes furnished with a sofa, double bed and wardrobe.',
  '24x7 water supply, power backup and security guard.',
  'Family-friendly society with a park and a temple nearby.',
  'Walking distance from schools, hospitals and the bus stop.',
  'Freshly painted, marble flooring, east-facing entrance.',
  'Suitable for working professionals and students.',
  'Lift, intercom and gated community.',
  'Quiet lane, ample sunlight and cross ventilation.',
];
const APPLIANCE_PHRASES = [
  'In excellent working condition, lightly used.',
  'Serviced last month, all parts original.',
  'Comes with the original bill and remaining warranty.',
  'Energy efficient and very quiet.',
  'Free installation within the city.',
  'Minor scratches on the side, works perfectly.',
  'Selling because we are relocating.',
  'Ideal for a small family or bachelors.',
  'Stabilizer and remote included.',
  'Pickup from the address or delivery at a small charge.',
];
const CLOTHING_PHRASES = [
  'Worn once at a wedding, dry cleaned.',
  'Hand embroidered Lucknowi chikankari work.',
  'Includes matching dupatta and accessories.',
  'Available in sizes M, L and XL.',
  'Perfect for sangeet, mehendi and receptions.',
  'Rich zari border and intricate detailing.',
  'Lightweight and comfortable for long functions.',
  'Alterations can be arranged at a nearby tailor.',
  'Rent it for your special day at a fraction of the price.',
  'Stored carefully in a garment bag.',
];
/** Rare words, so some searches match only a few hundred rows of a million. */
const RARE_PHRASES = [
  'Vintage piece, a collector favourite.',
  'Antique teak wood finish.',
  'Heritage haveli style interiors.',
  'Imported from Jaipur.',
];

const FIRST_NAMES = [
  'Rahul',
  'Priya',
  'Amit',
  'Sana',
  'Vikas',
  'Neha',
  'Arjun',
  'Fatima',
  'Rohit',
  'Kavya',
  'Saurabh',
  'Ayesha',
  'Deepak',
  'Pooja',
];
const LAST_NAMES = [
  'Srivastava',
  'Verma',
  'Mishra',
  'Khan',
  'Tiwari',
  'Awasthi',
  'Pandey',
  'Siddiqui',
  'Yadav',
  'Gupta',
  'Rastogi',
  'Shukla',
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** Uniform pseudo-random integer in [0, n) from the row number g and a salt (deterministic). */
const rnd = (n: number, salt: number) => `((hashint8(g * 64 + ${salt})::bigint + 2147483648) % ${n})`;
/** Skewed pick: early entries of the list come up much more often (roughly quadratic). */
const skewed = (n: number, salt: number) => `floor(${n} * power(${rnd(1_000_000, salt)}::float8 / 1000000, 2))::int`;

const pick = (words: readonly string[], salt: number, skew = false) =>
  `(ARRAY[${words.map(quote).join(',')}])[1 + ${skew ? skewed(words.length, salt) : rnd(words.length, salt)}]`;

/** The columns filters read: the locality's slug (as the contract makes it), BHK and furnishing of property from its title's words. */
const placeSql = (adjective: string) => `lower(regexp_replace(locality, '[^A-Za-z0-9]+', '-', 'g')),
      CASE WHEN cat = 0 THEN CASE ${pick(BHK, 4)} WHEN '1 RK' THEN 0 ELSE substring(${pick(BHK, 4)} FROM '[0-9]+')::int END END,
      CASE WHEN cat = 0 THEN CASE ${adjective} WHEN 'Furnished' THEN 'furnished' WHEN 'Semi-furnished' THEN 'semi_furnished' WHEN 'Unfurnished' THEN 'unfurnished' END END`;

/** A short description: two or three phrases of the category, a locality sentence, sometimes a rare phrase. */
function descriptionSql(cat: string): string {
  const phrases = (salt: number) =>
    `CASE ${cat} WHEN 0 THEN ${pick(PROPERTY_PHRASES, salt)} WHEN 1 THEN ${pick(APPLIANCE_PHRASES, salt)} ELSE ${pick(CLOTHING_PHRASES, salt)} END`;
  return `concat_ws(' ', ${phrases(20)}, ${phrases(21)}, 'Located in ' || locality || ', Lucknow.', CASE WHEN ${rnd(3, 22)} = 0 THEN ${phrases(23)} END, CASE WHEN ${rnd(400, 24)} = 0 THEN ${pick(RARE_PHRASES, 25)} END)`;
}

/** Twelve stock picture keys per category (the files need not exist for a benchmark). */
const imageSql = `'bulk/' || (ARRAY['property','appliance','dress'])[1 + cat] || '-' || (1 + ${rnd(12, 39)})`;

/** created_at spread over the last two years; later rows are newer. */
const createdAtSql = (total: number) =>
  `now() - make_interval(secs => (${total} - g) * (63072000.0 / greatest(${total}, 1)) + ${rnd(3600, 60)})`;

function productsBatch(from: number, to: number, total: number, ownerIds: number[]): SQL {
  // In the outer query `cat` (0 property, 1 appliance, 2 dress) and `locality` are columns of the row source s.
  const title = `CASE cat
      WHEN 0 THEN concat_ws(' ', ${pick(PROPERTY_ADJECTIVES, 3)}, ${pick(BHK, 4)}, ${pick(PROPERTY_KINDS, 5, true)}, 'in', locality)
      WHEN 1 THEN concat_ws(' ', ${pick(BRANDS, 6, true)}, ${pick(APPLIANCE_QUALIFIERS, 7)}, ${pick(APPLIANCE_KINDS, 8, true)})
      ELSE concat_ws(' ', ${pick(COLOURS, 9)}, ${pick(FABRICS, 10, true)}, ${pick(CLOTHING_KINDS, 11, true)}) END`;
  // Prices in paise: property sells for lakhs, appliances for thousands, clothes for hundreds to thousands.
  const price = `CASE cat
      WHEN 0 THEN (1500000 + ${rnd(13500000, 30)}) * 100
      WHEN 1 THEN (1500 + ${rnd(58500, 31)}) * 100
      ELSE (400 + ${rnd(24600, 32)}) * 100 END`;
  const rent = `CASE WHEN rentable THEN CASE cat
      WHEN 0 THEN (5000 + ${rnd(55000, 34)}) * 100
      WHEN 1 THEN (300 + ${rnd(2700, 35)}) * 100
      ELSE (200 + ${rnd(4800, 36)}) * 100 END END`;
  // Rentable rows are rent-only offers (their price is the monthly rent), the others sale-only: see lib/offer-columns.ts.
  // Each product's picture is also its cover photo (product_images, position 0), inserted by the same statement.
  return sql.raw(`WITH inserted AS (INSERT INTO products (owner_id, title, description, price_paise, rent_price_paise, offer, sale_price_paise,
      rent_monthly_paise, category, location, locality, bhk, furnishing, city, condition, type, image, available, is_rentable, approval_status, created_at, updated_at)
    SELECT (ARRAY[${ownerIds.join(',')}]::int[])[1 + ${rnd(ownerIds.length, 37)}], ${title}, ${descriptionSql('cat')},
      CASE WHEN rentable THEN ${rent} ELSE ${price} END, ${rent}, CASE WHEN rentable THEN 'rent' ELSE 'sale' END,
      CASE WHEN rentable THEN NULL ELSE ${price} END, ${rent},
      (ARRAY['property','appliance','dress'])[1 + cat], locality, ${placeSql(pick(PROPERTY_ADJECTIVES, 3))}, 'Lucknow',
      CASE WHEN ${rnd(4, 38)} = 0 THEN 'new' ELSE 'used' END, CASE WHEN rentable THEN 'rent' ELSE 'sale' END,
      ${imageSql}, true, rentable, 'approved', created, created
    FROM (SELECT g, ${rnd(3, 2)} AS cat, ${pick(LOCALITIES, 1, true)} AS locality, (${rnd(2, 33)} = 0) AS rentable,
      ${createdAtSql(total)} AS created FROM generate_series(${from}, ${to}) AS g) s
    RETURNING id, image)
    INSERT INTO product_images (product_id, position, image) SELECT id, 0, image FROM inserted`);
}

function listingsBatch(from: number, to: number, total: number): SQL {
  const title = `CASE cat
      WHEN 0 THEN concat_ws(' ', ${pick(BHK, 4)}, ${pick(PROPERTY_KINDS, 5, true)}, 'for Rent in', locality)
      WHEN 1 THEN concat_ws(' ', ${pick(BRANDS, 6, true)}, ${pick(APPLIANCE_KINDS, 8, true)}, 'on Rent')
      ELSE concat_ws(' ', ${pick(COLOURS, 9)}, ${pick(FABRICS, 10, true)}, ${pick(CLOTHING_KINDS, 11, true)}, 'for Rent') END`;
  // Rent per month, in paise.
  const price = `CASE cat
      WHEN 0 THEN (4000 + ${rnd(56000, 30)}) * 100
      WHEN 1 THEN (300 + ${rnd(4700, 31)}) * 100
      ELSE (200 + ${rnd(7800, 32)}) * 100 END`;
  return sql.raw(`INSERT INTO listings (user_id, title, description, price_paise, category, subcategory, location, locality, bhk, furnishing, city, image,
      seller_name, seller_phone, seller_email, approval_status, created_at, updated_at)
    SELECT NULL, ${title}, ${descriptionSql('cat')}, ${price}, (ARRAY['property','appliance','clothing'])[1 + cat], NULL, locality, ${placeSql('NULL')}, 'Lucknow',
      ${imageSql}, first_name || ' ' || last_name, '+91 9' || lpad(${rnd(1_000_000_000, 42)}::text, 9, '0'),
      lower(first_name) || '.' || lower(last_name) || g || '@example.in', 'approved', created, created
    FROM (SELECT g, ${rnd(3, 2)} AS cat, ${pick(LOCALITIES, 1, true)} AS locality, ${pick(FIRST_NAMES, 40)} AS first_name,
      ${pick(LAST_NAMES, 41)} AS last_name, ${createdAtSql(total)} AS created FROM generate_series(${from}, ${to}) AS g) s`);
}

interface IndexDef {
  name: string;
  def: string;
}

/** Secondary indexes of a table (not the primary key), so they can be rebuilt after the load. */
async function secondaryIndexes(db: Db, table: string): Promise<IndexDef[]> {
  const result = await db.execute(
    sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ${table} AND indexname NOT LIKE '%_pkey'`,
  );
  return (result as unknown as { rows: IndexDef[] }).rows.map((r) => ({ name: r.name, def: r.def }));
}

async function ensureBulkOwners(db: Db): Promise<number[]> {
  for (let i = 1; i <= BULK_OWNERS; i++) {
    // Unusable password hash: bulk owners exist only to own generated products.
    await db.execute(sql`INSERT INTO owners (name, email, password_hash, phone, verified)
      SELECT ${`Bulk Owner ${i}`}, ${`bulk-owner-${i}@bench.kiraya.in`}, '!', '', true
      WHERE NOT EXISTS (SELECT 1 FROM owners WHERE lower(email) = ${`bulk-owner-${i}@bench.kiraya.in`})`);
  }
  const result = await db.execute(sql`SELECT id FROM owners WHERE email LIKE 'bulk-owner-%@bench.kiraya.in' ORDER BY id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

async function load(
  db: Db,
  table: 'products' | 'listings',
  count: number,
  batch: (from: number, to: number) => SQL,
  log: (m: string) => void,
): Promise<void> {
  if (count <= 0) return;
  const bulk = count >= REBUILD_INDEXES_FROM;
  const rebuild = bulk ? await secondaryIndexes(db, table) : [];
  for (const index of rebuild) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  // The read model's trigger (migration 0027) makes each new row's card one by one: a large load fills the cards at the
  // end instead, in one statement (cardsAfterLoad).
  if (bulk) await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_catalogue_card`));
  const started = Date.now();
  try {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await db.execute(batch(from, to));
      log(
        `${table}: ${to.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    if (rebuild.length > 0) {
      log(`${table}: rebuilding ${rebuild.length} indexes`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
        for (const index of rebuild) await tx.execute(sql.raw(index.def));
      });
    }
    if (bulk) {
      await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${table}_catalogue_card`));
      await cardsAfterLoad(db, table, log);
    }
  }
  await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  // The read model's too (its statistics, and the visibility map its index-only scans need), however its rows came.
  await db.execute(sql`VACUUM ANALYZE catalogue_cards`);
  log(`${table}: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The read model's rows of a table's new items, made together from the view its triggers read (catalogue_card_rows has
 * the table's columns in order), with the cards' indexes dropped and built again, as for the load itself.
 */
async function cardsAfterLoad(db: Db, table: 'products' | 'listings', log: (m: string) => void): Promise<void> {
  const started = Date.now();
  const rebuild = await secondaryIndexes(db, 'catalogue_cards');
  for (const index of rebuild) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
  try {
    await db.execute(sql`INSERT INTO catalogue_cards SELECT * FROM catalogue_card_rows WHERE source = ${table} ON CONFLICT DO NOTHING`);
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of rebuild) await tx.execute(sql.raw(index.def));
    });
  }
  log(`${table}: cards made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Adds `products` approved products and `listings` approved listings to whatever the catalogue already holds. */
export async function seedBulk(db: Db, opts: BulkOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const products = Math.max(0, Math.floor(opts.products));
  const listings = Math.max(0, Math.floor(opts.listings));
  const ownerIds = await ensureBulkOwners(db);
  await load(db, 'products', products, (from, to) => productsBatch(from, to, products, ownerIds), log);
  // Products come with their cover photo's row (productsBatch): product_images needs its statistics as well, or the
  // planner, knowing nothing of it, guesses thousands of photos per product and reads a product's photos with a bitmap
  // scan instead of its index (with autovacuum off, as on the bench's machine, they would never come).
  if (products > 0) await db.execute(sql`VACUUM ANALYZE product_images`);
  await load(db, 'listings', listings, (from, to) => listingsBatch(from, to, listings), log);
}
