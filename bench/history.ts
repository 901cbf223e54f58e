import type { Database } from '@kiraya/server/src/db/client.js';
import { sql } from 'drizzle-orm';

/**
 * A marketplace that has been open a while has orders: the bench database gets a history of one order line per ten
 * catalogue rows (100,000 at 1M), made by 200 past buyers over the last two years. Most lines are rentals that ended;
 * 2% are rentals running today (they hold their product, as real ones do), the rest rejected, cancelled or waiting.
 *
 * Without it the bench measured a database no real site has: `order_items` empty and analysed as empty, so every
 * process planned the catalogue's per-item rental lookups as scans of an empty table, kept those plans, and once the
 * checkout scenario had written a few thousand lines every search and category page scanned them all (search fell
 * from ~400 to 17–76 req/s over the full sequence; bench/README "Order history"). PostgreSQL's autovacuum would
 * analyse the table as it grows; this machine runs with autovacuum off, and the history keeps the figures honest
 * either way.
 */
const BUYERS = 200;

export async function ensureOrderHistory(database: Database, rows: number, log: (message: string) => void): Promise<void> {
  const db = database.db;
  const lines = Math.max(100, Math.floor(rows / 10));
  const present = (await db.execute(sql`
    SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-history-%@bench.kiraya.example'`)) as unknown as {
    rows: { n: number }[];
  };
  if ((present.rows[0]?.n ?? 0) >= lines) return;
  const started = Date.now();
  log(`Adding an order history of ${lines.toLocaleString('en-IN')} lines…`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      DELETE FROM orders WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench-history-%@bench.kiraya.example')`);
    await tx.execute(sql`DELETE FROM users WHERE email LIKE 'bench-history-%@bench.kiraya.example'`);
    await tx.execute(sql`
      INSERT INTO users (name, email, password_hash, phone)
      SELECT 'Past buyer ' || n, 'bench-history-' || lpad(n::text, 3, '0') || '@bench.kiraya.example', 'not-a-login', '98' || lpad(n::text, 8, '0')
      FROM generate_series(1, ${BUYERS}) AS n`);
    // One order per line, spread over two years; a deterministic hash of the line number decides everything.
    await tx.execute(sql`
      WITH buyers AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench-history-%@bench.kiraya.example'),
      made AS (
        INSERT INTO orders (user_id, name, email, address, city, zip, payment_method, total_paise, created_at, due_now_paise)
        SELECT b.id, 'Past buyer', 'history@bench.kiraya.example', 'Lucknow', 'Lucknow', '226010', 'upi', 0,
               now() - make_interval(days => (g * 7919) % 730), 0
        FROM generate_series(1, ${lines}) AS g JOIN buyers b ON b.n = 1 + g % ${BUYERS}
        RETURNING id
      )
      SELECT count(*) FROM made`);
    await tx.execute(sql`
      WITH o AS (
        SELECT id, created_at::date AS day, (row_number() OVER (ORDER BY id))::int AS g FROM orders
        WHERE user_id IN (SELECT id FROM users WHERE email LIKE 'bench-history-%@bench.kiraya.example')
      ),
      p AS (SELECT id, owner_id, title, category, (row_number() OVER (ORDER BY md5('history' || id::text)))::int AS k FROM products WHERE approval_status = 'approved'),
      l AS (SELECT id, title, category, (row_number() OVER (ORDER BY md5('history' || id::text)))::int AS k FROM listings WHERE approval_status = 'approved'),
      line AS (
        SELECT o.id AS order_id, o.g, o.day,
               CASE WHEN o.g % 3 = 0 THEN 'listings' ELSE 'products' END AS source,
               ((o.g * 2654435761) % 100)::int AS fate, (1 + o.g % 6)::int AS months
        FROM o
      )
      INSERT INTO order_items (order_id, source, product_id, listing_id, owner_id, title, category, type, unit_price_paise, quantity,
                               months, total_paise, status, decided_at, created_at, start_date, end_date)
      SELECT line.order_id, line.source, p.id, l.id, p.owner_id, coalesce(p.title, l.title),
             coalesce(p.category, l.category), 'rent', 150000, 1, line.months, 150000 * line.months,
             CASE WHEN line.fate < 80 THEN 'accepted' WHEN line.fate < 90 THEN 'rejected' WHEN line.fate < 95 THEN 'cancelled' ELSE 'pending' END,
             CASE WHEN line.fate < 95 THEN line.day + 1 END, line.day,
             -- 2% run today (started within the last month, end next month); the rest ended before today.
             CASE WHEN line.fate < 2 THEN current_date - (line.g % 28)::int ELSE line.day END,
             CASE WHEN line.fate < 2 THEN current_date + 1 + (line.g % 28)::int
                  ELSE least(line.day + 30 * line.months, current_date - 1) END
      FROM line
      LEFT JOIN p ON line.source = 'products' AND p.k = line.g
      LEFT JOIN l ON line.source = 'listings' AND l.k = line.g
      WHERE line.day < current_date - 1 OR line.fate < 2`);
  });
  // Accepting a rental line raises its product's held_until (migration 0026's trigger): ~53,000 products rewritten at 1M
  // rows, whose new versions wait in the GIN indexes' pending lists (searches were three times slower) until vacuumed;
  // each one's card is made again too (migration 0027), leaving its old version in catalogue_cards' pages.
  for (const table of ['users', 'orders', 'order_items', 'products', 'catalogue_cards'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  log(`Order history added in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
