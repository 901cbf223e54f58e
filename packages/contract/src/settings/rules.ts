import { CONTACT_NUMBER_MAX, LIMITS, SITE_TITLE_MAX } from '../limits.js';
import type { PublicSettings, SiteSettings } from './schema.js';

// The parts of the site settings every page reads (defaults, texts, a check of stored values), free of zod so
// visitor chunks do not carry the schemas; schema.ts holds the schemas the forms and the server validate with.

/** Texts of the admin Settings screen and of maintenance mode (§2, §5). */
export const SETTINGS_MSG = {
  saved: 'Settings saved successfully!',
  saveFailed: 'Could not save the settings. Please try again.',
  loadFailed: 'Could not load the settings.',
  /** The 503 every non-admin write gets while maintenanceMode is on. */
  maintenance: 'Kiraya is down for maintenance. Please try again soon.',
  maintenanceTitle: 'We’ll be back soon',
} as const;

export const DEFAULT_SETTINGS: SiteSettings = {
  siteTitle: 'Kiraya',
  adminEmail: 'admin@kiraya.in',
  supportEmail: 'support@kiraya.in',
  contactNumber: '+91 98390 12345',
  itemsPerPage: LIMITS.itemsPerPageDefault,
  notificationsEnabled: true,
  darkMode: false,
  maintenanceMode: false,
};

const PUBLIC_KEYS = ['siteTitle', 'supportEmail', 'contactNumber', 'itemsPerPage', 'darkMode', 'maintenanceMode'] as const;

/** Public settings from untrusted storage (the last visit's copy): each key must have its default's type, or it is dropped. */
export function publicSettingsFrom(value: unknown): PublicSettings | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) {
    const v = stored[key];
    if (typeof v !== typeof DEFAULT_SETTINGS[key]) return undefined;
    if (
      key === 'itemsPerPage' &&
      !(Number.isInteger(v) && (v as number) >= LIMITS.itemsPerPageMin && (v as number) <= LIMITS.maxPageSize)
    ) {
      return undefined;
    }
    out[key] = v;
  }
  return out as PublicSettings;
}

/** What the admin Settings form says about a field. */
export const SETTINGS_FIELD_MSG = {
  siteTitleRequired: 'Site title is required.',
  siteTitleTooLong: `Site title must be at most ${SITE_TITLE_MAX} characters.`,
  adminEmailRequired: 'Admin email is required.',
  emailInvalid: 'Enter a valid email address.',
  contactNumberRequired: 'Enter a contact number.',
  contactNumberTooLong: `Contact number must be at most ${CONTACT_NUMBER_MAX} characters.`,
  itemsPerPageWhole: 'Items per page must be a whole number.',
  itemsPerPageMin: 'Items per page must be at least 1.',
  notificationsOnOff: 'Notifications must be on or off.',
  darkModeOnOff: 'Dark mode must be on or off.',
  maintenanceOnOff: 'Maintenance mode must be on or off.',
  itemsPerPageMax: `Items per page must be at most ${LIMITS.maxPageSize}.`,
} as const;
