import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { MyVisits } from '../../../features/visits/components/my-visits';
import { useT } from '../../../lib/i18n';

/** /visits: the property visits the buyer asked for, the owners' answers and the rental offers after them. */
export function MyVisitsPage() {
  const t = useT('visits');
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title={t('VISIT_TEXT.myVisits')} />
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('VISIT_TEXT.myVisits')}</h1>
        <p className="max-w-2xl text-stone-700">{t('VISIT_TEXT.myVisitsLead')}</p>
      </div>
      <MyVisits />
    </PageContainer>
  );
}
