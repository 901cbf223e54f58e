import { MSG, resolveCategory } from '@kiraya/contract';
import { NotFoundContent } from '../../../components/layouts/not-found';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { CatalogueBrowser } from '../../../features/catalogue/components/catalogue-browser';
import { useLocalize, useT } from '../../../lib/i18n';
import { useParams } from '../../../lib/router';

/** /category/{name}: any spelling of §9 (appliances, dress, dresses…) resolves to one category. */
export function CategoryPage() {
  const { name } = useParams();
  const category = resolveCategory(name);
  const t = useT('catalogue');
  const common = useT('common');
  const localize = useLocalize();

  if (!category) {
    return <NotFoundContent title={localize(MSG.unknownCategory)} text={t('category.unknownText', { name: name ?? '' })} />;
  }

  const label = common(`category.${category}`);
  return (
    <PageContainer>
      <PageTitle title={label} />
      <PageHeader title={label} lead={t(`lead.${category}`)} crumbs={[{ label }]} />
      {/* A new category is a new list: reset the browser's local state. */}
      <CatalogueBrowser key={category} category={category} label={label} />
    </PageContainer>
  );
}
