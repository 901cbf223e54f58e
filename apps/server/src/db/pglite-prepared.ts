import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { setParsersOnce } from './pglite-parsers.js';

/**
 * PGlite plans every query again: it takes statement names but does not keep them, so the catalogue's named
 * statements (db/named.ts, the detail lookups) cost their planning on every request. On the embedded database a
 * parameterised read outside a transaction therefore runs as `EXECUTE` of a statement PREPAREd once per text: the
 * product page's lookup drops from ~1.0 ms to ~0.35 ms (issue 16, bench:pglite).
 *
 * - Only SELECTs (and WITH … SELECT) with parameters, outside transactions (a transaction's queries go through its
 *   own object, so a failed PREPARE can never abort one). At most MAX_STATEMENTS texts are prepared.
 * - EXECUTE takes no bound parameters, so each value is written as a quoted literal of unknown type, which
 *   PostgreSQL converts with the parameter's input function, as it does a text-format bound parameter. Values
 *   that are not plain scalars (arrays, objects, buffers) are never written out: such a query runs as before.
 * - A text PostgreSQL cannot prepare (a parameter whose type it cannot infer) is remembered and runs as before.
 * - The EXECUTE goes as PostgreSQL's simple query protocol (`exec`): it has no parameters to bind, and PGlite's
 *   `query` sends six messages one by one where `exec` sends two.
 *
 * Every query, in a transaction or not, also has its type parsers set once on the client rather than sent with it
 * (db/pglite-parsers.ts); `alsoText` names further types whose text the client keeps (the database thread's JSON).
 * Both rules apply to every PGlite client: the tests' in-process one and the database thread's.
 */
const MAX_STATEMENTS = 500;

const READ = /^\s*\(?\s*(select|with)\b/i;

type Query = PGlite['query'];

/** A JS value as an SQL literal of unknown type, or null when it is not a plain scalar. */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else return null;
  // standard_conforming_strings is on: only the quote needs doubling. NUL never reaches here (input-guard refuses it).
  if (text.includes('\0')) return null;
  return `'${text.replaceAll("'", "''")}'`;
}

const wrapped = new WeakSet<PGlite>();

export async function preparedReads(client: PGlite, { alsoText = [] }: { alsoText?: readonly number[] } = {}): Promise<void> {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const optionsFor = setParsersOnce(client, alsoText);
  const plain: Query = client.query.bind(client);
  const plainExec: PGlite['exec'] = client.exec.bind(client);
  const plainTransaction: PGlite['transaction'] = client.transaction.bind(client);
  const prepared = new Map<string, string>();
  const unpreparable = new Set<string>();

  const prepare = async (sql: string): Promise<string | null> => {
    const known = prepared.get(sql);
    if (known) return known;
    if (unpreparable.has(sql) || prepared.size >= MAX_STATEMENTS) return null;
    const name = `kiraya_lite_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    try {
      await plain(`PREPARE ${name} AS ${sql}`);
    } catch (error) {
      // Two first calls at once: the other one prepared it.
      if ((error as { code?: string }).code !== '42P05') {
        unpreparable.add(sql);
        return null;
      }
    }
    prepared.set(sql, name);
    return name;
  };

  const query = (async (sql: string, params?: unknown[], asked?: Parameters<Query>[2]) => {
    const options = optionsFor(asked);
    if (!params || params.length === 0 || !READ.test(sql)) return plain(sql, params as never, options);
    const values = params.map(literal);
    if (values.some((v) => v === null)) return plain(sql, params as never, options);
    const name = await prepare(sql);
    if (!name) return plain(sql, params as never, options);
    // One simple-protocol message (Query, then Sync) rather than query()'s six (Parse, Describe, Bind, Describe,
    // Execute, Sync), each a trip into PostgreSQL's WebAssembly and back: the category page 602 → 715 req/s, the
    // product page 938 → 1,189 (bench:pglite, bench/README.md). The same text values, parsed by the same type parsers, in the rowMode asked.
    const [result] = await plainExec(`EXECUTE ${name}(${values.join(', ')})`, options);
    return result as Awaited<ReturnType<Query>>;
  }) as Query;
  client.query = query;
  client.exec = (sql, options) => plainExec(sql, optionsFor(options));
  // A transaction's handle is PGlite's own object, made for each transaction: its queries get the same options.
  client.transaction = (callback) =>
    plainTransaction((tx: Transaction) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((sql: string, params?: unknown[], options?: Parameters<Query>[2]) =>
        txQuery(sql, params, optionsFor(options))) as Transaction['query'];
      tx.exec = (sql, options) => txExec(sql, optionsFor(options));
      tx.sql = ((strings: TemplateStringsArray, ...values: unknown[]) => {
        const { query: text, params } = templateQuery(strings, ...values);
        return tx.query(text, params);
      }) as Transaction['sql'];
      return callback(tx);
    });
}
