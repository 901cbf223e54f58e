/**
 * `npx tsx bench/accept-cost.ts [rows] [lines]`: what the held_until trigger (migration 0026) adds to accepting a
 * rental line. On the bench database of `rows`, each of `lines` pending rent lines is accepted by the statement the
 * accept sends (`UPDATE order_items SET status = 'accepted'`; the bench's pending lines all ended in the past, so the
 * update also puts the end a month ahead, as a line accepted today has it), after locking its product as the accept does, in a
 * transaction that is rolled back, once with the trigger and once without it (`session_replication_role = replica`
 * skips ordinary triggers; the update changes no key, so no foreign-key check is skipped with it). It prints the
 * median and quartiles of the statement's time and the WAL bytes each accept wrote, for both. The trigger rewrites
 * the product's row, and a products row is in four GIN indexes and a generated search column: this is its price.
 * Nothing is left changed: the rolled-back row versions are vacuumed away at the end.
 */
import pg from 'pg';
import { benchDatabaseUrl } from './bench-database.js';

const [rows = '1000000', count = '400'] = process.argv.slice(2);
const client = new pg.Client({ connectionString: benchDatabaseUrl(rows) });
await client.connect();
const lines = (
  await client.query<{ id: number; product_id: number }>(
    `SELECT id, product_id FROM order_items WHERE status = 'pending' AND type = 'rent' AND product_id IS NOT NULL
       ORDER BY md5(id::text) LIMIT $1`,
    [Number(count)],
  )
).rows;
if (lines.length === 0) throw new Error('no pending rent lines in the bench database');

const walNow = async () =>
  BigInt((await client.query<{ lsn: string }>(`SELECT pg_current_wal_insert_lsn() - '0/0' AS lsn`)).rows[0]?.lsn ?? '0');
// The products row versions this session wrote and has not yet reported, and how many were heap-only (HOT: no new
// index entries); the difference across the update is the update's.
async function productUpdates() {
  const [row] = (
    await client.query<{ upd: string; hot: string }>(
      `SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_xact_user_tables WHERE relname = 'products'`,
    )
  ).rows;
  return { all: Number(row?.upd ?? 0), hot: Number(row?.hot ?? 0) };
}
const fresh = () => ({ ms: [] as number[], wal: [] as number[], productRewrites: 0, inPlace: 0 });
let sample = { trigger: fresh(), none: fresh() };

async function accept(line: { id: number; product_id: number }, withTrigger: boolean) {
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL session_replication_role = ${withTrigger ? 'origin' : 'replica'}`);
    await client.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [line.product_id]);
    const counted = await productUpdates();
    const before = await walNow();
    const start = process.hrtime.bigint();
    await client.query(`UPDATE order_items SET status = 'accepted', end_date = current_date + 30 WHERE id = $1`, [line.id]);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const wal = Number((await walNow()) - before);
    const side = withTrigger ? sample.trigger : sample.none;
    side.ms.push(ms);
    side.wal.push(wal);
    const updated = await productUpdates();
    side.productRewrites += updated.all - counted.all;
    side.inPlace += updated.hot - counted.hot;
  } finally {
    await client.query('ROLLBACK');
  }
}

// Warm up both paths, then alternate which goes first so neither always finds the pages warm.
for (const line of lines.slice(0, 20)) {
  await accept(line, true);
  await accept(line, false);
}
sample = { trigger: fresh(), none: fresh() };
for (const [i, line] of lines.entries()) {
  const first = i % 2 === 0;
  await accept(line, first);
  await accept(line, !first);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
for (const [name, side] of Object.entries(sample)) {
  console.log(
    `${name === 'trigger' ? 'with the trigger   ' : 'without the trigger'}: update ${quantile(side.ms, 0.5).toFixed(3)} ms ` +
      `(quartiles ${quantile(side.ms, 0.25).toFixed(3)}–${quantile(side.ms, 0.75).toFixed(3)}), ` +
      `WAL ${quantile(side.wal, 0.5)} bytes (quartiles ${quantile(side.wal, 0.25)}–${quantile(side.wal, 0.75)}), ` +
      `${side.ms.length} lines, ${side.productRewrites} products rows rewritten (${side.inPlace} of them heap-only)`,
  );
}
await client.query('VACUUM (ANALYZE) products, order_items');
await client.end();
