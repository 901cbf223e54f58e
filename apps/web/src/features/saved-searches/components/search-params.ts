import type { LocalitySlug } from '@kiraya/contract/catalogue/localities';
import type { Condition, Furnishing } from '@kiraya/contract/catalogue/rules';
import type { SavedSearchPage, SavedSearchParams } from '@kiraya/contract/saved-searches/rules';

/** The list filters a page shows (features/catalogue's ListFilters), as far as a saved search keeps them. */
export interface PageFilters {
  locality: readonly LocalitySlug[];
  offer: 'rent' | 'buy' | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  bhk: readonly number[];
  furnishing: readonly Furnishing[];
  condition: Condition | undefined;
}

/** What "Save this search" saves from a page: its words, category, city and filters (empty ones left out). */
export function savedSearchOf(
  page: SavedSearchPage,
  base: { query?: string; category?: string | null; city?: string },
  f: PageFilters,
): SavedSearchParams {
  const out: SavedSearchParams = { page };
  if (base.query?.trim()) out.query = base.query.trim();
  if (base.category) out.category = base.category;
  if (base.city) out.city = base.city;
  if (f.locality.length) out.locality = [...f.locality];
  if (f.offer) out.offer = f.offer;
  if (f.minPrice !== undefined) out.minPrice = f.minPrice;
  if (f.maxPrice !== undefined) out.maxPrice = f.maxPrice;
  if (f.bhk.length) out.bhk = [...f.bhk];
  if (f.furnishing.length) out.furnishing = [...f.furnishing];
  if (f.condition) out.condition = f.condition;
  return out;
}
