import { z } from 'zod';
import { LIMITS } from './constants.js';

/** Site settings of §2 (admin Settings) with the defaults of §9. */
export const siteSettings = z.object({
  siteTitle: z.string().trim().min(1, 'Site title is required.').max(80),
  adminEmail: z.string().trim().min(1, 'Admin email is required.').email('Enter a valid email address.').max(254),
  supportEmail: z.union([z.literal(''), z.string().trim().email('Enter a valid email address.').max(254)]),
  contactNumber: z.string().trim().max(30),
  itemsPerPage: z.coerce.number().int().min(LIMITS.itemsPerPageMin, 'Items per page must be at least 1.').max(LIMITS.maxPageSize),
  notificationsEnabled: z.boolean(),
  darkMode: z.boolean(),
  maintenanceMode: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

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
