import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { PostAdForm } from '../../../features/listings';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** Post Ad (/upload, buyers only): the ad waits for an admin's approval before anyone else sees it. */
export function UploadPage() {
  const session = useSession('user');
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title="Post an ad" />
      <PageHeader
        title="Post an ad"
        crumbs={[{ label: 'Dashboard', to: paths.dashboard() }, { label: 'Post an ad' }]}
        lead="Rent out your flat, an appliance or clothes in Lucknow. An admin reviews every ad before it goes live."
      />
      <PostAdForm seller={{ name: session?.profile.name ?? '', email: session?.profile.email ?? '' }} />
    </PageContainer>
  );
}
