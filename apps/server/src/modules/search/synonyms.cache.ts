import { isDevanagari, latinSpellings, normaliseTerm } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { catalogueGeneration } from '../../db/events.js';

/**
 * The synonym groups of search_synonyms, as the query expansion reads them: every term (and every Latin spelling
 * of a Devanagari term) points at its group. Each process keeps them for at most SYNONYMS_TTL_MS; the process that
 * edits a group drops its copy at once (its catalogue event bumps the generation), the others when that event reaches them.
 */
export const SYNONYMS_TTL_MS = 30_000;
/** Admin-edited and small; a bound so a runaway table cannot make every search read it all. */
export const SYNONYM_GROUPS_READ_MAX = 5_000;

export interface SynonymIndex {
  groups: readonly (readonly string[])[];
  /** Term (normalised), or a Latin spelling of a Devanagari term, → index into `groups`. */
  byTerm: ReadonlyMap<string, number>;
}

const cache = new WeakMap<Db, { at: number; generation: number; value: Promise<SynonymIndex> }>();

export function buildSynonymIndex(rows: readonly (readonly string[])[]): SynonymIndex {
  const groups: string[][] = [];
  const byTerm = new Map<string, number>();
  for (const row of rows) {
    const terms = [...new Set(row.map(normaliseTerm).filter(Boolean))];
    if (terms.length < 2) continue;
    const index = groups.push(terms) - 1;
    for (const term of terms) if (!byTerm.has(term)) byTerm.set(term, index);
    // A Devanagari term is also found by its Latin spellings (फ्रिज → frij), unless another group uses that word.
    for (const term of terms.filter(isDevanagari))
      for (const latin of latinSpellings(term)) if (!byTerm.has(latin)) byTerm.set(latin, index);
  }
  return { groups, byTerm };
}

export async function readSynonymRows(db: Executor): Promise<string[][]> {
  const result = await db.execute(sql`SELECT words FROM search_synonyms ORDER BY id LIMIT ${sql.raw(String(SYNONYM_GROUPS_READ_MAX))}`);
  const rows = (result as unknown as { rows: { words: string[] | string }[] }).rows;
  return rows.map((r) => (Array.isArray(r.words) ? r.words : parseTextArray(r.words)));
}

function parseTextArray(text: string): string[] {
  if (text.length < 2) return [];
  const out: string[] = [];
  for (const m of text.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,{}]+)/g))
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''));
  return out;
}

export function synonymsOf(db: Db): Promise<SynonymIndex> {
  const hit = cache.get(db);
  // An edit through any process is a catalogue change (synonyms.service): its event drops every process's copy.
  if (hit && Date.now() - hit.at < SYNONYMS_TTL_MS && hit.generation === catalogueGeneration()) return hit.value;
  const value = readSynonymRows(db).then(buildSynonymIndex);
  cache.set(db, { at: Date.now(), generation: catalogueGeneration(), value });
  // A failed read is not kept: the next search tries again.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}
