import { publicSettings, siteSettings } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '../../lib/route-schemas.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as events from '../events/events.service.js';
import { getSettings, saveSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'What every visitor may read: site title, contact details, page size, theme and maintenance flag',
        response: { 200: publicSettings },
      },
    },
    async () => {
      const s = await getSettings(app.db);
      return {
        siteTitle: s.siteTitle,
        supportEmail: s.supportEmail,
        contactNumber: s.contactNumber,
        itemsPerPage: s.itemsPerPage,
        darkMode: s.darkMode,
        maintenanceMode: s.maintenanceMode,
      };
    },
  );

  const admin = requireRole('admin');

  app.get(
    '/admin/settings',
    {
      onRequest: admin,
      schema: {
        tags: ['settings'],
        summary: 'Every site setting (§2 Settings), defaults filled in',
        security: bearer,
        response: { 200: siteSettings, ...errorResponses(401, 403) },
      },
    },
    async () => getSettings(app.db),
  );

  app.post(
    '/admin/settings',
    {
      onRequest: admin,
      schema: {
        tags: ['settings'],
        summary: 'Save every setting (§5: siteTitle and adminEmail required, itemsPerPage at least 1); effective at once',
        security: bearer,
        body: siteSettings,
        response: { 200: siteSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      saveSettings(app.db, request.body, (tx, before) => events.settingsChanged(tx, principalOf(request).id, before, request.body)),
  );
};
