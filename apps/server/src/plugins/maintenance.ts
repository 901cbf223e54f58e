import { SETTINGS_MSG } from '@kiraya/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { getSettings } from '../modules/settings/settings.service.js';

/** Writes that stay open during maintenance: an admin must be able to sign in (or sign up) to turn it off. */
const ALWAYS_OPEN = new Set(['POST /api/admins/login', 'POST /api/admins/register']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Maintenance mode (admin setting maintenanceMode): every API write by anyone but an admin gets 503.
 * Reads pass on purpose: the web app needs GET /api/settings to know it must show its maintenance page,
 * and the admin area keeps reading everything while it works. Registered after the auth plugin, so the
 * caller's role is known; the admin's account is still checked by the route's own requireRole.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    // The matched route's pattern: unknown URLs fall through to their 404, trailing slashes do not matter.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    if (ALWAYS_OPEN.has(`${request.method} ${route}`)) return;
    if (request.principal?.role === 'admin') return;
    if (!(await getSettings(app.db)).maintenanceMode) return;
    throw new AppError('MAINTENANCE', 503, SETTINGS_MSG.maintenance);
  });
});
