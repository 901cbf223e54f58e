/**
 * What the rest of the web app may use of the site settings (other features import only this file). The entry
 * imports it, so it holds nothing that runs zod: the admin's settings form is imported by its route directly, and the
 * maintenance page by the root layout, lazily.
 */

export {
  publicSettingsOptions,
  rememberedSettings,
  usePageSize,
  usePublicSettings,
  useSettingsInEffect,
  useSiteTitle,
} from './api/get-public-settings';
export { settingsKeys } from './api/query-keys';
export { ThemeToggle } from './components/theme-toggle';
export { chooseTheme, currentTheme, initTheme, setSiteDefaultTheme, type Theme, useTheme } from './theme';
