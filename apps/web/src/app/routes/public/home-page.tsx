import { PageTitle } from '../../../components/ui/page-title';
import { CategorySections, Hero, LatestListings } from '../../../features/catalogue/components/home-sections';
import { HowItWorks } from '../../../features/catalogue/components/how-it-works';
import { useT } from '../../../lib/i18n';

export function HomePage() {
  const t = useT('home');
  return (
    <>
      <PageTitle title={t('title')} />
      <Hero />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <CategorySections />
        <LatestListings />
        <HowItWorks />
      </div>
    </>
  );
}
