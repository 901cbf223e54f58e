import type { PublicSettings, SiteSettings } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { rememberSettings } from './get-public-settings';
import { settingsKeys } from './query-keys';

/** POST /api/admin/settings: every field; answers the saved settings (400 with fieldErrors when one is wrong). */
export function saveSettings(values: SiteSettings) {
  return apiSend<SiteSettings>('POST', apiPaths.adminSettings(), { role: 'admin', body: values });
}

/** Saves, then puts the answer in both caches: the title, theme and page size change in this tab at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.admin(), saved);
      const { adminEmail: _a, notificationsEnabled: _n, ...visible } = saved;
      queryClient.setQueryData<PublicSettings>(settingsKeys.public(), visible);
      rememberSettings(visible);
      // Lists cut with the old page size are dropped.
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsKeys.all[0] });
    },
  });
}
