import { CATEGORIES, CATEGORY_LABELS, type Category, LIMITS, MSG } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { paths } from '../../../lib/paths';
import { useCategoryWiseProducts } from '../api/get-category-wise-products';
import { useLatestListings } from '../api/get-latest-listings';
import { CatalogueGrid, CatalogueGridSkeleton } from './catalogue-grid';

const CATEGORY_BLURBS: Record<Category, string> = {
  property: 'Flats, rooms and shops to rent by the month',
  appliance: 'Fridges, ACs, washing machines and more',
  clothing: 'Sherwanis, lehengas and everyday wear',
};

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
  return (
    <section className="surface-dark relative overflow-hidden bg-brand-800 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-80 w-80 rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 left-1/3 h-72 w-72 rounded-full bg-saffron-400/20 blur-3xl" />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
          <ShieldIcon width={16} height={16} className="text-saffron-300" />
          Every listing reviewed before it goes live
        </p>
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
          Rent or buy second-hand, <span className="text-saffron-300">right here in Lucknow</span>
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">
          Homes, home appliances and clothing from people in your city, priced in rupees. Rent by the month or buy outright.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.exploreAll()} className={buttonClass('accent', 'lg')}>
            Explore all listings
            <ArrowRightIcon width={18} height={18} />
          </Link>
          <Link to={paths.upload()} className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}>
            Post an ad
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Each category's first items, with a link to the whole category. */
export function CategorySections() {
  const query = useCategoryWiseProducts();

  if (query.isPending) {
    return (
      <div className="space-y-12">
        <LoadingStatus label="Loading categories…" />
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
        return (
          <section key={category} aria-labelledby={headingId}>
            <SectionHead id={headingId} title={CATEGORY_LABELS[category]} lead={CATEGORY_BLURBS[category]} to={paths.category(category)}>
              View All<span className="sr-only"> {CATEGORY_LABELS[category]}</span>
            </SectionHead>
            {items.length === 0 ? (
              <EmptyState title={MSG.noListingsInCategory} />
            ) : (
              <CatalogueGrid items={items} columns={4} priorityFirst={sectionIndex === 0} label={CATEGORY_LABELS[category]} />
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
  return (
    <section aria-labelledby="latest-listings">
      <SectionHead id="latest-listings" title="Latest listings" lead="Fresh ads from across Lucknow, newest first" to={paths.exploreAll()}>
        Explore all
      </SectionHead>
      {query.isPending ? (
        <>
          <LoadingStatus label="Loading latest listings…" />
          <CatalogueGridSkeleton count={4} columns={4} />
        </>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState title={MSG.noResults} />
      ) : (
        <CatalogueGrid items={query.data} columns={4} label="Latest listings" />
      )}
    </section>
  );
}
