/**
 * Starts the real server (production mode, built web app) for browser tests on a fresh database:
 * an embedded PGlite in a temporary DATA_DIR, or — with E2E_DB=postgres — a new PostgreSQL database
 * made from TEST_DATABASE_URL, seeded with the demo catalogue and dropped again on SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOB_KINDS, type JobKind } from '@kiraya/contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { scheduledJobs } from '../apps/server/src/db/schema/index.js';
import { seedDemo } from '../apps/server/src/db/seed/seed.js';
import { createLocalImageStore } from '../apps/server/src/lib/storage.js';
import { LINE_JOB_KINDS, runDueJobs } from '../apps/server/src/modules/jobs/jobs.runner.js';
import { createMailer } from '../apps/server/src/modules/mail/mail.transport.js';
import { startTestSmtp } from '../apps/server/src/test/smtp.js';

const kind = process.env.E2E_DB === 'postgres' ? 'postgres' : 'pglite';
const port = Number(process.env.PORT ?? 4173);
const dataDir = mkdtempSync(join(tmpdir(), `kiraya-e2e-${kind}-`));
// Serve a copy of the built app: a rebuild during the run must not pull chunks from under the browser.
const webDist = join(dataDir, 'web');
// E2E_WEB_DIST lets parallel work on one machine test its own build (vite build --outDir …).
const builtWeb = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
cpSync(builtWeb, webDist, { recursive: true });
// The server-rendering bundle sits beside the web build (apps/web/dist-server), as the server looks for it.
cpSync(join(builtWeb, '..', 'dist-server'), join(dataDir, 'dist-server'), { recursive: true });

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function main() {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('E2E_DB=postgres needs TEST_DATABASE_URL');
    const name = `kiraya_e2e_${randomBytes(4).toString('hex')}`;
    await admin(base, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => admin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  // Account mail really goes out, to an SMTP server of this process's own (npm smtp-server), which the tests read.
  const smtp = await startTestSmtp();
  const config = loadConfig({
    SMTP_URL: smtp.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
  });
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(dataDir, 'db') });
  await database.migrate();
  await seedDemo(database.db, { uploadsDir: join(dataDir, 'uploads') });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  // Browser tests only, never in the product: moves the scheduled jobs' clock (docs/renting.md "Time-driven work") for
  // one thing (`ref_id`: tests share the server, and another test's line must keep its own time) by running every job
  // of that thing due at `at`, as the worker would then, until none is left (a job may schedule the next one). `kinds`
  // says what the number is: an order line's jobs by default, since a mail or a product may have the same number. The
  // answer names the jobs of that thing that failed and wait for a retry, so a test says why its line did not move.
  const images = createLocalImageStore(join(dataDir, 'uploads'));
  app.post<{ Body: { at?: string; ref_id?: number; kinds?: string[] } }>('/api/__e2e/run-jobs', async (request, reply) => {
    const at = new Date(String(request.body?.at));
    const refId = Number(request.body?.ref_id);
    const kinds = (request.body?.kinds ?? LINE_JOB_KINDS) as JobKind[];
    if (Number.isNaN(at.getTime()) || !Number.isInteger(refId) || !kinds.every((k) => (JOB_KINDS as readonly string[]).includes(k)))
      return reply.code(400).send({ message: 'at: an ISO date-time; ref_id: what the jobs are of; kinds: job kinds' });
    const run = () => runDueJobs(database.db, at, 20, { images }, { refId, kinds });
    let ran = 0;
    for (let batch = await run(); batch > 0; batch = await run()) ran += batch;
    const failed = await database.db
      .select({ kind: scheduledJobs.kind, attempts: scheduledJobs.attempts, error: scheduledJobs.lastError })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.refId, refId),
          inArray(scheduledJobs.kind, kinds),
          isNull(scheduledJobs.doneAt),
          isNotNull(scheduledJobs.lastError),
        ),
      );
    return { ran, failed };
  });
  // Browser tests only: the mail the SMTP server received for one address, oldest first, after sending what is due
  // (the worker would within JOBS_INTERVAL_MS; a test does not wait for it).
  const mailer = createMailer(config.mail as NonNullable<typeof config.mail>);
  app.get<{ Querystring: { to?: string } }>('/api/__e2e/mail', async (request, reply) => {
    const to = String(request.query.to ?? '');
    if (!to.includes('@')) return reply.code(400).send({ message: 'to: an email address' });
    while ((await runDueJobs(database.db, new Date(), 20, { mailer }, { kinds: ['mail_send'] })) > 0) {}
    return smtp.to(to);
  });
  let stopping = false;
  const stop = async () => {
    // SIGTERM and SIGINT may both arrive: close once.
    if (stopping) return;
    stopping = true;
    await app.close();
    mailer.close();
    await smtp.close();
    await database.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`e2e server (${kind}) on http://127.0.0.1:${port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
