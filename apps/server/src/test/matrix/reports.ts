import type { Entry } from './kit.js';

/** Reports and feedback. */
export const REPORT_ROUTES: Record<string, Entry> = {};
