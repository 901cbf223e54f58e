import { type CatalogueItem, MSG } from '@kiraya/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundContent } from '../../../components/layouts/not-found';
import { Breadcrumbs, PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { isNotFound } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { BackButton, DetailSkeleton } from './detail-parts';

/** The frame of a product or listing page: Back, then loading, not-found, error with Retry, or the details. */
export function DetailScreen<T extends Pick<CatalogueItem, 'id' | 'category'>>({
  id,
  query,
  kind,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  /** An owner's product or an ad: the titles while loading or failing, and the not-found page's words. */
  kind: 'product' | 'listing';
  children: (item: T) => ReactNode;
}) {
  const t = useT('catalogue');
  const tc = useT('common');
  const localize = useLocalize();
  /** 'Product' or 'Listing'. */
  const noun = t(`detail.${kind}`);
  if (id === null || isNotFound(query.error)) {
    return <NotFoundContent title={localize(MSG[`${kind}NotFound`])} text={t(`detail.${kind}Gone`)} />;
  }

  return (
    <PageContainer>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1">
        <BackButton fallback={query.data ? paths.category(query.data.category) : paths.exploreAll()} />
        {/* Where the item sits: a shared link opened without history (or without JavaScript) still leads to its category. */}
        {query.data ? (
          <Breadcrumbs crumbs={[{ label: tc(`category.${query.data.category}`), to: paths.category(query.data.category) }]} />
        ) : null}
      </div>
      {query.isPending ? (
        <>
          <PageTitle title={t('detail.loadingTitle', { noun: noun.toLowerCase() })} />
          <LoadingStatus label={t('detail.loading', { noun: noun.toLowerCase() })} />
          <DetailSkeleton />
        </>
      ) : query.isError ? (
        <>
          <PageTitle title={noun} />
          <h1 className="sr-only">{noun}</h1>
          <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
        </>
      ) : (
        children(query.data)
      )}
    </PageContainer>
  );
}
