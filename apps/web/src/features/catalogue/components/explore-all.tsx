import { DEFAULT_CITY, LIMITS, MSG, resolveCategory } from '@kiraya/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { nextParams, readNumber, readPage, readSort } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { useKeptData } from '../../../lib/use-kept-data';
import { usePageSize } from '../../settings';
import { useAllProducts } from '../api/get-all-products';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';
import { CategoryFilter, PriceSlider, roundUpToStep } from './explore-filters';
import { ResultCount } from './result-count';
import { readShowUnavailable, ShowUnavailableSwitch, showUnavailableQuery } from './show-unavailable';
import { SortSelect } from './sort-select';

const SLIDER = LIMITS.priceSlider;

/** Both sources, every category: the filters beside the results, all in the URL (?category=&maxPrice=&sort=&page=). */
export function ExploreAll() {
  const [params, setParams] = useSearchParams();
  const category = resolveCategory(params.get('category'));
  const maxPrice = readNumber(params, 'maxPrice');
  const sort = readSort(params);
  const page = readPage(params);
  const showUnavailable = readShowUnavailable(params);

  const pageSize = usePageSize();
  const query = useAllProducts({
    category: category ?? undefined,
    city: DEFAULT_CITY,
    maxPrice,
    sort,
    page,
    limit: pageSize,
    ...showUnavailableQuery(showUnavailable),
  });
  const { data, stale } = useKeptData(query.data);
  const items = data?.items ?? [];

  // The slider's top: the highest price seen for this category, so it does not shrink as you slide.
  const [highest, setHighest] = useState<Record<string, number>>({});
  // Only a response to this filter tells this category's highest price.
  const reported = query.data?.priceMax ?? null;
  const key = category ?? 'all';
  useEffect(() => {
    if (reported !== null && reported > 0)
      setHighest((prev) => (prev[key] === undefined || reported > (prev[key] ?? 0) ? { ...prev, [key]: reported } : prev));
  }, [reported, key]);
  const known = highest[key];
  const bound = roundUpToStep(Math.max(known ?? SLIDER.defaultMax, maxPrice ?? 0));

  const t = useT('catalogue');
  const filtered = category !== null || maxPrice !== undefined || showUnavailable;

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <aside
        aria-label={t('explore.filters')}
        className="space-y-6 self-start rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36"
      >
        <h2 className="text-lg font-semibold text-stone-950">{t('explore.filters')}</h2>
        <CategoryFilter value={category} onChange={(next) => setParams(nextParams(params, { category: next, maxPrice: null }))} />
        <PriceSlider bound={bound} value={maxPrice} onCommit={(next) => setParams(nextParams(params, { maxPrice: next }))} />
        <ShowUnavailableSwitch />
        {filtered ? (
          <Link to={paths.exploreAll()} className="inline-block text-sm font-semibold text-brand-800 underline">
            {t('explore.clear')}
          </Link>
        ) : null}
      </aside>

      <div className="min-w-0 space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={query.isFetching} />
          <SortSelect value={sort} onChange={(next) => setParams(nextParams(params, { sort: next }))} />
        </div>
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : data === undefined ? (
          <>
            <LoadingStatus label={t('explore.loading')} />
            <CatalogueGridSkeleton count={6} />
          </>
        ) : items.length === 0 ? (
          <EmptyState title={t('search.noResults')}>
            {filtered ? (
              <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
                {t('explore.clear')}
              </Link>
            ) : null}
          </EmptyState>
        ) : (
          <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
            <CatalogueGrid items={items} priorityFirst label={t('explore.label')} />
          </div>
        )}
        {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label={t('explore.pages')} /> : null}
      </div>
    </div>
  );
}
