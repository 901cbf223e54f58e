/** What the rest of the web app may use of the site settings (other features import only this file). */

export { useAdminSettings } from './api/get-admin-settings';
export {
  publicSettingsOptions,
  rememberedSettings,
  usePageSize,
  usePublicSettings,
  useSettingsInEffect,
  useSiteTitle,
} from './api/get-public-settings';
export { settingsKeys } from './api/query-keys';
export { MaintenancePage } from './components/maintenance-page';
export { SettingsForm } from './components/settings-form';
export { ThemeToggle } from './components/theme-toggle';
export { chooseTheme, currentTheme, initTheme, setSiteDefaultTheme, type Theme, useTheme } from './theme';
