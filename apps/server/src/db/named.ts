import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
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
  const compiled = dialect.sqlToQuery(query);
  let name = statementNames.get(compiled.sql);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `kiraya_${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
    statementNames.set(compiled.sql, name);
  }
  return db._.session.prepareQuery(compiled, undefined, name, false).execute();
}
