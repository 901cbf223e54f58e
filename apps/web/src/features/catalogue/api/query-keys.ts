import type { AllProductsQuery } from '@kiraya/contract';

/** Every catalogue query key, so invalidation (after an admin approval, later) has one root. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categoryWise: (city: string) => [...catalogueKeys.all, 'category-wise', { city }] as const,
  latestListings: (city: string, limit: number) => [...catalogueKeys.all, 'latest-listings', { city, limit }] as const,
  allProducts: (params: AllProductsQueryParams) => [...catalogueKeys.all, 'all-products', params] as const,
  facets: (params: Record<string, unknown>) => [...catalogueKeys.all, 'facets', params] as const,
  product: (id: number) => [...catalogueKeys.all, 'product', id] as const,
  listing: (id: number) => [...catalogueKeys.all, 'listing', id] as const,
  similar: (category: string, exclude: number) => [...catalogueKeys.all, 'similar', { category, exclude }] as const,
};

/** What the client sends to /api/all-products (the contract's query, all optional on the wire; lists comma-separated). */
export type AllProductsQueryParams = Partial<Omit<AllProductsQuery, 'include_unavailable' | ListFilterKey>> & {
  include_unavailable?: '1';
} & Partial<Record<ListFilterKey, string | number>>;
type ListFilterKey = 'locality' | 'offer' | 'bhk' | 'furnishing' | 'condition' | 'near';
