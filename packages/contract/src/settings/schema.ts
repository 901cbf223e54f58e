import { z } from 'zod';
import { CONTACT_NUMBER_MAX, EMAIL_MAX, LIMITS, SITE_TITLE_MAX } from '../limits.js';
import { SETTINGS_FIELD_MSG as F } from './rules.js';

/** Site settings of §2 (admin Settings) with the defaults of §9. */
export const siteSettings = z.object({
  siteTitle: z.string({ error: F.siteTitleRequired }).trim().min(1, F.siteTitleRequired).max(SITE_TITLE_MAX, F.siteTitleTooLong),
  adminEmail: z
    .string({ error: F.adminEmailRequired })
    .trim()
    .min(1, F.adminEmailRequired)
    .email(F.emailInvalid)
    .max(EMAIL_MAX, F.emailInvalid),
  supportEmail: z.union([z.literal(''), z.string().trim().email(F.emailInvalid).max(EMAIL_MAX)], {
    error: F.emailInvalid,
  }),
  contactNumber: z.string({ error: F.contactNumberRequired }).trim().max(CONTACT_NUMBER_MAX, F.contactNumberTooLong),
  itemsPerPage: z.coerce
    .number({ error: F.itemsPerPageWhole })
    .int(F.itemsPerPageWhole)
    .min(LIMITS.itemsPerPageMin, F.itemsPerPageMin)
    .max(LIMITS.maxPageSize, F.itemsPerPageMax),
  notificationsEnabled: z.boolean({ error: F.notificationsOnOff }),
  darkMode: z.boolean({ error: F.darkModeOnOff }),
  maintenanceMode: z.boolean({ error: F.maintenanceOnOff }),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** What every visitor may read (header title, contact page, page sizes, theme, maintenance). */
export const publicSettings = siteSettings.pick({
  siteTitle: true,
  supportEmail: true,
  contactNumber: true,
  itemsPerPage: true,
  darkMode: true,
  maintenanceMode: true,
});
export type PublicSettings = z.infer<typeof publicSettings>;
