import { PageTitle } from '../../../components/ui/page-title';
import { CategorySections, Hero, LatestListings } from '../../../features/catalogue/components/home-sections';
import { HowItWorks } from '../../../features/catalogue/components/how-it-works';

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
