import { type Category, LIMITS } from '@kiraya/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchIcon } from '../../../components/ui/icons';
import { InputHint } from '../../../components/ui/input-hint';
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
import { ResultCount } from './result-count';
import { ShowUnavailableSwitch } from './show-unavailable';
import { SortSelect } from './sort-select';

/**
 * One category's products and listings together: the filters beside them, title search, sort and pages, all in
 * the URL (?q=&locality=&offer=&sort=&page=…) so a result can be shared and Back works.
 */
export function CatalogueBrowser({ category, label }: { category: Category; label: string }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const searchId = useId();
  const t = useT('catalogue');
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);

  const list = useFilteredList({ category, q: q || undefined });
  const { data, stale, items, page, pageSize, query, sort } = list;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(nextParams(params, { q: draft.trim() }));
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      <FilterPanel category={category} priceTop={list.priceTop} facetScope={{ category, q: q || undefined }} />
      <div className="min-w-0 space-y-6">
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-card ring-1 ring-stone-200/70 sm:flex-row sm:items-center sm:justify-between">
          <search aria-label={t('browser.searchRegion', { label })} className="flex flex-1">
            <form onSubmit={onSearch} className="flex flex-1 gap-2">
              <label htmlFor={searchId} className="sr-only">
                {t('browser.searchLabel', { label })}
              </label>
              <div className="relative min-w-0 flex-1">
                <input
                  id={searchId}
                  type="search"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  maxLength={LIMITS.searchQueryMax}
                  className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm"
                />
                <InputHint text={t('browser.searchLabel', { label: label.toLowerCase() })} show={draft === ''} />
              </div>
              <Button type="submit" variant="primary">
                <SearchIcon width={18} height={18} />
                {t('browser.search')}
              </Button>
            </form>
          </search>
          <SortSelect value={sort} sorts={list.sorts} onChange={(next) => setParams(nextParams(params, { sort: next }))} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={query.isFetching} />
          <ShowUnavailableSwitch />
          <SaveSearchButton search={savedSearchOf('list', { query: q, category }, list.filters)} />
          {q ? (
            <p className="text-sm text-stone-700">
              {t('browser.matching', { q })} ·{' '}
              <Link to={`?${nextParams(params, { q: null }).toString()}`} className="font-semibold text-brand-800 underline">
                {t('browser.clear')}
              </Link>
            </p>
          ) : null}
        </div>

        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        ) : data === undefined ? (
          <>
            <LoadingStatus label={t('browser.loading', { label })} />
            <CatalogueGridSkeleton count={6} />
          </>
        ) : items.length === 0 ? (
          <EmptyState title={t('browser.empty')}>
            {q || page > 1 || list.filtered ? (
              <Link to="?" className="font-semibold text-brand-800 underline">
                {t('browser.showAll', { label })}
              </Link>
            ) : (
              <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
                {t('browser.exploreAll')}
              </Link>
            )}
          </EmptyState>
        ) : (
          <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
            {/* The results' own heading, so headings run h1 → h2 → the cards' h3 on a phone too (the filters' h2 is folded there). */}
            <h2 className="sr-only">{label}</h2>
            <CatalogueGrid items={items} priorityFirst label={label} />
          </div>
        )}

        {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label={`${label} pages`} /> : null}
      </div>
    </div>
  );
}
