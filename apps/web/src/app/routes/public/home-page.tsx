import { CATEGORIES, CATEGORY_LABELS, type Category, LIMITS, MSG } from '@kiraya/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { ArrowRightIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { useCategoryWiseProducts } from '../../../features/catalogue/api/get-category-wise-products';
import { useLatestListings } from '../../../features/catalogue/api/get-latest-listings';
import { CatalogueGrid, CatalogueGridSkeleton } from '../../../features/catalogue/components/catalogue-grid';
import { HowItWorks } from '../../../features/catalogue/components/how-it-works';
import { paths } from '../../../lib/paths';

const CATEGORY_BLURBS: Record<Category, string> = {
  property: 'Flats, rooms and shops to rent by the month',
  appliance: 'Fridges, ACs, washing machines and more',
  clothing: 'Sherwanis, lehengas and everyday wear',
};

function Hero() {
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

function CategorySections() {
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
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id={headingId} className="text-2xl font-bold tracking-tight text-stone-950">
                  {CATEGORY_LABELS[category]}
                </h2>
                <p className="text-stone-700">{CATEGORY_BLURBS[category]}</p>
              </div>
              <Link to={paths.category(category)} className={buttonClass('secondary', 'sm')}>
                View All<span className="sr-only"> {CATEGORY_LABELS[category]}</span>
                <ArrowRightIcon width={16} height={16} />
              </Link>
            </div>
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

function LatestListings() {
  const query = useLatestListings();
  return (
    <section aria-labelledby="latest-listings">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-listings" className="text-2xl font-bold tracking-tight text-stone-950">
            Latest listings
          </h2>
          <p className="text-stone-700">Fresh ads from across Lucknow, newest first</p>
        </div>
        <Link to={paths.exploreAll()} className={buttonClass('secondary', 'sm')}>
          Explore all
          <ArrowRightIcon width={16} height={16} />
        </Link>
      </div>
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

export function HomePage() {
  return (
    <>
      <PageTitle title="Rent and buy second-hand in Lucknow" />
      <Hero />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <CategorySections />
        <LatestListings />
        <HowItWorks />
      </div>
    </>
  );
}
