import { CATEGORY_LABELS, type Category } from '@kiraya/contract';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useLocalize, useT } from '../../../lib/i18n';
import { useSimilarProducts } from '../api/get-similar-products';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';

/** Up to three other products of the same category; nothing at all when there are none. */
export function SimilarProducts({ category, exclude }: { category: Category; exclude: number }) {
  const query = useSimilarProducts(category, exclude);
  const t = useT('catalogue');
  const localize = useLocalize();
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-products" className="mt-16">
      <h2 id="similar-products" className="mb-5 text-2xl font-bold tracking-tight text-stone-950">
        {t('similar.title', { category: localize(CATEGORY_LABELS[category]) })}
      </h2>
      {query.isPending ? (
        <>
          <LoadingStatus label={t('similar.loading')} />
          <CatalogueGridSkeleton count={3} />
        </>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <CatalogueGrid items={query.data} label={t('similar.label')} />
      )}
    </section>
  );
}
