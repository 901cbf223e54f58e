import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

const dialect = new PgDialect();
/** Statement text → name. Bounded, so odd queries cannot fill every connection with prepared statements. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 500;

/**
 * Runs `query` as a named prepared statement on PostgreSQL (each pool connection parses and plans it once, then
 * reuses a generic plan): a list statement takes ~1.5 ms to plan and well under 1 ms to run. The text depends
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
export async function executeNamedFor(db: Executor, key: string, build: () => SQL): Promise<unknown> {
  let compiled = compiledByKey.get(key);
  if (compiled) compiledByKey.delete(key);
  else {
    compiled = dialect.sqlToQuery(build());
    if (compiledByKey.size >= MAX_COMPILED) compiledByKey.delete(compiledByKey.keys().next().value as string);
  }
  compiledByKey.set(key, compiled);
  return executeCompiled(db, compiled);
}

function executeCompiled(db: Executor, compiled: Query): Promise<unknown> {
  let name = statementNames.get(compiled.sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `kiraya_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(compiled.sql, name);
  }
  return db._.session.prepareQuery(compiled, undefined, name, false).execute();
}
