import { z } from 'zod';
import { listFilters } from '../catalogue/schema.js';
import { rowId } from '../ids.js';
import { LIMITS } from '../limits.js';
import { SAVED_SEARCH_MSG, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_PAGES } from './rules.js';

const price = z.coerce.number().min(0).max(1e9).optional();

/** What a saved search filters by: the search results' or a list page's filters (docs/localities-and-filters.md). */
export const savedSearchParams = z.object({
  page: z.enum(SAVED_SEARCH_PAGES),
  query: z.string().trim().max(LIMITS.searchQueryMax).optional(),
  category: z.string().trim().max(40).optional(),
  city: z.string().trim().max(60).optional(),
  locality: listFilters.locality,
  offer: listFilters.offer,
  minPrice: price,
  maxPrice: price,
  bhk: listFilters.bhk,
  furnishing: listFilters.furnishing,
  condition: listFilters.condition,
});

const name = z.string().trim().min(1, SAVED_SEARCH_MSG.nameRequired).max(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MSG.nameLength);

export const createSavedSearchInput = z.object({
  name,
  /** Alerts on by default. */
  alerts: z.boolean().default(true),
  search: savedSearchParams,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchInput>;

export const updateSavedSearchInput = z
  .object({ name: name.optional(), alerts: z.boolean().optional() })
  .refine((v) => v.name !== undefined || v.alerts !== undefined, { message: SAVED_SEARCH_MSG.nothingToChange });
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchInput>;

export const savedSearchIdParam = z.object({ id: rowId });

/** The filters as stored (already canonical): the same fields, without the input's parsing. */
export const savedSearchParamsView = z.object({
  page: z.enum(SAVED_SEARCH_PAGES),
  query: z.string().optional(),
  category: z.string().optional(),
  city: z.string().optional(),
  locality: z.array(z.string()).optional(),
  offer: z.enum(['rent', 'buy']).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  bhk: z.array(z.number().int()).optional(),
  furnishing: z.array(z.string()).optional(),
  condition: z.enum(['new', 'used']).optional(),
});

export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  alerts: z.boolean(),
  search: savedSearchParamsView,
  /** The web page that shows this search again. */
  href: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: SAVED_SEARCH_MSG.subscriptionInvalid }).max(1000),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, SAVED_SEARCH_MSG.subscriptionInvalid),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, SAVED_SEARCH_MSG.subscriptionInvalid),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint: z.string().max(1000) });

export const pushKeyResponse = z.object({ publicKey: z.string() });
