import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { ExploreAll } from '../../../features/catalogue/components/explore-all';
import { useT } from '../../../lib/i18n';

/** /explore-all: both sources, every category, filters in the URL (?category=&maxPrice=&sort=&page=). */
export function ExploreAllPage() {
  const t = useT('catalogue');
  return (
    <PageContainer>
      <PageTitle title={t('explore.pageTitle')} />
      <PageHeader title={t('explore.title')} lead={t('explore.lead')} crumbs={[{ label: t('explore.pageTitle') }]} />
      <ExploreAll />
    </PageContainer>
  );
}
