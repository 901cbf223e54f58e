import { createHash } from 'node:crypto';
import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

const dialect = new PgDialect();
/** Statement text → name. Bounded, so odd queries cannot fill every connection with prepared statements. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

/**
 * Runs `query` as a named prepared statement on PostgreSQL (each pool connection parses and plans it once, then
 * reuses a generic plan, which the pool's `plan_cache_mode` enforces: db/client.ts): a list statement takes ~8.5 ms to
 * plan at 10k rows and ~1.4 ms to run. The text depends
 * only on the query's shape (which sources, sort, filters); the visitor's values are always bound parameters,
 * while row counts are inlined numbers so the generic plan knows them (a LIMIT parameter is planned as 10% of
 * the table, which would make the generic plan look too expensive to use). PGlite ignores the name; reads there are
 * prepared by db/pglite-prepared.ts instead.
 */
export async function executeNamed(db: Executor, query: SQL): Promise<unknown> {
  return executeCompiled(db, dialect.sqlToQuery(query));
}

/** Compiled statements (text and values) by the request that built them, least recently used dropped first. */
const compiledByKey = new Map<string, Query>();
const MAX_COMPILED = 2_000;

/**
 * executeNamed for a query that is a pure function of `key`: the same list request (filters, page, day) builds the
 * same text and values, and building them through drizzle's SQL objects cost ~8% of a catalogue request in Node
 * (issue 16), so the compiled statement is kept and only executed again. Nothing of the answer is kept: the
 * statement runs every time.
 */
export async function executeNamedFor(
  db: Executor,
  key: string,
  build: () => SQL,
  /** The values of the statement's named slots (`sql.placeholder`), when it has any. */
  values?: Record<string, unknown>,
): Promise<unknown> {
  let compiled = compiledByKey.get(key);
  if (compiled) compiledByKey.delete(key);
  else {
    compiled = dialect.sqlToQuery(build());
    if (compiledByKey.size >= MAX_COMPILED) compiledByKey.delete(compiledByKey.keys().next().value as string);
  }
  compiledByKey.set(key, compiled);
  return executeCompiled(db, compiled, values);
}

/** A statement's named slots: `p.buyerId` stands where the value bound as `buyerId` goes. */
export type Slots<K extends string> = { readonly [name in K]: Placeholder<name> };
const slots = new Proxy({} as Record<string, Placeholder>, { get: (_target, name) => sql.placeholder(String(name)) });

/**
 * A statement whose text never changes, written once with named slots where its values go and compiled on first use;
 * each call binds the values by name and runs it as executeNamed does. A checkout's statements (a JSON object of
 * twenty-one columns, eight CTEs) cost ~16 % of its Node time when drizzle rebuilt their text from SQL objects on every
 * call (bench/README.md, "Checkout"). Nothing of any answer is kept: only the text.
 */
export function namedStatement<K extends string>(build: (p: Slots<K>) => SQL) {
  let compiled: Query | undefined;
  return (db: Executor, values: { readonly [name in K]: unknown }): Promise<unknown> => {
    compiled ??= dialect.sqlToQuery(build(slots as Slots<K>));
    return executeCompiled(db, compiled, values);
  };
}

function executeCompiled(db: Executor, compiled: Query, values?: Record<string, unknown>): Promise<unknown> {
  let name = statementNames.get(compiled.sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `kiraya_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(compiled.sql, name);
  }
  return db._.session.prepareQuery(compiled, undefined, name, false).execute(values);
}

/**
 * Statements drizzle prepares on a database handle (`.prepare(name)`), made the first time a handle asks and kept with
 * it: building a drizzle select costs more than a hot lookup itself (catalogue details, the session read).
 */
export function preparedPer<D extends object, T>(prepare: (db: D) => T): (db: D) => T {
  const made = new WeakMap<D, T>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) {
      statements = prepare(db);
      made.set(db, statements);
    }
    return statements;
  };
}
