import { SETTINGS_MSG } from '@kiraya/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useAdminSettings } from '../../../features/settings/api/get-admin-settings';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { useT } from '../../../lib/i18n';
import { AdminScreen } from './admin-parts';

/** /admin/settings and the dashboard's Settings section (§2 Settings). */
export function SettingsPage() {
  const t = useT('admin');
  const query = useAdminSettings();
  return (
    <AdminScreen title={t('settings.title')} lead={t('settings.lead')}>
      {query.isPending ? (
        <div className="grid max-w-3xl gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            {t('settings.loading')}
          </span>
          <Skeleton className="h-72 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} fallback={SETTINGS_MSG.loadFailed} retrying={query.isFetching} />
      ) : (
        <SettingsForm initial={query.data} />
      )}
    </AdminScreen>
  );
}
