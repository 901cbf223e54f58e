import { SEARCH_MSG, type SynonymGroup, type SynonymGroupInput } from '@kiraya/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { conflict, notFound } from '../../lib/errors.js';
import { rowsOf, textArray } from '../../lib/sql-rows.js';

/**
 * Admin editing of search_synonyms. A term belongs to one group at most (409 otherwise); writes take a transaction
 * advisory lock so two admins cannot put the same term into two groups at once. After a write this process drops its
 * synonym copy and cached searches; other processes see the edit within SYNONYMS_TTL_MS.
 */
interface Row {
  id: number;
  words: string[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();
function toGroup(row: Row): SynonymGroup {
  const words = Array.isArray(row.words) ? row.words : parseTextArray(row.words);
  return { id: Number(row.id), words, created_at: iso(row.created_at), updated_at: iso(row.updated_at) };
}
function parseTextArray(text: string): string[] {
  const out: string[] = [];
  for (const m of text.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,{}]+)/g))
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''));
  return out;
}

/** The words as one bound text[] value (lib/sql-rows.ts): the statement's text stays the same for any number. */
const wordsParam = (words: readonly string[]): SQL => sql`${textArray(words)}::text[]`;

/** Groups, oldest first; `q` keeps those with a term starting with it. */
export async function listSynonyms(
  db: Executor,
  page: number,
  limit: number,
  q?: string,
): Promise<{ items: SynonymGroup[]; total: number }> {
  const filter = q
    ? sql`WHERE EXISTS (SELECT 1 FROM unnest(words) w WHERE w LIKE ${`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`})`
    : sql``;
  const result = await db.execute(sql`
    SELECT id, words, created_at, updated_at, (count(*) OVER ())::int AS total FROM search_synonyms ${filter}
    ORDER BY id LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
  const rows = rowsOf<Row & { total: number }>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.execute(sql`SELECT count(*)::int AS n FROM search_synonyms ${filter}`);
    total = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  return { items: rows.map(toGroup), total: Number(total) };
}

async function write<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search_synonyms'))`);
    return work(tx as unknown as Executor);
  });
  await catalogueChanged(db);
  return result;
}

async function assertFree(tx: Executor, words: readonly string[], exceptId: number | null): Promise<void> {
  const except = exceptId === null ? sql`` : sql` AND id <> ${exceptId}`;
  const result = await tx.execute(
    sql`SELECT id, words, created_at, updated_at FROM search_synonyms WHERE words && ${wordsParam(words)}${except} LIMIT 1`,
  );
  const taken = rowsOf<Row>(result)[0];
  if (taken) {
    const clash = toGroup(taken).words.filter((w) => words.includes(w));
    throw conflict(`${SEARCH_MSG.synonymTaken}: ${clash.join(', ')}`);
  }
}

export function createSynonymGroup(db: Db, input: SynonymGroupInput): Promise<SynonymGroup> {
  return write(db, async (tx) => {
    await assertFree(tx, input.words, null);
    const result = await tx.execute(
      sql`INSERT INTO search_synonyms (words) VALUES (${wordsParam(input.words)}) RETURNING id, words, created_at, updated_at`,
    );
    return toGroup(rowsOf<Row>(result)[0] as Row);
  });
}

export function updateSynonymGroup(db: Db, id: number, input: SynonymGroupInput): Promise<SynonymGroup> {
  return write(db, async (tx) => {
    await assertFree(tx, input.words, id);
    const result = await tx.execute(
      sql`UPDATE search_synonyms SET words = ${wordsParam(input.words)}, updated_at = now() WHERE id = ${id} RETURNING id, words, created_at, updated_at`,
    );
    const row = rowsOf<Row>(result)[0];
    if (!row) throw notFound(SEARCH_MSG.synonymNotFound);
    return toGroup(row);
  });
}

export function deleteSynonymGroup(db: Db, id: number): Promise<void> {
  return write(db, async (tx) => {
    const result = await tx.execute(sql`DELETE FROM search_synonyms WHERE id = ${id} RETURNING id`);
    if (rowsOf(result).length === 0) throw notFound(SEARCH_MSG.synonymNotFound);
  });
}
