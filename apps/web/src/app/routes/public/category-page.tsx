import { CATEGORY_LABELS, MSG, resolveCategory } from '@kiraya/contract';
import { useParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { CatalogueBrowser } from '../../../features/catalogue/components/catalogue-browser';
import { CATEGORY_LEADS } from '../../../features/catalogue/components/category-leads';
import { NotFoundContent } from './not-found-page';

/** /category/{name}: any spelling of §9 (appliances, dress, dresses…) resolves to one category. */
export function CategoryPage() {
  const { name } = useParams();
  const category = resolveCategory(name);

  if (!category) {
    return (
      <NotFoundContent
        title={MSG.unknownCategory}
        text={`Kiraya has no category called “${name ?? ''}”. Try Property, Home Appliances or Clothing.`}
      />
    );
  }

  const label = CATEGORY_LABELS[category];
  return (
    <PageContainer>
      <PageTitle title={label} />
      <PageHeader title={label} lead={CATEGORY_LEADS[category]} crumbs={[{ label }]} />
      {/* A new category is a new list: reset the browser's local state. */}
      <CatalogueBrowser key={category} category={category} label={label} />
    </PageContainer>
  );
}
