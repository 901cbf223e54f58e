/**
 * `npx tsx bench/log-line.ts [--lines=200000] [--runs=5] [--per-turn=1,8]`
 *
 * What one request's log line costs, written to a file as a deployment writes it: the production writer
 * (apps/server/src/lib/log-destination.ts: a turn's lines in one write) against pino's default (one write a line),
 * alternated, with `--per-turn` lines logged in each turn of the event loop (a busy server answers several requests a
 * turn). For each it reports the time spent per line until every line is written and the process's CPU time per line,
 * as medians of the runs with the spread. The kernel's own work for the file (its journal) is in neither.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { productionLogger } from '../apps/server/src/lib/log-destination.js';
import { median, range } from './load.js';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '5' },
    'per-turn': { type: 'string', default: '1,8' },
  },
});
const lines = Number(values.lines);
const runs = Number(values.runs);
const perTurns = (values['per-turn'] ?? '1').split(',').map(Number);
const dir = mkdtempSync(join(tmpdir(), 'kiraya-log-line-'));

type Writer = 'sync' | 'production';

async function once(writer: Writer, perTurn: number, run: number): Promise<{ thread: number; cpu: number; bytes: number }> {
  const file = join(dir, `${writer}-${perTurn}-${run}.log`);
  const stream = writer === 'sync' ? pino.destination({ dest: file, sync: true }) : productionLogger('info', file).stream;
  // The line app.ts writes once a request is answered, from a request's child logger (its reqId).
  const log = pino({ level: 'info' }, stream).child({ reqId: '8df1b88f-d1ae-491b-9248-7e7053f69d98' });
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < lines; i++) {
    log.info(
      {
        req: { method: 'GET', url: `/api/all-products?category=appliance&sort=newest&page=${1 + (i % 5)}` },
        res: { statusCode: 200 },
        responseTime: 0.41,
      },
      'request completed',
    );
    if (i % perTurn === perTurn - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  stream.flushSync();
  const thread = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  stream.end();
  return { thread: (thread * 1000) / lines, cpu: (cpu.user + cpu.system) / lines, bytes: statSync(file).size };
}

const key = (writer: Writer, perTurn: number) => `${writer} ${perTurn}`;
const results = new Map<string, { thread: number[]; cpu: number[]; bytes: Set<number> }>();
try {
  await once('production', 1, -1); // warm-up
  await once('sync', 1, -1);
  for (let run = 0; run < runs; run++) {
    for (const perTurn of perTurns) {
      for (const writer of (run % 2 === 0 ? ['sync', 'production'] : ['production', 'sync']) as Writer[]) {
        const r = await once(writer, perTurn, run);
        const entry = results.get(key(writer, perTurn)) ?? { thread: [], cpu: [], bytes: new Set<number>() };
        entry.thread.push(r.thread);
        entry.cpu.push(r.cpu);
        entry.bytes.add(r.bytes);
        results.set(key(writer, perTurn), entry);
      }
    }
  }
  console.log(`${lines} lines a run, ${runs} alternating runs: median (lowest–highest) µs per line`);
  const show = (xs: number[]) =>
    `${median(xs).toFixed(2)} (${range(xs)
      .map((x) => x.toFixed(2))
      .join('–')})`;
  for (const perTurn of perTurns) {
    for (const writer of ['sync', 'production'] as Writer[]) {
      const r = results.get(key(writer, perTurn));
      if (!r) continue;
      // Every line must reach the file, the same bytes for both writers.
      const bytes = [...r.bytes].join(', ');
      console.log(
        `${String(perTurn).padStart(2)} a turn  ${writer.padEnd(10)} time ${show(r.thread)}   CPU ${show(r.cpu)}   file ${bytes} bytes`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
