/**
 * How long a live event takes from one process to a stream held by another (issue 14): three server processes behind
 * the cluster front on a fresh PostgreSQL database; an admin's support stream is opened on process 2 and on process 3,
 * a buyer sends messages one after another through process 1, and each message's time from the POST until each stream
 * has it is recorded. Prints the median, p95 and max per run (several runs, the spread between them).
 *
 *   npx tsx bench/live-latency.ts [--messages=200] [--runs=3]
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signToken } from '@kiraya/server/src/lib/tokens.js';
import pg from 'pg';
import { startCluster } from '../deploy/cluster-lib.js';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MESSAGES = arg('messages', 200);
const RUNS = arg('runs', 3);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Reads one SSE response, calling `onMessage` with each `message` event's text. */
async function follow(url: string, onMessage: (text: string) => void, signal: AbortSignal): Promise<void> {
  const res = await fetch(url, { signal, headers: { accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    let event = 'message';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n');
        while (cut >= 0) {
          const line = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 1);
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ') && event === 'message') onMessage((JSON.parse(line.slice(6)) as { text: string }).text);
          else if (line === '') event = 'message';
          cut = buffer.indexOf('\n');
        }
      }
    } catch {
      // aborted
    }
  })();
}

async function main() {
  const name = `kiraya_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDb(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'kiraya-live-'));
  const secret = randomBytes(32).toString('hex');
  const cluster = await startCluster({
    processes: 3,
    port: 0,
    front: 'auto',
    output: () => {},
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `kiraya-bench-${randomBytes(3).toString('hex')}`,
      TOKEN_SECRET: secret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      WEB_DIST: join(dataDir, 'none'),
    },
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Many buyers take turns: support chat allows each 30 messages a minute (CHAT_MESSAGES_PER_MINUTE).
    const buyers = (
      await db.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash) SELECT 'Bench buyer ' || n, 'b' || n || '@bench.in', 'x' FROM generate_series(1, 40) n RETURNING id`,
      )
    ).rows.map((r) => ({ id: r.id, token: signToken({ sub: r.id, role: 'user' }, secret, 3600) }));
    const adminId = (
      await db.query<{ id: number }>(
        `INSERT INTO admins (name, email, password_hash) VALUES ('Bench admin', 'a@bench.in', 'x') RETURNING id`,
      )
    ).rows[0]?.id as number;
    const adminToken = signToken({ sub: adminId, role: 'admin' }, secret, 3600);
    console.log(`3 processes behind ${cluster.front}; ${MESSAGES} messages per run through p1, streams on p2 and p3\n`);
    console.log('run | median ms | p95 ms | max ms   (POST sent → message on the other process’s stream)');
    const medians: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const controller = new AbortController();
      const arrived = new Map<string, number[]>();
      const onMessage = (text: string) => {
        const at = performance.now();
        arrived.set(text, [...(arrived.get(text) ?? []), at]);
      };
      for (const index of [1, 2])
        await follow(`${cluster.process(index).url}/api/admin/messages/stream?access_token=${adminToken}`, onMessage, controller.signal);
      const latencies: number[] = [];
      for (let i = 0; i < MESSAGES; i++) {
        const text = `r${run}-m${i}`;
        const buyer = buyers[i % buyers.length] as { id: number; token: string };
        const sent = performance.now();
        const res = await fetch(`${cluster.process(0).url}/api/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ conversationId: buyer.id, text }),
        });
        if (res.status === 429) {
          // The support-chat limit (30 a minute per account): wait for its window, which is not part of the figure.
          await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 60) * 1000));
          i--;
          continue;
        }
        if (res.status !== 201) throw new Error(`send answered ${res.status}`);
        const deadline = Date.now() + 5_000;
        while ((arrived.get(text)?.length ?? 0) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
        for (const at of arrived.get(text) ?? []) latencies.push(at - sent);
        if ((arrived.get(text)?.length ?? 0) < 2) throw new Error(`message ${text} did not reach both streams in 5 s`);
      }
      controller.abort();
      latencies.sort((a, b) => a - b);
      medians.push(quantile(latencies, 0.5));
      console.log(
        `${run}   | ${quantile(latencies, 0.5).toFixed(1)} | ${quantile(latencies, 0.95).toFixed(1)} | ${(latencies.at(-1) ?? 0).toFixed(1)}`,
      );
    }
    medians.sort((a, b) => a - b);
    console.log(
      `\nmedian of the runs' medians: ${quantile(medians, 0.5).toFixed(1)} ms (spread ${medians[0]?.toFixed(1)}–${medians.at(-1)?.toFixed(1)})`,
    );
  } finally {
    await db.end();
    await cluster.stop(5_000);
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
