import {
  BHK_FILTER_VALUES,
  CONDITIONS,
  type Condition,
  FURNISHINGS,
  type Furnishing,
  LIST_SORTS,
  type ListSort,
  LOCALITY_SLUGS,
  type LocalitySlug,
  OFFER_FILTERS,
  type OfferFilter,
} from '@kiraya/contract';
import { nextParams, readNumber } from '../../../lib/list-params';

/**
 * The list filters as the URL carries them (?locality=chowk,aliganj&offer=rent&minPrice=&maxPrice=&bhk=2,3&
 * furnishing=&condition=&near=&sort=), so a filtered page can be shared, reloaded and gone Back to. Values the
 * server would refuse are dropped here, so a hand-edited link still opens.
 */
export interface ListFilters {
  locality: LocalitySlug[];
  offer: OfferFilter | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  bhk: number[];
  furnishing: Furnishing[];
  condition: Condition | undefined;
  /** A locality's slug or "lat,lng". */
  near: string | undefined;
}

const listParam = <T extends string | number>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] => {
  const raw = params.getAll(key).flatMap((v) => v.split(','));
  const values = raw.map((v) => (typeof allowed[0] === 'number' ? Number(v) : v.trim())) as T[];
  return [...new Set(values.filter((v) => allowed.includes(v)))];
};
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

const NEAR_POINT = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

export function readListFilters(params: URLSearchParams): ListFilters {
  const near = params.get('near')?.trim();
  return {
    locality: listParam(params, 'locality', LOCALITY_SLUGS),
    offer: oneOf(params.get('offer'), OFFER_FILTERS),
    minPrice: readNumber(params, 'minPrice'),
    maxPrice: readNumber(params, 'maxPrice'),
    bhk: listParam(params, 'bhk', BHK_FILTER_VALUES),
    furnishing: listParam(params, 'furnishing', FURNISHINGS),
    condition: oneOf(params.get('condition'), CONDITIONS),
    near: near && ((LOCALITY_SLUGS as readonly string[]).includes(near) || NEAR_POINT.test(near)) ? near : undefined,
  };
}

/** The sort of a filtered list: "nearest" only when there is a place to measure from. */
export function readListSort(params: URLSearchParams, filters: ListFilters): ListSort {
  const sort = oneOf(params.get('sort'), LIST_SORTS) ?? 'latest';
  return sort === 'nearest' && !filters.near ? 'latest' : sort;
}

/** How many filters are on (the phone's "Filters (n)" button). */
export function activeFilterCount(f: ListFilters): number {
  return (
    f.locality.length +
    f.bhk.length +
    f.furnishing.length +
    [f.offer, f.condition, f.near, f.minPrice ?? f.maxPrice].filter((v) => v !== undefined).length
  );
}

/** The filters as API query parameters (lists comma-separated; empty ones left out). */
export function filterQuery(f: ListFilters): Record<string, string | number | undefined> {
  const csv = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);
  return {
    locality: csv(f.locality),
    offer: f.offer,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    bhk: csv(f.bhk),
    furnishing: csv(f.furnishing),
    condition: f.condition,
    near: f.near,
  };
}

/** The URL with some filters changed (a list set to [] or a value to undefined clears it); back to page 1. */
export function withFilters(params: URLSearchParams, changes: Partial<ListFilters> & { sort?: ListSort | undefined }) {
  const flat: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(changes)) {
    flat[key] = Array.isArray(value) ? (value.length ? value.join(',') : undefined) : (value as string | number | undefined);
  }
  if ('near' in changes && changes.near === undefined && params.get('sort') === 'nearest') flat.sort = undefined;
  const next = nextParams(params, flat);
  for (const key of Object.keys(flat)) if (next.getAll(key).length > 1) next.set(key, next.getAll(key).join(','));
  return next;
}

/** Every filter cleared, the other parameters (search words, category, sort) kept. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  return withFilters(params, {
    locality: [],
    offer: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    bhk: [],
    furnishing: [],
    condition: undefined,
    near: undefined,
  });
}
