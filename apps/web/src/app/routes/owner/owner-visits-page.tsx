import { VISIT_TEXT } from '@kiraya/contract/visits/rules';
import { OwnerVisits } from '../../../features/visits/components/owner-visits';
import { OwnerPage } from './owner-page';

/** /owner-visits: buyers' requests to see the owner's properties, and the rental offers sent after a visit. */
export function OwnerVisitsPage() {
  return (
    <OwnerPage title={VISIT_TEXT.ownerVisits} lead={VISIT_TEXT.ownerVisitsLead} width="max-w-4xl">
      <OwnerVisits />
    </OwnerPage>
  );
}
