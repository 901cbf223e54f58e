import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MSG } from '@kiraya/contract';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createLiveBus, emit, type LiveBus } from './db/events.js';
import { UPLOADS_URL_PREFIX } from './lib/images.js';
import { withSafeSerializers } from './lib/log-serializers.js';
import { createPictureUrls } from './lib/picture-urls.js';
import { openRedis } from './lib/redis.js';
import { createImageStore, type ImageStore } from './lib/storage.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createSessionSignals, type SessionSignals } from './modules/accounts/session-signals.js';
import { createResponseCache } from './modules/catalogue/catalogue.cache.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { conversationsRoutes } from './modules/conversations/conversations.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { startJobWorker } from './modules/jobs/jobs.runner.js';
import { listingsRoutes } from './modules/listings/listings.routes.js';
import { createStreams, type Streams } from './modules/live/live.stream.js';
import { pgRateStore } from './modules/live/rate-store.js';
import { createSharedCaps } from './modules/live/stream-caps.js';
import { createMailer } from './modules/mail/mail.transport.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { rentalsRoutes } from './modules/orders/rentals.routes.js';
import { reportPhotosRoutes } from './modules/orders/report-photos.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { picturesRoutes } from './modules/pictures/pictures.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { synonymRoutes } from './modules/search/synonyms.routes.js';
import { hindiFontHead, languagePreloads, loadPageRenderer, shellTemplate } from './modules/seo/page-render.js';
import { routePreloads } from './modules/seo/route-chunks.js';
import { type ShellOptions, sendShell, seoRoutes } from './modules/seo/seo.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { trustRoutes } from './modules/trust/trust.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { authPlugin } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHttpCache } from './plugins/http-cache.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { registerMetrics } from './plugins/metrics.js';
import { pagingPlugin } from './plugins/paging.js';
import { registerReadiness } from './plugins/readiness.js';
import { registerRequestId, requestId } from './plugins/request-id.js';
import { registerSecurity } from './plugins/security.js';
import { createSerializerCompiler } from './plugins/serializer.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    config: Config;
    /** Every route as `METHOD /path`, in registration order (the authorization matrix checks it). */
    routeList: string[];
    /** Tells every process's open streams that an account's sessions ended. */
    sessionSignals: SessionSignals;
    /** This process's end of the live-events bus (db/events.ts). */
    live: LiveBus;
    /** This process's open Server-Sent Events streams. */
    streams: Streams;
    /** Where pictures live (local disk or S3); `images.check()` tells whether it takes writes. */
    images: ImageStore;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino logger options; false silences it (tests). */
  logger?: boolean | object;
}

/**
 * Fastify 5.12+ ignores a bare hop count (it cannot tell a proxy from a direct client), so a count becomes
 * "trust the nearest N hops", which is right only when clients reach the server solely through those proxies.
 */
