import { ACCOUNT_FORM_MSG } from '@kiraya/contract';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { BuyerProfileForm, LogoutAllDevices, useLogout } from '../../../features/accounts';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { isNetworkError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

export function EditProfilePage() {
  const user = useCurrentUser();
  const logout = useLogout('user');
  const t = useT('buyer');
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title={t('editProfile.title')} />
      <PageHeader
        title={t('editProfile.title')}
        crumbs={[{ label: t('editProfile.dashboard'), to: paths.dashboard() }, { label: t('editProfile.title') }]}
        lead={t('editProfile.lead')}
      />
      {user.isPending ? (
        <FormSkeleton />
      ) : user.isError ? (
        <ErrorState
          error={isNetworkError(user.error) ? null : user.error}
          fallback={isNetworkError(user.error) ? ACCOUNT_FORM_MSG.loadUserNetwork : ACCOUNT_FORM_MSG.loadUserFailed}
          onRetry={() => user.refetch()}
          retrying={user.isFetching}
        />
      ) : (
        // Keyed by the saved user so the form starts from what the server holds.
        <>
          <BuyerProfileForm key={user.data.id} user={user.data} />
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70">
            <LogoutAllDevices account="user" onDone={logout} />
          </div>
        </>
      )}
    </PageContainer>
  );
}

function FormSkeleton() {
  const t = useT('buyer');
  return (
    <div className="space-y-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70">
      <LoadingStatus label={t('profile.loading')} />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
