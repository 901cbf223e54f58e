import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults do not depend on the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** An optional setting where an empty value (`S3_BUCKET=` in .env) means unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis (redis://host:6379/0): when set, shared limits (stream caps, rate limits) live there instead of PostgreSQL. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Start of every Redis key this site writes, so several sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default('kiraya'),
  TOKEN_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(join(REPO_ROOT, 'apps/web/dist')),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Longest time a client may take to send one whole request (headers and body); streams' responses are not limited. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Which hops may set X-Forwarded-For: off (default), a hop count, or addresses/CIDRs (see trustProxySetting). */
  TRUST_PROXY: z.string().default('off'),
  /** How often an open live stream re-checks its account (a session ended in another process). */
  STREAM_RECHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** A label for this process (p1, web-2…), sent as the x-served-by response header; unset sends none. */
  INSTANCE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, dot, dash or underscore (at most 64)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** In-process cache of public catalogue lists and searches (a few seconds); default on, except under tests. */
  /** The site's public origin (https://kiraya.in) for canonical URLs, sitemaps and link previews; else each request's own. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CATALOGUE_CACHE: z
    .enum(['on', 'off'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Bearer token for GET /metrics; without it only loopback and private addresses may scrape. */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** After SIGTERM, how long ready answers 503 while requests are still served, so the balancer stops sending first. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5_000).default(0),
  /** Pictures in an S3-compatible bucket (MinIO, AWS S3): all four of endpoint, bucket and keys, or none (local disk). */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The mail server (smtp://user:pass@host:587, smtps://…:465): when set, account mail is sent through it (modules/mail). */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The sender of that mail (`Kiraya <no-reply@kiraya.in>`). */
  MAIL_FROM: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** Where pictures go when S3_* are set (lib/storage-s3.ts). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most self-hosted stores expect. */
  forcePathStyle: boolean;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four S3 settings, or none: half a configuration would silently keep pictures on one process's disk. */
function s3Setting(e: z.infer<typeof envSchema>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `Invalid configuration: S3 storage needs ${S3_REQUIRED.join(', ')} together; missing ${missing.join(', ')} (unset them all to keep pictures on the local disk)`,
    );
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  tokenSecret: string;
  logLevel: string;
  webDist: string;
  seedOnEmpty: boolean;
  /** Whether public catalogue lists and search results are cached for a few seconds in process. */
  catalogueCache: boolean;
  publicUrl: string | undefined;
  /** Milliseconds a client has to send one whole request (Node's `requestTimeout`): a trickled body gets a 408. */
  requestTimeoutMs: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxy addresses. */
  trustProxy: false | number | string[];
  streamRecheckMs: number;
  /** How often this process runs the scheduled jobs that are due; 0 runs none (tests call the runner with their clock). */
  jobsIntervalMs: number;
  metricsToken: string | undefined;
  /** Milliseconds between SIGTERM (ready turns 503) and closing the listener; the whole shutdown stays under 10 s. */
  shutdownDrainMs: number;
  /** Pictures in an S3-compatible bucket; undefined keeps them in `<dataDir>/uploads`. */
  s3: S3Config | undefined;
  /** This process's label (INSTANCE_NAME) for the x-served-by header, when several run behind one front. */
  instanceName: string | undefined;
  /** Where account mail goes (SMTP_URL, MAIL_FROM, links on PUBLIC_URL); undefined keeps it in the admin outbox. */
  mail: MailConfig | undefined;
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** The site's origin that links in mail start with (PUBLIC_URL): never a request's Host, which a caller chooses. */
  publicUrl: string;
}

export const DEFAULT_MAIL_FROM = 'Kiraya <no-reply@kiraya.in>';

/** SMTP_URL needs PUBLIC_URL: a reset link built from a request's Host header would let anyone aim it at their site. */
function mailSetting(e: z.infer<typeof envSchema>): MailConfig | undefined {
  if (!e.SMTP_URL) return undefined;
  if (!e.PUBLIC_URL) throw new Error("Invalid configuration: SMTP_URL needs PUBLIC_URL, the site's address that links in mail point to");
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM, publicUrl: e.PUBLIC_URL };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `off`/`false`/empty trusts no one (request.ip is the socket's address); a number trusts that
 * many hops in front of the server; otherwise a comma-separated list of addresses, CIDRs or proxy-addr's names
 * (loopback, linklocal, uniquelocal). `true` is refused: trusting every hop lets any client choose its address.
 */
export function trustProxySetting(raw: string): false | number | string[] | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (value === 'true' || value === 'on')
    return { error: 'true would let any client choose its address; give a hop count or the proxy addresses' };
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined))) {
      return { error: `"${entry}" is not an address, a CIDR, or one of loopback, linklocal, uniquelocal` };
    }
  }
  return entries;
}

/** The only reader of process.env: parses once and fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const trustProxy = trustProxySetting(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy))
    throw new Error(`Invalid configuration: TRUST_PROXY: ${trustProxy.error}`);
  const dataDir = resolve(REPO_ROOT, e.DATA_DIR);
  const s3 = s3Setting(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    tokenSecret: e.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(REPO_ROOT, e.WEB_DIST),
    seedOnEmpty: e.SEED_ON_EMPTY,
    // Tests write rows directly and read them back at once, so they opt in explicitly.
    catalogueCache: e.CATALOGUE_CACHE === undefined ? e.NODE_ENV !== 'test' : e.CATALOGUE_CACHE === 'on',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    publicUrl: e.PUBLIC_URL,
    trustProxy,
    streamRecheckMs: e.STREAM_RECHECK_MS,
    jobsIntervalMs: e.JOBS_INTERVAL_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    s3,
    instanceName: e.INSTANCE_NAME,
    mail: mailSetting(e),
  };
}

/** A token secret that survives restarts without anyone having to invent one. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
