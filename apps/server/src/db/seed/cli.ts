/**
 * `npm run db:seed [-- --products N --listings N] [--no-images]`: migrates the configured database (DATABASE_URL,
 * else the embedded one in <DATA_DIR>/db), loads the demo catalogue and accounts, and optionally a bulk catalogue.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { createImageStore } from '../../lib/storage.js';
import { openDatabase } from '../client.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import type { IllustrationKind } from './illustrations.js';
import { ensureSeedImages } from './images.js';
import { seedDemo } from './seed.js';

const HELP = `Usage: npm run db:seed -- [options]

Migrates the database and loads the Lucknow demo catalogue (72 products, 69 listings, pictures),
the demo accounts, their orders and a visit request. Safe to run again: nothing is duplicated.

Options:
  --products N    also generate N bulk products for benchmarks (e.g. 1000000)
  --listings N    also generate N bulk listings (defaults to --products when only that is given)
  --no-images     skip drawing the demo pictures
  -h, --help      show this help

Environment: DATABASE_URL (PostgreSQL; otherwise the embedded database in <DATA_DIR>/db), DATA_DIR (default ./data),
S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (pictures to an S3-compatible bucket instead of <DATA_DIR>/uploads).`;

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got ${JSON.stringify(value)}`);
  return n;
}

/** Pictures for the keys bulk.ts gives its rows (`bulk/<category>-<1..12>`), so benchmark pages show images too. */
const BULK_PICTURES: { category: string; kinds: IllustrationKind[]; label: string }[] = [
  { category: 'property', kinds: ['apartment', 'house', 'villa', 'shop', 'office', 'room'], label: 'Lucknow' },
  { category: 'appliance', kinds: ['fridge', 'ac', 'washer', 'tv', 'cooler', 'microwave'], label: 'Home appliance' },
  { category: 'dress', kinds: ['kurta', 'sherwani', 'lehenga', 'saree', 'gown', 'jacket'], label: 'Clothing' },
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      listings: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  const bulkProducts = count('products', values.products);
  const bulkListings = count('listings', values.listings) ?? bulkProducts;
  const images = !values['no-images'];

  const config = loadConfig();
  // The configured store: with S3_* set, the seeded pictures go to the bucket every process serves from.
  const store = await createImageStore(config);
  const where = config.s3 ? `bucket ${config.s3.bucket} at ${config.s3.endpoint}` : join(config.dataDir, 'uploads');
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'db'), poolMax: 4 });
  try {
    console.log(
      `Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'db')}`}`,
    );
    await database.migrate();

    const started = performance.now();
    const summary = await seedDemo(database.db, { store, images });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo catalogue: ${summary.products} products, ${summary.listings} listings, ${summary.accounts} accounts, ${summary.orders} orders and ${summary.visits} visit request added` +
        (images ? `; pictures ${summary.images.written} drawn, ${summary.images.reused} reused in ${where}` : '') +
        ` (${seconds} s)`,
    );

    if ((bulkProducts ?? 0) > 0 || (bulkListings ?? 0) > 0) {
      // Loaded lazily: bulk generation is for benchmarks only.
      const { seedBulk } = await import('./bulk.js');
      const bulkStarted = performance.now();
      await seedBulk(database.db, {
        products: bulkProducts ?? 0,
        listings: bulkListings ?? 0,
        log: (message) => console.log(`  ${message}`),
      });
      console.log(`Bulk catalogue loaded in ${((performance.now() - bulkStarted) / 1000).toFixed(1)} s`);
      if (images) {
        const pictures = BULK_PICTURES.flatMap(({ category, kinds, label }) =>
          Array.from({ length: 12 }, (_, i) => ({
            key: `bulk/${category}-${i + 1}`,
            kind: kinds[i % kinds.length] as IllustrationKind,
            label,
          })),
        );
        const result = await ensureSeedImages(pictures, store);
        console.log(`Bulk pictures: ${result.written} drawn, ${result.reused} reused`);
      }
    }

    console.log('\nDemo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(`  ${account.role.padEnd(6)} ${account.email.padEnd(20)} ${account.password}   (${account.name})`);
    }
    console.log('Buyers log in at /login, owners at /owner-login, the admin at /admin-login.');
  } finally {
    await database.close();
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
