import { z } from 'zod';
import { LIMITS } from './constants.js';

/** Site settings of §2 (admin Settings) with the defaults of §9. */
export const siteSettings = z.object({
  siteTitle: z
    .string({ error: 'Site title is required.' })
    .trim()
    .min(1, 'Site title is required.')
    .max(80, 'Site title must be at most 80 characters.'),
  adminEmail: z
    .string({ error: 'Admin email is required.' })
    .trim()
    .min(1, 'Admin email is required.')
    .email('Enter a valid email address.')
    .max(254, 'Enter a valid email address.'),
  supportEmail: z.union([z.literal(''), z.string().trim().email('Enter a valid email address.').max(254)], {
    error: 'Enter a valid email address.',
  }),
  contactNumber: z.string({ error: 'Enter a contact number.' }).trim().max(30, 'Contact number must be at most 30 characters.'),
  itemsPerPage: z.coerce
    .number({ error: 'Items per page must be a whole number.' })
    .int('Items per page must be a whole number.')
    .min(LIMITS.itemsPerPageMin, 'Items per page must be at least 1.')
    .max(LIMITS.maxPageSize, `Items per page must be at most ${LIMITS.maxPageSize}.`),
  notificationsEnabled: z.boolean({ error: 'Notifications must be on or off.' }),
  darkMode: z.boolean({ error: 'Dark mode must be on or off.' }),
  maintenanceMode: z.boolean({ error: 'Maintenance mode must be on or off.' }),
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
