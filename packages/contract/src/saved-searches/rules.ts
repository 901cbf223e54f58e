// Saved searches that alert (zod-free): bounds, texts, and the page a saved search reopens. See docs/saved-searches.md.
import type { LocalitySlug } from '../catalogue/localities.js';
import { CATEGORIES, type Category, type Condition, type Furnishing } from '../catalogue/rules.js';

/** A buyer keeps at most this many saved searches. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Web Push subscriptions a buyer keeps (one a device); the oldest goes when a new one would pass it. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** Which page a search was saved from: the search results (`query` = the search's words) or a list page (`query` = title words). */
export const SAVED_SEARCH_PAGES = ['search', 'list'] as const;
export type SavedSearchPage = (typeof SAVED_SEARCH_PAGES)[number];

export const SAVED_SEARCH_MSG = {
  loginRequired: 'Please log in to save searches.',
  limit: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`,
  duplicate: 'You have already saved this search.',
  notFound: 'Saved search not found',
  saved: 'Search saved. We will tell you when a new item matches it.',
  deleted: 'Saved search deleted.',
  nameRequired: 'Give the search a name.',
  nameLength: `A name is at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  nothingToChange: 'Send a new name or switch alerts on or off.',
  subscriptionSaved: 'This device will get alerts.',
  subscriptionRemoved: 'This device will no longer get alerts.',
  subscriptionInvalid: 'This browser sent a push subscription Kiraya cannot use.',
} as const;

/** The filters of a saved search, as its page's URL carries them. */
export interface SavedSearchParams {
  page: SavedSearchPage;
  query?: string;
  category?: string;
  city?: string;
  locality?: LocalitySlug[];
  offer?: 'rent' | 'buy';
  minPrice?: number;
  maxPrice?: number;
  bhk?: number[];
  furnishing?: Furnishing[];
  condition?: Condition;
}

/** The web page that shows a saved search again: /search?query=… or the category page (or explore-all) with its filters. */
export function savedSearchHref(p: SavedSearchParams): string {
  const q = new URLSearchParams();
  const category = p.category && (CATEGORIES as readonly string[]).includes(p.category) ? (p.category as Category) : undefined;
  if (p.page === 'search') {
    q.set('query', p.query ?? '');
    if (p.category) q.set('category', p.category);
  } else if (p.query) q.set('q', p.query);
  if (p.city) q.set('city', p.city);
  if (p.locality?.length) q.set('locality', p.locality.join(','));
  if (p.offer) q.set('offer', p.offer);
  if (p.minPrice !== undefined) q.set('minPrice', String(p.minPrice));
  if (p.maxPrice !== undefined) q.set('maxPrice', String(p.maxPrice));
  if (p.bhk?.length) q.set('bhk', p.bhk.join(','));
  if (p.furnishing?.length) q.set('furnishing', p.furnishing.join(','));
  if (p.condition) q.set('condition', p.condition);
  const text = q.toString();
  const path = p.page === 'search' ? '/search' : category ? `/category/${category}` : '/explore-all';
  return text ? `${path}?${text}` : path;
}
