import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { SavedSearchesList } from '../../../features/saved-searches';
import { useT } from '../../../lib/i18n';

/** /saved-searches: the buyer's saved searches and their alerts. */
export function SavedSearchesPage() {
  const t = useT('alerts');
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title={t('title')} />
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-stone-700">{t('lead')}</p>
      </div>
      <SavedSearchesList />
    </PageContainer>
  );
}
