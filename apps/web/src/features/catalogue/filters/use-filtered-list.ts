import { type Category, DEFAULT_CITY, LIST_SORTS, type ListSort, SORTS } from '@kiraya/contract';
import { useEffect, useState } from 'react';
import { readPage } from '../../../lib/list-params';
import { useSearchParams } from '../../../lib/router';
import { useKeptData } from '../../../lib/use-kept-data';
import { usePageSize } from '../../settings';
import { useAllProducts } from '../api/get-all-products';
import { readShowUnavailable, showUnavailableQuery } from '../components/show-unavailable';
import { activeFilterCount, filterQuery, readListFilters, readListSort } from './list-filters';
import { scaleTop } from './price-scale';

/**
 * A filtered list of both sources as the URL describes it: the filters, sort and page, the request, and the price
 * scale's top (the highest price the server has reported for this category and side, kept so the track does not
 * shrink as the price filter narrows the list).
 */
export function useFilteredList(scope: { category?: Category; q?: string }) {
  const [params] = useSearchParams();
  const filters = readListFilters(params);
  const sort = readListSort(params, filters);
  const page = readPage(params);
  const showUnavailable = readShowUnavailable(params);
  const pageSize = usePageSize();
  const query = useAllProducts({
    ...scope,
    city: DEFAULT_CITY,
    sort,
    page,
    limit: pageSize,
    ...showUnavailableQuery(showUnavailable),
    ...filterQuery(filters),
  });
  const { data, stale } = useKeptData(query.data);

  const key = `${scope.category ?? 'all'} ${filters.offer ?? 'any'}`;
  // Only a response to this filter tells this list's highest price.
  const reported = query.data?.priceMax ?? null;
  // Starts from the answer already in hand (a server-rendered page's), so the scale is right from the first render:
  // the effect below then finds nothing to change instead of re-rendering the whole list after hydration.
  const [highest, setHighest] = useState<Record<string, number>>(() => (reported !== null && reported > 0 ? { [key]: reported } : {}));
  useEffect(() => {
    if (reported !== null && reported > 0)
      setHighest((prev) => (prev[key] === undefined || reported > (prev[key] ?? 0) ? { ...prev, [key]: reported } : prev));
  }, [reported, key]);

  const sorts: readonly ListSort[] = filters.near ? LIST_SORTS : SORTS;
  return {
    params,
    filters,
    sort,
    sorts,
    page,
    pageSize,
    query,
    data,
    stale,
    items: data?.items ?? [],
    priceTop: scaleTop(Math.max(highest[key] ?? 0, filters.maxPrice ?? 0) || undefined),
    filtered: activeFilterCount(filters) > 0 || showUnavailable,
  };
}
