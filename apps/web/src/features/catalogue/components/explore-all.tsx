import { resolveCategory } from '@kiraya/contract';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { nextParams } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { SaveSearchButton, savedSearchOf } from '../../saved-searches';
import { FilterPanel } from '../filters/filter-panel';
import { useFilteredList } from '../filters/use-filtered-list';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';
import { CategoryFilter } from './explore-filters';
import { ResultCount } from './result-count';
import { ShowUnavailableSwitch } from './show-unavailable';
import { SortSelect } from './sort-select';

/** Both sources, every category: the filters beside the results, all in the URL (?category=&offer=&maxPrice=&sort=&page=…). */
export function ExploreAll() {
  const [params, setParams] = useSearchParams();
  const category = resolveCategory(params.get('category'));
  const list = useFilteredList({ category: category ?? undefined });
  const { data, items, page, pageSize, query } = list;
  const t = useT('catalogue');
  const filtered = category !== null || list.filtered;

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <FilterPanel
        category={category}
        priceTop={list.priceTop}
        facetScope={{ category: category ?? undefined, city: undefined }}
        lead={
          <CategoryFilter
            value={category}
            // Another category has other prices and other sizes: its price, BHK and furnishing start afresh.
            onChange={(next) =>
              setParams(nextParams(params, { category: next, minPrice: null, maxPrice: null, bhk: null, furnishing: null }))
            }
          />
        }
        tail={<ShowUnavailableSwitch />}
      />

      <div className="min-w-0 space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={query.isFetching} />
          <SaveSearchButton search={savedSearchOf('list', { category }, list.filters)} />
          <SortSelect value={list.sort} sorts={list.sorts} onChange={(next) => setParams(nextParams(params, { sort: next }))} />
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
          <div aria-busy={list.stale} className={list.stale ? 'opacity-60' : undefined}>
            {/* The results' own heading, so headings run h1 → h2 → the cards' h3 on a phone too (the filters' h2 is folded there). */}
            <h2 className="sr-only">{t('explore.label')}</h2>
            <CatalogueGrid items={items} priorityFirst label={t('explore.label')} />
          </div>
        )}
        {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label={t('explore.pages')} /> : null}
      </div>
    </div>
  );
}
