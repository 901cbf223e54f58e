/**
 * One load run: autocannon against a running server, every response time kept, so the percentiles are computed from
 * all of them (not from autocannon's histogram). Used by run.ts (PostgreSQL) and pglite.ts (the embedded database).
 */
import autocannon from 'autocannon';
import type { Answer, BuiltRequest, Scenario } from './scenarios.js';

export interface Measured {
  scenario: string;
  description: string;
  requests: number;
  reqPerSec: number;
  /** 2xx answers per second, for scenarios where each is an order (checkout); null elsewhere. */
  ordersPerSec: number | null;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Answers per status code, e.g. { "201": 2310, "409": 2 }. */
  statusCodes: Record<string, number>;
  /** 2xx answers that were not what the scenario expects (checkout: 201; replay: 200, Idempotent-Replayed, same order). */
  wrongAnswers: number;
  /** Up to 5 distinct non-2xx answers and wrong answers, to say why. */
  samples: string[];
}

/** The Accept-Encoding Chromium and Firefox send. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

export async function runScenario(port: number, scenario: Scenario, seconds: number, connections: number): Promise<Measured> {
  const latencies: number[] = [];
  const samples = new Set<string>();
  let wrongAnswers = 0;
  let i = 0;
  const { path, request } = scenario;
  const build: autocannon.Request = request
    ? {
        // A request of its own every time (method, headers, body); the context carries its check to its answer.
        setupRequest: (req, context) => {
          const built = request();
          context.built = built;
          return {
            ...req,
            method: built.method,
            path: built.path,
            // The run's headers (a browser's Accept-Encoding, below), then the request's own.
            headers: { ...req.headers, ...built.headers },
            body: built.body ?? '',
          };
        },
        onResponse: (status, body, context, headers) => {
          const built = context.built as BuiltRequest | undefined;
          const wrong = built?.answered({ status, body, headers } satisfies Answer) ?? null;
          if (wrong) wrongAnswers++;
          const sample = wrong ?? (status < 200 || status > 299 ? `${status} ${body.slice(0, 160)}` : null);
          if (sample && samples.size < 5) samples.add(sample);
        },
      }
    : { method: 'GET', setupRequest: (req) => ({ ...req, path: path?.(i++) ?? '/' }) };
  await scenario.before?.();
  // What a browser asks for: the server compresses answers above its threshold (plugins/compression.ts), and that time
  // is part of what a visitor waits for (without the header the bench measured uncompressed answers nobody gets).
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [build],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  await scenario.after?.();
  latencies.sort((a, b) => a - b);
  const elapsed = result.duration || seconds;
  return {
    scenario: scenario.name,
    description: scenario.description,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / elapsed),
    ordersPerSec: scenario.countsOrders ? Math.round(result['2xx'] / elapsed) : null,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
    wrongAnswers,
    samples: [...samples],
  };
}

export const round = (n: number) => Math.round(n * 10) / 10;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0
    ? 0
    : sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
export const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
