import type { SiteSettings } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './query-keys';

/** GET /api/admin/settings (admin bearer): every setting, defaults filled in. */
export function getAdminSettings(signal?: AbortSignal) {
  return apiSend<SiteSettings>('GET', apiPaths.adminSettings(), { role: 'admin', signal });
}

export const adminSettingsOptions = () =>
  queryOptions({ queryKey: settingsKeys.admin(), queryFn: ({ signal }) => getAdminSettings(signal), staleTime: 0 });

export function useAdminSettings() {
  return useQuery(adminSettingsOptions());
}
