import { NotFoundContent } from '../../../components/layouts/not-found';
import { PageContainer } from '../../../components/layouts/page-container';
// The component itself, not the feature's index: the index also holds the admin's verification form (and zod).
import { OwnerProfileView } from '../../../features/trust/components/owner-profile';
import { useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { parseId } from '../../../lib/route-params';
import { useParams, useSearchParams } from '../../../lib/router';

/** /owners/{id}: an owner's public profile and available items (server-rendered like the other visitor pages). */
export function OwnerProfilePage() {
  const id = parseId(useParams().id);
  const [params] = useSearchParams();
  const t = useT('trust');
  const notFound = () => <NotFoundContent title={t('profile.notFound')} text={t('profile.notFoundText')} />;
  if (id === null) return notFound();
  return (
    <PageContainer>
      <OwnerProfileView ownerId={id} page={readPage(params)} notFound={notFound} />
    </PageContainer>
  );
}
