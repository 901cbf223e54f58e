import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeFront } from './node-front.js';

/**
 * N identical Kiraya server processes behind one front (nginx when installed, else deploy/node-front.ts), shared by
 * `npm run start:cluster` (deploy/cluster.ts), the cluster test (apps/server/src/test/cluster.ts) and the bench's
 * `--processes` (bench/run.ts). docs/deploy.md, "Running several processes".
 */

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/src/server.ts');
export const NGINX_TEMPLATE = join(REPO_ROOT, 'deploy/nginx.conf.template');
export const DEFAULT_NGINX = '/usr/sbin/nginx';

export interface ClusterOptions {
  processes: number;
  /** The front's port; 0 takes a free one. */
  port: number;
  /** The processes' ports (one each); free ones when omitted. */
  processPorts?: number[];
  /** Every process's environment (DATABASE_URL, REDIS_URL, S3_*, TOKEN_SECRET…): the caller decides what passes. */
  env: Record<string, string | undefined>;
  /** More environment for process `index` (0-based), e.g. a database application_name per process. */
  envFor?: (index: number) => Record<string, string>;
  /** The server's entry file (a bench runs its own); apps/server/src/server.ts by default. */
  entry?: string;
  /** `auto` (default): nginx when its binary exists, else the Node front. */
  front?: 'auto' | 'nginx' | 'node';
  nginxBinary?: string;
  /** Start a process again after it exits on its own (not through kill() or stop()), after a back-off. */
  restart?: boolean;
  /** Where each process's output goes: inherited, dropped, or a line at a time (its last lines are kept for errors). */
  output?: 'inherit' | 'ignore' | ((name: string, line: string) => void);
  /** How long a process may take to be ready after it starts (migrations included). */
  readyTimeoutMs?: number;
  /** A path every process must answer 2xx before it counts as ready: /api/health/ready (database, Redis, storage) by default. */
  readyPath?: string;
}

export interface ClusterProcess {
  index: number;
  /** INSTANCE_NAME, the x-served-by header: p1, p2… */
  name: string;
  port: number;
  /** Direct address of this process, bypassing the front. */
  url: string;
  /** The running child, or null while stopped. */
  child: ChildProcess | null;
  /** How many times it was (re)started. */
  starts: number;
}

