/**
 * `npx tsx bench/cards-trigger.ts <rows> on|off`: puts on (or takes off) a trigger that keeps the bench's table of cards
 * (bench/cards.ts) in step with `products`, as a read model kept by the writes' own transactions would be: each
 * inserted, changed or deleted product's card row is made again from the card query, in the same transaction. With
 * `on`, the table is made logged (as the app's own would be: its changes go to the WAL that a commit waits for) and
 * given the primary key the trigger finds a row by. For measuring what keeping the table costs a checkout:
 * `npm run bench -- --rows=<rows> --only=checkout`, alternated with the trigger on and off (docs/decisions/0011).
 * Take it off before any run with `category-page-cards`: its server builds the table again, without the key the
 * trigger finds a row by, and every product changed while the trigger is on would then read the whole table.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { benchDatabaseUrl } from './bench-database.js';
import { cardRowsSql } from './cards.js';

const [rowsArg, mode] = process.argv.slice(2);
if (!rowsArg || (mode !== 'on' && mode !== 'off')) throw new Error('usage: npx tsx bench/cards-trigger.ts <rows> on|off');
const client = new pg.Client({ connectionString: benchDatabaseUrl(Number(rowsArg)) });
await client.connect();
try {
  if (mode === 'off') {
    await client.query('DROP TRIGGER IF EXISTS bench_card_product ON products');
    await client.query('DROP FUNCTION IF EXISTS bench_card_product()');
  } else {
    // The card query for the one product, its values written into the text (a trigger's body has no parameters).
    const query = new PgDialect().sqlToQuery(cardRowsSql(sql.raw("(now() AT TIME ZONE 'Asia/Kolkata')::date"), 'NEW.id'));
    const body = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    await client.query('ALTER TABLE __bench_cards SET LOGGED');
    await client.query('CREATE UNIQUE INDEX IF NOT EXISTS __bench_cards_key ON __bench_cards (id, source)');
    await client.query(`CREATE OR REPLACE FUNCTION bench_card_product() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP <> 'INSERT' THEN DELETE FROM __bench_cards WHERE id = OLD.id AND source = 'products'; END IF;
  IF TG_OP <> 'DELETE' THEN INSERT INTO __bench_cards ${body}; END IF;
  RETURN NULL;
END $f$`);
    await client.query('DROP TRIGGER IF EXISTS bench_card_product ON products');
    await client.query(
      'CREATE TRIGGER bench_card_product AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION bench_card_product()',
    );
  }
  console.log(`triggers of the table of cards: ${mode}`);
} finally {
  await client.end();
}
