import type { Category } from '@kiraya/contract';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { CatalogueBrowser } from '../../../features/catalogue/components/catalogue-browser';
import { useT } from '../../../lib/i18n';

/** `titleKey`: the common catalogue's label ('/dresses' says "Dresses", the others their category's name). */
function CategoryListPage({
  category,
  titleKey,
}: {
  category: Category;
  titleKey: 'category.property' | 'category.appliance' | 'category.dress';
}) {
  const t = useT('catalogue');
  const title = useT('common')(titleKey);
  return (
    <PageContainer>
      <PageTitle title={title} />
      <PageHeader title={title} lead={t(`lead.${category}`)} crumbs={[{ label: title }]} />
      <CatalogueBrowser category={category} label={title} />
    </PageContainer>
  );
}

/** /property */
export const PropertyPage = () => <CategoryListPage category="property" titleKey="category.property" />;
/** /home-appliances */
export const HomeAppliancesPage = () => <CategoryListPage category="appliance" titleKey="category.appliance" />;
/** /dresses */
export const DressesPage = () => <CategoryListPage category="clothing" titleKey="category.dress" />;