export interface Cluster {
  /** The front: what a browser uses. */
  url: string;
  front: 'nginx' | 'node';
  /** nginx's prefix folder (config, logs), when nginx is the front. */
  nginxPrefix: string | null;
  processes: ClusterProcess[];
  process(index: number): ClusterProcess;
  /** Signals process `index` and waits until it has exited. */
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts process `index` again (after kill) on the same port and waits until it answers. */
  restart(index: number): Promise<void>;
  /** SIGTERM to every process (they finish in-flight work), then the front; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** The nginx configuration for these processes (deploy/nginx.conf.template with its placeholders filled). */
export function renderNginxConfig(options: { prefix: string; listen: string; upstreams: string[] }): string {
  const servers = options.upstreams.map((u) => `    server ${u} max_fails=2 fail_timeout=5s;`).join('\n');
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('__PREFIX__', options.prefix)
    .replaceAll('__LISTEN__', options.listen)
    .replaceAll('__UPSTREAMS__', servers);
}

/** Writes the rendered configuration and nginx's folders under `prefix`, readable by nginx's unprivileged workers. */
export function prepareNginxPrefix(prefix: string, listen: string, upstreams: string[]): string {
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const dir = join(prefix, 'tmp', sub);
    mkdirSync(dir, { recursive: true });
    // Workers run as nobody when the master is root: they write request bodies here.
    chmodSync(dir, 0o777);
  }
  chmodSync(join(prefix, 'tmp'), 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConfig({ prefix, listen, upstreams }));
  return conf;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `url` answers 2xx, or fails after `timeoutMs` (or at once when `alive()` turns false). */
async function waitForAnswer(url: string, timeoutMs: number, alive: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = alive();
    if (dead) throw new Error(dead);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String((error as Error).cause ?? error);
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes;
  if (!Number.isInteger(count) || count < 1) throw new Error('processes must be a whole number, at least 1');
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const readyPath = options.readyPath ?? '/api/health/ready';
  const ports = options.processPorts ?? (await Promise.all(Array.from({ length: count }, () => freePort())));
  const output = options.output ?? 'inherit';
  const processes: ClusterProcess[] = ports.slice(0, count).map((port, index) => ({
    index,
    name: `p${index + 1}`,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
    starts: 0,
  }));
  let stopping = false;
  /** Processes stopped on purpose (kill, stop): not restarted. */
  const intended = new Set<number>();
  const tails = new Map<number, string[]>();
  const backoff = new Map<number, number>();

  const spawnProcess = (p: ClusterProcess) => {
    const tail: string[] = [];
    tails.set(p.index, tail);
    const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...options.env,
        NODE_ENV: options.env.NODE_ENV ?? 'production',
        HOST: '127.0.0.1',
        PORT: String(p.port),
        INSTANCE_NAME: p.name,
        // The front is on this machine: only it may say who the client is (X-Forwarded-For).
        TRUST_PROXY: options.env.TRUST_PROXY ?? 'loopback',
        ...options.envFor?.(p.index),
      },
      stdio: ['ignore', output === 'inherit' ? 'inherit' : 'pipe', output === 'inherit' ? 'inherit' : 'pipe'],
    });
    const startedAt = Date.now();
    p.child = child;
    p.starts += 1;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          tail.push(line);
          if (tail.length > 30) tail.shift();
          if (typeof output === 'function') output(p.name, line);
        }
      });
    }
    child.once('exit', (code, signal) => {
      if (p.child === child) p.child = null;
      if (stopping || intended.has(p.index) || !options.restart) return;
      // A process that ran a while starts again after a second; one that keeps dying waits longer each time (to 30 s).
      const delay = Date.now() - startedAt > 30_000 ? 1_000 : Math.min(30_000, (backoff.get(p.index) ?? 500) * 2);
      backoff.set(p.index, delay);
      console.error(`[cluster] ${p.name} exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (!stopping && !intended.has(p.index) && !p.child) spawnProcess(p);
      }, delay).unref();
    });
    return child;
  };

  const ready = (p: ClusterProcess) =>
    waitForAnswer(`${p.url}${readyPath}`, readyTimeoutMs, () =>
      p.child && p.child.exitCode === null && p.child.signalCode === null
        ? null
        : `${p.name} exited before it was ready:\n${(tails.get(p.index) ?? []).join('\n')}`,
    );

  const exited = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()));

  let nginx: ChildProcess | null = null;
  let nodeFront: Awaited<ReturnType<typeof startNodeFront>> | null = null;
  let nginxPrefix: string | null = null;

  const stopAll = async (graceMs = 10_000) => {
    stopping = true;
    const children = processes.map((p) => p.child).filter((c): c is ChildProcess => c !== null);
    for (const child of children) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children) child.kill('SIGKILL');
    }, graceMs);
    await Promise.all(children.map(exited));
    clearTimeout(force);
    if (nginx) {
      nginx.kill('SIGQUIT');
      const n = nginx;
      const forceNginx = setTimeout(() => n.kill('SIGKILL'), 3_000);
      await exited(n);
      clearTimeout(forceNginx);
    }
    await nodeFront?.close();
    if (nginxPrefix) rmSync(nginxPrefix, { recursive: true, force: true });
  };

  try {
    for (const p of processes) spawnProcess(p);
    await Promise.all(processes.map(ready));

    const wanted = options.front ?? 'auto';
    const binary = options.nginxBinary ?? DEFAULT_NGINX;
    const useNginx = wanted === 'nginx' || (wanted === 'auto' && existsSync(binary));
    const frontPort = options.port === 0 ? await freePort() : options.port;
    const upstreams = processes.map((p) => `127.0.0.1:${p.port}`);
    if (useNginx) {
      nginxPrefix = mkdtempSync(join(tmpdir(), 'kiraya-nginx-'));
      const conf = prepareNginxPrefix(nginxPrefix, `127.0.0.1:${frontPort}`, upstreams);
      const prefix = nginxPrefix;
      const errors: string[] = [];
      const started = spawn(binary, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      nginx = started;
      started.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
      await waitForAnswer(`http://127.0.0.1:${frontPort}${readyPath}`, 10_000, () => {
        if (started.exitCode === null && started.signalCode === null) return null;
        const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
        return `nginx exited: ${errors.join('')}${log}`;
      });
    } else {
      nodeFront = await startNodeFront({ upstreams, port: frontPort });
    }

    const cluster: Cluster = {
      url: `http://127.0.0.1:${frontPort}`,
      front: useNginx ? 'nginx' : 'node',
      nginxPrefix,
      processes,
      process(index) {
        const p = processes[index];
        if (!p) throw new Error(`no process ${index} (0-based; ${count} running)`);
        return p;
      },
      async kill(index, signal = 'SIGTERM') {
        const p = cluster.process(index);
        intended.add(index);
        const child = p.child;
        if (!child) return;
        child.kill(signal);
        await exited(child);
      },
      async restart(index) {
        const p = cluster.process(index);
        if (p.child) await cluster.kill(index, 'SIGTERM');
        intended.delete(index);
        spawnProcess(p);
        await ready(p);
      },
      stop: stopAll,
    };
    return cluster;
  } catch (error) {
    await stopAll(2_000);
    throw error;
  }
}
