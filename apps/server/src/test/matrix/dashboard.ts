import { DEFAULT_SETTINGS } from '@kiraya/contract';
import { adminOnly, type Entry, json } from './kit.js';

/** Site settings and the admin summary. */
export const DASHBOARD_ROUTES: Record<string, Entry> = {
  'GET /api/admin/settings': { expect: adminOnly(), request: json('GET', '/api/admin/settings') },
  // The defaults saved back: the matrix changes nothing that other entries depend on (maintenance stays off).
  'POST /api/admin/settings': { expect: adminOnly(), request: json('POST', '/api/admin/settings', DEFAULT_SETTINGS) },
  'GET /api/admins/summary': { expect: adminOnly(), request: json('GET', '/api/admins/summary') },
};
