import { OwnerVisits } from '../../../features/visits/components/owner-visits';
import { useT } from '../../../lib/i18n';
import { OwnerPage } from './owner-page';

/** /owner-visits: buyers' requests to see the owner's properties, and the rental offers sent after a visit. */
export function OwnerVisitsPage() {
  const t = useT('visits');
  return (
    <OwnerPage title={t('VISIT_TEXT.ownerVisits')} lead={t('VISIT_TEXT.ownerVisitsLead')} width="max-w-4xl">
      <OwnerVisits />
    </OwnerPage>
  );
}
