import { ACCOUNT_FORM_MSG } from '@kiraya/contract';
import { buttonClass } from '../../../components/ui/button-styles';
import { LoadingStatus, SkeletonLines } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { isNetworkError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useCurrentUser } from '../api/get-current-user';

/** The buyer's own details (the dashboard's Profile tab), with the way to edit them. */
export function ProfileSummary() {
  const user = useCurrentUser();
  const t = useT('buyer');
  if (user.isPending) {
    return (
      <SkeletonLines className="space-y-4" lines={['h-6 w-40', 'h-4 w-64', 'h-4 w-72', 'h-16 w-full']}>
        <LoadingStatus label={t('profile.loading')} />
      </SkeletonLines>
    );
  }
  if (user.isError) {
    const network = isNetworkError(user.error);
    return (
      <ErrorState
        error={network ? null : user.error}
        fallback={network ? ACCOUNT_FORM_MSG.loadUserNetwork : ACCOUNT_FORM_MSG.loadUserFailed}
        onRetry={() => user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  const { name, email, bio } = user.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-950">{t('tab.profile')}</h2>
        <Link to={paths.editProfile()} className={buttonClass('secondary', 'sm')}>
          {t('profile.edit')}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <dt className="text-sm font-semibold text-stone-600">{t('profile.name')}</dt>
        <dd className="-mt-3 break-words text-stone-950 sm:mt-0">{name}</dd>
        <dt className="text-sm font-semibold text-stone-600">{t('profile.email')}</dt>
        <dd className="-mt-3 break-all text-stone-950 sm:mt-0">{email}</dd>
        <dt className="text-sm font-semibold text-stone-600">{t('profile.bio')}</dt>
        <dd className="-mt-3 whitespace-pre-line break-words text-stone-950 sm:mt-0">
          {bio.trim() ? bio : <span className="text-stone-600">{t('profile.noBio')}</span>}
        </dd>
      </dl>
    </div>
  );
}
