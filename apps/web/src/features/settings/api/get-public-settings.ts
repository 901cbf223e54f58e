import { DEFAULT_SETTINGS, type PublicSettings, publicSettingsFrom } from '@kiraya/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { settingsKeys } from './query-keys';

const STORAGE_KEY = 'kiraya.settings';

/** The settings seen on the last visit: the title, theme and page size are right from the first paint. */
export function rememberedSettings(): PublicSettings | undefined {
  try {
    return publicSettingsFrom(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function rememberSettings(settings: PublicSettings) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the next visit just starts from the defaults.
  }
}

/** GET /api/settings: site title, contact details, page size, default theme and the maintenance flag. */
export async function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  const settings = await apiGet<PublicSettings>(apiPaths.settings(), signal);
  rememberSettings(settings);
  return settings;
}

export const publicSettingsOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    placeholderData: rememberedSettings,
    // An admin may switch maintenance on at any time: read again after a minute and when the tab comes back.
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsOptions());
}

/** The settings in effect now: the server's, else last visit's, else the defaults. */
export function useSettingsInEffect(): PublicSettings {
  return usePublicSettings().data ?? DEFAULT_SETTINGS;
}

export const useSiteTitle = () => useSettingsInEffect().siteTitle;

/** Items per page of visitor lists (the admin setting itemsPerPage), so page counts match what the server cuts. */
export const usePageSize = () => useSettingsInEffect().itemsPerPage;
