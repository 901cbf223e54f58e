import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { batchedTotals } from '../db/batched.js';
import type { PoolStats } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { rowsOf } from '../lib/sql-rows.js';

export const METRICS_PATH = '/metrics';
/** The route label of a request no route matched (404s, the SPA's pages): raw URLs would make one series per URL. */
export const UNMATCHED_ROUTE = '<unmatched>';

/**
 * Prometheus metrics of this process. Parts of the app add their own point-in-time values with
 * `app.metrics.gauge(name, help, collect)`: `collect` runs at each scrape.
 */
export interface Metrics {
  readonly registry: Registry;
  gauge(name: string, help: string, collect: () => number | Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** Bearer token a scraper must send; without one, only loopback and private addresses may scrape. */
  token: string | undefined;
  /** The database pool's connections (PostgreSQL), read at each scrape. */
  poolStats?: () => PoolStats;
}

/** Loopback, RFC 1918, carrier-grade NAT, link-local and IPv6 unique-local addresses: never the internet. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  return isIPv4(ip) ? PRIVATE.check(ip, 'ipv4') : PRIVATE.check(ip, 'ipv6');
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without, only a scraper on this machine
 * or a private network. A request a proxy forwarded (nginx on the same machine connects from 127.0.0.1) counts as
 * coming from the client the proxy names, and, when TRUST_PROXY does not let us read that, as public.
 */
function checkAccess(request: FastifyRequest, token: string | undefined, trustsProxy: boolean): void {
  const auth = request.headers.authorization;
  if (token) {
    const given = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    if (given !== undefined && sameSecret(given, token)) return;
    throw new AppError('METRICS_UNAUTHORIZED', 401, 'Metrics need the bearer token set in METRICS_TOKEN.', undefined, {
      'www-authenticate': 'Bearer',
    });
  }
  const forwarded = FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined);
  if (isPrivateAddress(request.ip) && (!forwarded || trustsProxy)) return;
  throw new AppError('METRICS_FORBIDDEN', 403, 'Metrics are served only to private addresses unless METRICS_TOKEN is set.');
}

interface JobStats {
  due: number;
  lagSeconds: number;
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  // One registry per app: tests build several apps in one process, and each must count only its own requests.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response being sent, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // A live stream's "duration" is how long someone kept a page open: it would swamp the latencies (streams have a gauge).
    if (String(reply.getHeader('content-type') ?? reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const gauge = (name: string, help: string, collect: () => number | Promise<number>) => {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(await collect());
        } catch (error) {
          // One part failing to answer must not cost the scrape every other metric: NaN says "unknown".
          app.log.warn({ err: error, metric: name }, 'metrics: a gauge failed to collect');
          this.set(Number.NaN);
        }
      },
    });
  };
  app.decorate('metrics', { registry, gauge });

  const { poolStats } = options;
  if (poolStats) {
    gauge('db_pool_connections', 'Connections the database pool holds (in use and idle)', () => poolStats().total);
    gauge('db_pool_idle_connections', 'Connections of the database pool waiting for a query', () => poolStats().idle);
    gauge('db_pool_waiting_clients', 'Queries waiting for a free connection of the database pool', () => poolStats().waiting);
  }

  // How many lookups each batched statement answered (db/batched.ts): their ratio is the batch size under load.
  for (const [name, help, field] of [
    ['db_batched_statements_total', 'Statements sent for batched lookups (db/batched.ts)', 'statements'],
    ['db_batched_lookups_total', 'Lookups those statements answered', 'lookups'],
  ] as const)
    new Counter({
      name,
      help,
      labelNames: ['lookup'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [lookup, counted] of batchedTotals()) this.inc({ lookup }, counted[field]);
      },
    });

  // Read at each scrape (two small queries on the due-jobs index): a memo shared by the two gauges would go stale.
  // A database that does not answer makes both NaN (see gauge).
  const readJobStats = async (): Promise<JobStats> => {
    const result = await app.db.execute(
      sql`select count(*)::int as due, extract(epoch from now() - min(run_at))::float8 as lag
          from scheduled_jobs where done_at is null and run_at <= now()`,
    );
    const row = rowsOf<{ due: number; lag: number | null }>(result)[0];
    return { due: Number(row?.due ?? 0), lagSeconds: Math.max(0, Number(row?.lag ?? 0)) };
  };
  gauge('jobs_due', 'Scheduled jobs whose time has come and that are not done (all processes)', async () => (await readJobStats()).due);
  gauge(
    'jobs_lag_seconds',
    'Seconds since the oldest due, not-done scheduled job should have run (0 when none is due)',
    async () => (await readJobStats()).lagSeconds,
  );

  const trustsProxy = app.config.trustProxy !== false;
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    checkAccess(request, options.token, trustsProxy);
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
