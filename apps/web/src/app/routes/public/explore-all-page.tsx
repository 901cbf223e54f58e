import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { ExploreAll } from '../../../features/catalogue/components/explore-all';

/** /explore-all: both sources, every category, filters in the URL (?category=&maxPrice=&sort=&page=). */
export function ExploreAllPage() {
  return (
    <PageContainer>
      <PageTitle title="Explore all" />
      <PageHeader
        title="Explore all listings"
        lead="Every verified property, appliance and piece of clothing in Lucknow. Narrow it down by category and price."
        crumbs={[{ label: 'Explore all' }]}
      />
      <ExploreAll />
    </PageContainer>
  );
}
