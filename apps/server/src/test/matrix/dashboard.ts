import type { Entry } from './kit.js';

/** Site settings and the admin summary. */
export const DASHBOARD_ROUTES: Record<string, Entry> = {};
