import { publicSettings } from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings } from './settings.service.js';

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
};
