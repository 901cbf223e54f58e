import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { UPLOADS_URL_PREFIX } from './lib/images.js';
import { withSafeSerializers } from './lib/log-serializers.js';
import { createLocalImageStore } from './lib/storage.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { listingsRoutes } from './modules/listings/listings.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { registerSecurity } from './plugins/security.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    config: Config;
    /** Every route as `METHOD /path`, in registration order (the authorization matrix checks it). */
    routeList: string[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino logger options; false silences it (tests). */
  logger?: boolean | object;
}

/** Builds the whole API (and, in production, the web app) without listening. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every logged error goes through serializeError: no query text or parameters (personal data) in the logs.
    logger: withSafeSerializers(logger ?? { level: config.logLevel }, config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('routeList', [] as string[]);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeList.push(`${method} ${route.url}`);
    }
  });

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurity(app);
  await registerDocs(app);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  // Limits are opt-in per route (`config.rateLimit`): login has its own per-account throttle.
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { throwFileSizeLimit: true });

  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const images = createLocalImageStore(uploadsDir);

  // Every module, with its prefix: the whole API reads here.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(productsRoutes, { prefix: '/api', images });
  await app.register(listingsRoutes, { prefix: '/api', images });
  await app.register(moderationRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api', images });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    // File names are never reused, so a browser may keep them for a year.
    immutable: true,
    maxAge: '365d',
  });

  const serveWeb = config.env === 'production' && existsSync(join(config.webDist, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false, index: false });
    // Hashed build assets never change; index.html must always be fresh.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith(UPLOADS_URL_PREFIX)) {
      // Client-side routes: the SPA renders them, including its own 404 page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });

  return app;
}
