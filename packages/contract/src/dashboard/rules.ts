import { ACCOUNT_ADMIN_MSG, ROLES } from '../accounts/rules.js';
import { LISTING_ADMIN_MSG } from '../listings/rules.js';
import { MODERATION_MSG } from '../moderation/rules.js';
import { PRODUCT_ADMIN_MSG } from '../products/rules.js';

/** The admin summary (dashboard cards, recent activity, 30-day chart): constants and messages (zod-free). */

export const DASHBOARD = {
  /** Recent Activities shows this many of the newest activity-log lines. */
  recentActivities: 10,
  /** The chart covers this many IST calendar days, today included. */
  chartDays: 30,
  /** Days of the chart are calendar days in India, whatever the server's zone. */
  timeZone: 'Asia/Kolkata',
} as const;

export const DASHBOARD_MSG = {
  noRecentActivity: 'No recent activity.',
  loadFailed: 'Could not load the dashboard.',
} as const;

/**
 * Every text of the admin tables in one object, as the admin screens have always read it; each domain owns its part
 * (ACCOUNT_ADMIN_MSG, PRODUCT_ADMIN_MSG, LISTING_ADMIN_MSG, MODERATION_MSG.noPending).
 */
export const ADMIN_MSG = {
  ...ACCOUNT_ADMIN_MSG,
  ...PRODUCT_ADMIN_MSG,
  ...LISTING_ADMIN_MSG,
  noPending: MODERATION_MSG.noPending,
  unknownSection: (x: string) => `Section "${x}" not found.`,
  deleted: 'Deleted.',
} as const;

/** Who an activity-log line is about: an account's role, or the system itself. */
export const ACTIVITY_ACTOR_ROLES = [...ROLES, 'system'] as const;