function trustProxyOption(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the whole API (and, in production, the web app) without listening. */
export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every logged error goes through serializeError: no query text or parameters (personal data) in the logs.
    logger: withSafeSerializers(logger ?? { level: config.logLevel }, config.logLevel),
    // A well-formed X-Request-Id from nginx is kept, so one id follows a request across the proxy and the logs (reqId).
    genReqId: requestId,
    // One line per request, written once it is answered (below), instead of Fastify's pair of lines.
    logController: new LogController({ disableRequestLogging: true }),
    // On close: idle keep-alive connections end at once, requests in flight finish, later ones on open connections get 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // Only configured proxy hops may set X-Forwarded-For: otherwise every client would choose the address the limits count.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Receiving a request (headers and body) must finish in time, or a client trickling one byte at a time keeps a
    // connection forever. Node clears this timer once the request is in, so an open SSE response is not cut.
    requestTimeout: config.requestTimeoutMs,
    // Node enforces requestTimeout only when headersTimeout (60 s by default) is not longer, and looks for overdue
    // requests every connectionsCheckingInterval (30 s by default): both follow the configured timeout.
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify compiled from the zod contract; outside production zod checks each one.
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env !== 'production' }));
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('routeList', [] as string[]);
  // Live events from every process (docs/decisions/0009): streams, caches and session ends follow them.
  const live = createLiveBus(database, { onError: (error) => app.log.error({ err: error }, 'live events: read failed') });
  await live.start();
  live.subscribe({ topic: 'catalogue' }, () => emit('catalogueChanged'));
  // Limits shared by every process: in Redis when configured, else in PostgreSQL.
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const sessionSignals = createSessionSignals(database.db, live);
  const streams = createStreams({
    bus: live,
    signals: sessionSignals,
    caps: createSharedCaps({ db: database.db, redis, redisPrefix: `${config.redisPrefix}:cap:` }, (error) =>
      app.log.warn({ err: error }, 'stream lease renewal failed'),
    ),
    recheckMs: config.streamRecheckMs,
  });
  app.decorate('live', live);
  app.decorate('sessionSignals', sessionSignals);
  app.decorate('streams', streams);
  // Open streams never end by themselves: end them first (browsers reconnect, to another process), or closing would wait.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await live.stop();
    await redis?.quit().catch(() => {});
  });
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeList.push(`${method} ${route.url}`);
    }
  });

  registerRequestId(app);
  // One line per request once answered: its id (reqId), method, URL, status and time. Fastify's own pair of lines
  // ("incoming request", "request completed") cost a cached answer on PGlite a fifth of its throughput, mostly in
  // reading the client's address and host through the trusted-proxy rules for every line (bench/README.md, "The
  // embedded database"); the address is personal data the log has no use for. A route's logLevel still applies: the
  // live streams log at warn, so their URLs stay out.
  app.addHook('onResponse', (request, reply, done) => {
    const req = { method: request.method, url: request.url };
    request.log.info({ req, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  // Which of several processes answered (INSTANCE_NAME, docs/deploy.md): for people and the cluster test, not for routing.
  const servedBy = config.instanceName;
  // On the raw response, so hijacked replies (live streams) carry it too.
  if (servedBy) app.addHook('onRequest', async (_request, reply) => void reply.raw.setHeader('x-served-by', servedBy));

  registerErrorHandler(app);
  // Process life: /api/health/ready's checks (app.readiness.add) and /metrics (app.metrics.gauge); docs/deploy.md.
  registerReadiness(app);
  registerMetrics(app, { token: config.metricsToken, poolStats: database.poolStats?.bind(database) });
  app.metrics.gauge('live_streams_open', 'Server-Sent Events streams open in this process', () => streams.size);
  app.metrics.gauge('live_events_last_seq', 'Newest live event this process has handed to its subscribers', () => live.lastId);
  if (redis)
    app.readiness.add('redis', async () => {
      await redis.ping();
    });
  registerInputGuard(app);
  await registerSecurity(app);
  // Before compression, so the ETag is computed from the JSON, not from the compressed bytes (plugins/http-cache.ts).
  registerHttpCache(app);
  await registerCompression(app);
  await registerDocs(app);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  await app.register(pagingPlugin);
  // Limits are opt-in per route (`config.rateLimit`), counted once for all processes: in Redis, else in PostgreSQL.
  // Login and forgot-password use the shared auth_throttle table instead.
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}:rate:` } : { store: pgRateStore(database.db) }),
  });
  await app.register(multipart, { throwFileSizeLimit: true });

  // Local disk (<DATA_DIR>/uploads) unless S3_* are set: then every process reads and writes the same bucket.
  const images = await createImageStore(config);
  app.decorate('images', images);
  app.addHook('onClose', async () => images.close());
  app.readiness.add('storage', () => images.check());
  const pictures = createPictureUrls(config.tokenSecret);

  // Every module, with its prefix: the whole API reads here.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(synonymRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(productsRoutes, { prefix: '/api', images, pictures });
  await app.register(listingsRoutes, { prefix: '/api', images, pictures });
  await app.register(moderationRoutes, { prefix: '/api', pictures });
  await app.register(wishlistRoutes, { prefix: '/api' });
  await app.register(savedSearchRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api', pictures });
  await app.register(reportPhotosRoutes, { prefix: '/api', images, pictures });
  await app.register(rentalsRoutes, { prefix: '/api' });
  await app.register(visitsRoutes, { prefix: '/api' });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(conversationsRoutes, { prefix: '/api', images, pictures });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(trustRoutes, { prefix: '/api' });

  // Pictures of approved items for anyone; others only through the signed URLs the API gives their owner or an admin.
  await app.register(picturesRoutes, { images });

  const serveWeb = config.env === 'production' && existsSync(join(config.webDist, 'index.html'));
  const template = serveWeb ? shellTemplate(config.webDist) : null;
  const shellCache = createResponseCache({ enabled: config.catalogueCache });
  const shell = serveWeb
    ? {
        template: template as string,
        publicUrl: config.publicUrl,
        cache: shellCache,
        renderer: await loadPageRenderer(config.webDist, app),
        hindiFonts: hindiFontHead(config.webDist),
        languagePreloads: languagePreloads(config.webDist),
        routePreloads: routePreloads(config.webDist, template as string),
      }
    : null;
  if (serveWeb) {
    await app.register(seoRoutes, { publicUrl: config.publicUrl, images });
    // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are, by the
    // browser's Accept-Encoding, with Vary; index.html through the SPA fallback's sendFile too.
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false, index: false, preCompressed: true });
    // Hashed build assets never change; index.html must always be fresh.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200)
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A build file that is not there (a page of an older build asking for its chunks): 404, never the page shell, which
    // the browser would refuse as a script and which the immutable cache header would keep for a year.
    if (request.url.startsWith('/assets/'))
      return reply.code(404).header('cache-control', 'no-store').send({ message: MSG.notFound, code: 'NOT_FOUND' });
    if (serveWeb && request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith(UPLOADS_URL_PREFIX)) {
      // Client-side routes: the SPA renders them, including its own 404 page. cacheControl: false, or
      // @fastify/static would replace no-cache with its own 'public, max-age=0'.
      // Each page gets its own head (title, description, link preview, JSON-LD) and a plain summary (modules/seo).
      return sendShell(app, request, reply, shell as ShellOptions);
    }
    return reply.code(404).send({ message: MSG.notFound, code: 'NOT_FOUND' });
  });

  // Scheduled work (docs/decisions/0007-scheduled-jobs.md): every process polls; each job runs once.
  if (config.jobsIntervalMs > 0) {
    // Account mail goes out through SMTP_URL when it is set (modules/mail); without it the jobs never include mail.
    const mailer = config.mail ? createMailer(config.mail) : undefined;
    const stop = startJobWorker(app.db, { images, mailer }, config.jobsIntervalMs, (error) =>
      app.log.error({ err: error }, 'scheduled jobs failed'),
    );
    app.addHook('onClose', async () => {
      await stop();
      mailer?.close();
    });
  }

  return app;
}
