import type { Entry } from './kit.js';

/** Notifications of buyers, owners and admins. */
export const NOTIFICATION_ROUTES: Record<string, Entry> = {};
