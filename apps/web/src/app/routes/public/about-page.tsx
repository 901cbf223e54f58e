import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { AboutKiraya } from '../../../features/catalogue/components/about-kiraya';

export function AboutPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title="About" />
      <PageHeader
        title="About Kiraya"
        crumbs={[{ label: 'About' }]}
        lead={
          <p>
            <strong className="font-semibold text-stone-900">Kiraya</strong> (<span lang="hi">किराया</span>, “rent”) is a marketplace where
            people in Lucknow rent and buy second-hand property, home appliances and clothing from each other, priced in rupees.
          </p>
        }
      />

      <AboutKiraya />
    </PageContainer>
  );
}
