import { CATEGORY_LABELS, type Category } from '@kiraya/contract';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { CatalogueBrowser } from '../../../features/catalogue/components/catalogue-browser';
import { CATEGORY_LEADS } from '../../../features/catalogue/components/category-leads';

function CategoryListPage({ category, title }: { category: Category; title: string }) {
  return (
    <PageContainer>
      <PageTitle title={title} />
      <PageHeader title={title} lead={CATEGORY_LEADS[category]} crumbs={[{ label: title }]} />
      <CatalogueBrowser category={category} label={title} />
    </PageContainer>
  );
}

/** /property */
export const PropertyPage = () => <CategoryListPage category="property" title={CATEGORY_LABELS.property} />;
/** /home-appliances */
export const HomeAppliancesPage = () => <CategoryListPage category="appliance" title={CATEGORY_LABELS.appliance} />;
/** /dresses */
export const DressesPage = () => <CategoryListPage category="clothing" title="Dresses" />;
