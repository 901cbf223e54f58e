/** What the rest of the web app may use of the site settings (other features import only this file). */
export {
  publicSettingsOptions,
  rememberedSettings,
  usePageSize,
  usePublicSettings,
  useSettingsInEffect,
  useSiteTitle,
} from './api/get-public-settings';
export { MaintenancePage } from './components/maintenance-page';
export { ThemeToggle } from './components/theme-toggle';
export { chooseTheme, currentTheme, initTheme, setSiteDefaultTheme, type Theme, useTheme } from './theme';
