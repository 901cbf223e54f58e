import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { PostAdForm } from '../../../features/listings';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** Post Ad (/upload, buyers only): the ad waits for an admin's approval before anyone else sees it. */
export function UploadPage() {
  const session = useSession('user');
  const t = useT('upload');
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={t('post.title')} />
      <PageHeader
        title={t('post.title')}
        crumbs={[{ label: t('post.crumbDashboard'), to: paths.dashboard() }, { label: t('post.title') }]}
        lead={t('post.lead')}
      />
      <PostAdForm seller={{ name: session?.profile.name ?? '', email: session?.profile.email ?? '' }} />
    </PageContainer>
  );
}
