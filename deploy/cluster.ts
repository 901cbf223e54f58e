/**
 * `npm run start:cluster -- --processes 3`: N identical server processes on one PostgreSQL (plus Redis and S3 when
 * configured) behind nginx, or behind a small Node front when nginx is not installed. docs/deploy.md.
 *
 *   --processes N       how many server processes (default 2)
 *   --front auto|nginx|node
 *   --print-nginx       print the nginx configuration for --upstream host:port… (repeatable), --listen and --prefix, then exit
 *
 * The front listens on PORT (default 3000); process i listens on PORT+i. Each process gets INSTANCE_NAME p<i>
 * (its x-served-by header), NODE_ENV=production and TRUST_PROXY=loopback; DATABASE_URL is required, and the rest of
 * the environment (and .env) passes through: REDIS_URL, S3_*, TOKEN_SECRET, DB_POOL_MAX…
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT, renderNginxConfig, startCluster } from './cluster-lib.js';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    front: { type: 'string', default: 'auto' },
    'print-nginx': { type: 'boolean', default: false },
    upstream: { type: 'string', multiple: true },
    listen: { type: 'string', default: '80' },
    prefix: { type: 'string', default: '/var/lib/kiraya-nginx' },
  },
});

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

if (values['print-nginx']) {
  const upstreams = values.upstream ?? [];
  if (upstreams.length === 0) fail('--print-nginx needs at least one --upstream host:port');
  process.stdout.write(renderNginxConfig({ prefix: values.prefix, listen: values.listen, upstreams }));
  process.exit(0);
}

const count = Number(values.processes);
if (!Number.isInteger(count) || count < 1 || count > 64)
  fail(`--processes must be a whole number from 1 to 64 (got "${values.processes}")`);
const front = values.front;
if (front !== 'auto' && front !== 'nginx' && front !== 'node') fail(`--front must be auto, nginx or node (got "${front}")`);

// Like server.ts: a local .env is optional and real environment variables win over it.
const envFile = join(REPO_ROOT, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
if (!process.env.DATABASE_URL)
  fail(
    'DATABASE_URL is required: several processes share one PostgreSQL database (the embedded one belongs to one process).\n' +
      '  e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/kiraya npm run start:cluster -- --processes 3',
  );

// Checks the whole configuration once, here, and settles the token secret: processes that each generated one in
// DATA_DIR at the same moment would not accept each other's logins.
const { loadConfig } = await import('../apps/server/src/config.js');
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ ...process.env, NODE_ENV: 'production' });
} catch (error) {
  fail((error as Error).message);
}

// Like `npm start`: the web app is built first when it is not there.
if (!existsSync(join(config.webDist, 'index.html'))) {
  console.log('start:cluster: the web app is not built yet; running npm run build…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) fail('npm run build failed');
}

const port = config.port;
const ports = Array.from({ length: count }, (_, i) => port + 1 + i);
console.log(`start:cluster: starting ${count} processes on ports ${ports.join(', ')}…`);
const cluster = await startCluster({
  processes: count,
  port,
  processPorts: ports,
  env: { ...process.env, TOKEN_SECRET: config.tokenSecret },
  front,
  restart: true,
  output: (name, line) => console.log(`[${name}] ${line}`),
}).catch((error: Error) => fail(error.message));

console.log(
  `\nKiraya is running at ${cluster.url}  (${count} processes behind ${cluster.front === 'nginx' ? 'nginx' : 'the Node front'}` +
    `${cluster.nginxPrefix ? `, config and logs in ${cluster.nginxPrefix}` : ''})\n` +
    cluster.processes.map((p) => `  ${p.name}: ${p.url}`).join('\n'),
);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`start:cluster: ${signal}: stopping the processes (each finishes its requests), then the front`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
