import {
  type CreateSavedSearchInput,
  resolveCategory,
  SAVED_SEARCH_MSG,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchParams,
  savedSearchHref,
  type UpdateSavedSearchInput,
} from '@kiraya/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedSearches } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { rupeesToPaise } from '../../lib/money.js';
import { categoryFrom, cityFrom, listFilterOf } from '../catalogue/catalogue.service.js';
import { lexemesOf } from '../search/search.repository.js';
import { synonymsOf } from '../search/synonyms.cache.js';
import { searchKeys, wordsToStem } from './keys.js';

/**
 * A buyer's saved searches: save (at most SAVED_SEARCHES_MAX, the same search once), list, rename, alerts on or off,
 * delete. Each is reached only by its buyer: another buyer's id answers 404, as a missing one does.
 */

type Row = typeof savedSearches.$inferSelect;

export function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    alerts: row.alerts,
    search: row.params,
    href: savedSearchHref(row.params),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The filters in one form: empty values dropped, lists sorted, the category and city in their canonical spelling, so
 * the same search saved from two links is the same search. Bad filters are the 400s the pages themselves answer.
 */
export function canonicalParams(input: CreateSavedSearchInput['search']): SavedSearchParams {
  const p = input as SavedSearchParams;
  listFilterOf({ minPrice: p.minPrice, maxPrice: p.maxPrice, include_unavailable: false, near: undefined }); // 400 on min > max
  const category = categoryFrom(p.category);
  const city = cityFrom(p.city);
  const query = p.query?.replace(/\s+/g, ' ').trim();
  const out: SavedSearchParams = { page: p.page };
  if (query) out.query = query;
  if (category) out.category = category;
  if (city) out.city = city;
  if (p.locality?.length) out.locality = [...new Set(p.locality)].sort();
  if (p.offer) out.offer = p.offer;
  if (p.minPrice !== undefined) out.minPrice = p.minPrice;
  if (p.maxPrice !== undefined) out.maxPrice = p.maxPrice;
  if (p.bhk?.length) out.bhk = [...new Set(p.bhk)].sort((a, b) => a - b);
  if (p.furnishing?.length) out.furnishing = [...new Set(p.furnishing)].sort();
  if (p.condition) out.condition = p.condition;
  return out;
}

/** The columns a saved search is found by (keys.ts), from its canonical params. */
export async function indexColumnsOf(db: Db, params: SavedSearchParams) {
  const synonyms = await synonymsOf(db);
  const words = wordsToStem(params, synonyms);
  const stems = words.length ? await lexemesOf(db, words) : new Map<string, string | null>();
  const category = (params.category && resolveCategory(params.category)) || undefined;
  return {
    category: category ?? null,
    offer: params.offer ?? null,
    minPricePaise: params.minPrice === undefined ? null : rupeesToPaise(params.minPrice),
    maxPricePaise: params.maxPrice === undefined ? null : rupeesToPaise(params.maxPrice),
    matchKeys: searchKeys(params, synonyms, stems, category) ?? [],
  };
}

export async function listSavedSearches(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<{ items: SavedSearch[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
  ]);
  return { items: rows.map(toSavedSearch), total: total?.n ?? 0 };
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  input: { name: string; alerts: boolean; search: CreateSavedSearchInput['search'] },
): Promise<SavedSearch> {
  const params = canonicalParams(input.search);
  const paramsKey = JSON.stringify(params);
  const columns = await indexColumnsOf(db, params);
  return db.transaction(async (tx) => {
    // One buyer's saves one at a time, so two at once cannot both pass the limit.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved_searches'), ${userId})`);
    const same = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.paramsKey, paramsKey)));
    if (same.length > 0) throw conflict(SAVED_SEARCH_MSG.duplicate);
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((held?.n ?? 0) >= SAVED_SEARCHES_MAX) throw conflict(SAVED_SEARCH_MSG.limit);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, alerts: input.alerts, params, paramsKey, ...columns })
      .returning();
    if (!row) throw new Error('saved_searches: insert returned nothing');
    return toSavedSearch(row);
  });
}

export async function updateSavedSearch(db: Db, userId: number, id: number, input: UpdateSavedSearchInput): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.alerts !== undefined && { alerts: input.alerts }),
      updatedAt: new Date(),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_MSG.notFound);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound(SAVED_SEARCH_MSG.notFound);
}
