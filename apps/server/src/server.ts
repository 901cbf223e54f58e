import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, REPO_ROOT } from './config.js';
import { openDatabase } from './db/client.js';
import { isCatalogueEmpty, seedDemo } from './db/seed/seed.js';
import { serializeError } from './lib/log-serializers.js';

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
    logger: config.env === 'production' ? { level: config.logLevel } : { level: config.logLevel, transport: { target: 'pino-pretty' } },
  });

  if (config.seedOnEmpty && database.kind === 'pglite' && (await isCatalogueEmpty(database.db))) {
    app.log.info('empty embedded database: loading the demo catalogue');
    const summary = await seedDemo(database.db, { uploadsDir: join(config.dataDir, 'uploads') });
    app.log.info(summary, 'demo data loaded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
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
