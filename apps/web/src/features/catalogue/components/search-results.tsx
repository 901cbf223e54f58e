import { CITIES, DEFAULT_CITY, SEARCH_SORTS, type SearchResult, type SearchSort } from '@kiraya/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import type { Page } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { nextParams, readPage } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useKeptData } from '../../../lib/use-kept-data';
import { SaveSearchButton, savedSearchOf } from '../../saved-searches';
import { usePageSize } from '../../settings';
import { FilterPanel } from '../filters/filter-panel';
import { activeFilterCount, filterQuery, readListFilters, withoutFilters } from '../filters/list-filters';
import { scaleTop } from '../filters/price-scale';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';
import { ResultCount } from './result-count';
import { readShowUnavailable, ShowUnavailableSwitch, showUnavailableQuery } from './show-unavailable';
import { SortSelect } from './sort-select';

/** The scale of the results' price filter (search sends no highest price): a month's rent, or a sale up to a flat's. */
const SEARCH_PRICE_TOP = { rent: 100_000, any: 15_000_000 };

function readSearchSort(params: URLSearchParams, near: string | undefined): SearchSort {
  const sort = params.get('sort');
  const known = (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance';
  return known === 'nearest' && !near ? 'relevance' : known;
}

/** What the search page asks for, from the URL: ?query=&city=&page=&sort= and the list pages' filters. */
export function useSearchRequest() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const requestedCity = params.get('city')?.trim() ?? '';
  const city = (CITIES as readonly string[]).includes(requestedCity) ? requestedCity : '';
  const page = readPage(params);
  const filters = readListFilters(params);
  const sort = readSearchSort(params, filters.near);
  const pageSize = usePageSize();
  const request = {
    query,
    city: city || DEFAULT_CITY,
    page,
    limit: pageSize,
    ...showUnavailableQuery(readShowUnavailable(params)),
    ...filterQuery(filters),
    sort: sort === 'relevance' ? undefined : sort,
  };
  return { query, city, page, filters, sort, pageSize, request };
}

/** Ranked results from the header's search box (`results`: the search's answer to `search.request`), with the filters and sorts. */
export function SearchResults({
  search: { query, city, page, filters, sort, pageSize },
  results,
}: {
  search: ReturnType<typeof useSearchRequest>;
  results: UseQueryResult<Page<SearchResult>>;
}) {
  const [params, setParams] = useSearchParams();
  const sorts = SEARCH_SORTS.filter((s) => s !== 'nearest' || filters.near);
  const { data, stale } = useKeptData(results.data);
  const items = data?.items ?? [];
  const t = useT('catalogue');
  const filtered = activeFilterCount(filters) > 0;
  // An empty search lists everything, newest first: say so rather than quote an empty string.
  const heading = query
    ? city
      ? t('search.resultsIn', { query, city })
      : t('search.results', { query })
    : city
      ? t('search.allIn', { city })
      : t('search.all');

  return (
    <PageContainer>
      <PageTitle title={heading} />
      <div className="mb-8 space-y-3">
        <Link to={paths.home()} className={buttonClass('ghost', 'sm', '-ml-3')}>
          <ArrowLeftIcon width={18} height={18} />
          {t('search.backHome')}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight break-words text-stone-950 sm:text-4xl">{heading}</h1>
        <SaveSearchButton search={savedSearchOf('search', { query, city: city || undefined }, filters)} />
      </div>

      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <FilterPanel
          category={null}
          priceTop={scaleTop(Math.max(filters.offer === 'rent' ? SEARCH_PRICE_TOP.rent : SEARCH_PRICE_TOP.any, filters.maxPrice ?? 0))}
          // Counted over the search's own matches (its words, synonyms and transliteration), not the catalogue; when
          // the results are those of the corrected words (a typo), the server counts theirs, so the counts describe
          // what is shown without waiting for the results.
          facetScope={{
            query,
            city: city || DEFAULT_CITY,
            ...showUnavailableQuery(readShowUnavailable(params)),
          }}
          facetsPath="/api/search/facets"
          tail={<ShowUnavailableSwitch />}
        />

        <div className="min-w-0 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={results.isFetching} />
            <SortSelect
              value={sort}
              sorts={sorts}
              onChange={(next) => setParams(nextParams(params, { sort: next === 'relevance' ? null : next }))}
            />
          </div>

          {data?.didYouMean ? (
            <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-stone-800">
              <p className="text-lg">
                {t('search.didYouMean')}{' '}
                <Link
                  to={paths.search({ query: data.didYouMean, city: city || undefined })}
                  className="font-semibold text-brand-800 underline"
                >
                  {data.didYouMean}
                </Link>
                ?
              </p>
              <p className="text-sm text-stone-700">{t('search.didYouMeanNote')}</p>
            </div>
          ) : null}

          {results.isError ? (
            <ErrorState error={results.error} onRetry={() => results.refetch()} retrying={results.isFetching} />
          ) : data === undefined ? (
            <>
              <LoadingStatus label={t('search.searching')} />
              <CatalogueGridSkeleton count={6} />
            </>
          ) : items.length === 0 ? (
            <EmptyState title={t('search.noResults')}>
              <p className="text-stone-700">{t('search.tryAgain')}</p>
              {filtered ? (
                <Link to={`?${withoutFilters(params).toString()}`} className="font-semibold text-brand-800 underline">
                  {t('filters.clearAll')}
                </Link>
              ) : (
                <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
                  {t('search.exploreAll')}
                </Link>
              )}
            </EmptyState>
          ) : (
            <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
              <h2 className="sr-only">{t('search.label')}</h2>
              <CatalogueGrid items={items} variant="details" priorityFirst label={t('search.label')} />
            </div>
          )}

          {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label={t('search.pages')} /> : null}
        </div>
      </div>
    </PageContainer>
  );
}
