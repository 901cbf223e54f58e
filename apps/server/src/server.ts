import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, REPO_ROOT } from './config.js';
import { openDatabase } from './db/client.js';
import { isCatalogueEmpty, seedDemo } from './db/seed/seed.js';
import { productionLogger } from './lib/log-destination.js';
import { serializeError } from './lib/log-serializers.js';

/** The whole shutdown, from the signal to the exit, stays under the 10 s an orchestrator waits before SIGKILL. */
const SHUTDOWN_LIMIT_MS = 9_500;

/** Process entry: config, migrations, optional first-run seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  // A local .env (see .env.example) is optional; real environment variables win over it.
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'db'),
    poolMax: config.dbPoolMax,
  });
  await database.migrate();

  const app = await buildApp({
    config,
    database,
    logger:
      config.env === 'production' ? productionLogger(config.logLevel) : { level: config.logLevel, transport: { target: 'pino-pretty' } },
  });

  if (config.seedOnEmpty && database.kind === 'pglite' && (await isCatalogueEmpty(database.db))) {
    app.log.info('empty embedded database: loading the demo catalogue');
    // Into the configured picture store (local disk or S3), which every process serves from.
    const summary = await seedDemo(database.db, { store: app.images });
    app.log.info(summary, 'demo data loaded');
  }

  // Graceful shutdown (docs/deploy.md): ready answers 503, then the listener closes (open keep-alive connections get
  // 503 and Connection: close), live streams end (preClose hooks; the browser reconnects through nginx to another
  // process), requests in flight finish, the database closes. Whatever is still open after SHUTDOWN_LIMIT_MS is cut.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS} ms: exiting with work still open`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    timer.unref();
    let code = 0;
    try {
      app.readiness.drain();
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
      await database.close();
      app.log.info('shut down cleanly');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(timer);
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const demo = (await import('./db/seed/demo-accounts.js')).DEMO_ACCOUNTS;
  app.log.info(
    `Kiraya is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}  (database: ${database.kind})`,
  );
  app.log.info(`Demo accounts: ${demo.map((a) => `${a.role} ${a.email} / ${a.password}`).join(' · ')}`);
}

main().catch((error) => {
  // The same scrubbing as the request logs: a failed start-up query must not print its parameters.
  console.error(serializeError(error));
  process.exit(1);
});
