import { CATEGORIES, LIMITS } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useCategoryWiseProducts } from '../api/get-category-wise-products';
import { useLatestListings } from '../api/get-latest-listings';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';

/** A home section's heading and lead, with a "see more" link (its text in `children`, an arrow after). */
function SectionHead({ id, title, lead, to, children }: { id: string; title: string; lead: string; to: string; children: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950">
          {title}
        </h2>
        <p className="text-stone-700">{lead}</p>
      </div>
      <Link to={to} className={buttonClass('secondary', 'sm')}>
        {children}
        <ArrowRightIcon width={16} height={16} />
      </Link>
    </div>
  );
}

/** The home page's banner: what Kiraya is, with Explore and Post an ad. */
export function Hero() {
  const t = useT('home');
  return (
    <section className="surface-dark relative overflow-hidden bg-brand-800 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 h-72 w-72 rounded-full bg-saffron-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
          <ShieldIcon width={16} height={16} className="text-saffron-300" />
          {t('hero.reviewed')}
        </p>
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          {t('hero.heading')}
          <span className="text-saffron-300">{t('hero.headingPlace')}</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{t('hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.exploreAll()} className={buttonClass('accent', 'lg')}>
            {t('hero.explore')}
            <ArrowRightIcon width={18} height={18} />
          </Link>
          <Link to={paths.upload()} className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}>
            {t('hero.postAd')}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Each category's first items, with a link to the whole category. */
export function CategorySections() {
  const query = useCategoryWiseProducts();
  const t = useT('home');
  const common = useT('common');

  if (query.isPending) {
    return (
      <div className="space-y-12">
        <LoadingStatus label={t('categories.loading')} />
        {CATEGORIES.map((category) => (
          <div key={category} className="space-y-4">
            <Skeleton className="h-7 w-48" />
            <CatalogueGridSkeleton count={4} columns={4} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;

  return (
    <div className="space-y-14">
      {CATEGORIES.map((category, sectionIndex) => {
        const items = (query.data[category] ?? []).slice(0, LIMITS.homeItemsPerCategory);
        const headingId = `category-${category}`;
        const label = common(`category.${category}`);
        return (
          <section key={category} aria-labelledby={headingId}>
            <SectionHead id={headingId} title={label} lead={t(`blurb.${category}`)} to={paths.category(category)}>
              {t('categories.viewAll')}
              <span className="sr-only"> {label}</span>
            </SectionHead>
            {items.length === 0 ? (
              <EmptyState title={t('categories.empty')} />
            ) : (
              <CatalogueGrid items={items} columns={4} priorityFirst={sectionIndex === 0} label={label} />
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The newest listings, with a link to explore all. */
export function LatestListings() {
  const query = useLatestListings();
  const t = useT('home');
  return (
    <section aria-labelledby="latest-listings">
      <SectionHead id="latest-listings" title={t('latest.title')} lead={t('latest.lead')} to={paths.exploreAll()}>
        {t('latest.exploreAll')}
      </SectionHead>
      {query.isPending ? (
        <>
          <LoadingStatus label={t('latest.loading')} />
          <CatalogueGridSkeleton count={4} columns={4} />
        </>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('latest.empty')} />
      ) : (
        <CatalogueGrid items={query.data} columns={4} label={t('latest.title')} />
      )}
    </section>
  );
}
