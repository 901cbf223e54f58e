import { CITIES, DEFAULT_CITY, MSG } from '@kiraya/contract';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { CatalogueGrid, CatalogueGridSkeleton } from '../../../features/catalogue/components/catalogue-grid';
import { ResultCount } from '../../../features/catalogue/components/result-count';
import { readShowUnavailable, ShowUnavailableSwitch, showUnavailableQuery } from '../../../features/catalogue/components/show-unavailable';
import { useSearchResults } from '../../../features/search/api/get-search-results';
import { usePageSize } from '../../../features/settings/api/get-public-settings';
import { useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { paths } from '../../../lib/paths';
import { useKeptData } from '../../../lib/use-kept-data';

/** /search?query=&city=: ranked results from the header's search box. */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const requestedCity = params.get('city')?.trim() ?? '';
  const city = (CITIES as readonly string[]).includes(requestedCity) ? requestedCity : '';
  const page = readPage(params);

  const pageSize = usePageSize();
  const results = useSearchResults({
    query,
    city: city || DEFAULT_CITY,
    page,
    limit: pageSize,
    ...showUnavailableQuery(readShowUnavailable(params)),
  });
  const { data, stale } = useKeptData(results.data);
  const items = data?.items ?? [];
  const t = useT('catalogue');
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ResultCount total={data?.total} page={page} pageSize={pageSize} shown={items.length} busy={results.isFetching} />
          <ShowUnavailableSwitch />
        </div>
      </div>

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
          <Link to={paths.exploreAll()} className="font-semibold text-brand-800 underline">
            {t('search.exploreAll')}
          </Link>
        </EmptyState>
      ) : (
        <div aria-busy={stale} className={stale ? 'opacity-60' : undefined}>
          <CatalogueGrid items={items} variant="details" priorityFirst label={t('search.label')} />
        </div>
      )}

      {data ? <Pagination page={page} total={data.total} pageSize={pageSize} label={t('search.pages')} /> : null}
    </PageContainer>
  );
}
