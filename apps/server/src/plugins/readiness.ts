import { READINESS_CHECK_TIMEOUT_MS, type ReadinessResult } from '@kiraya/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../db/client.js';

export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  ok: boolean;
  draining: boolean;
  checks: Record<string, ReadinessResult>;
}

/**
 * What GET /api/health/ready asks: the database always, and whatever else a part of the app depends on (Redis,
 * object storage), registered with `app.readiness.add(name, check)`. A check resolves when its part answers.
 */
export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** Marks the process as shutting down (SIGTERM): from now on ready answers 503 and responses close their connection. */
  drain(): void;
  readonly draining: boolean;
  run(): Promise<ReadinessReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Resolves to the check's result, never rejects: a hanging check becomes `timeout` after READINESS_CHECK_TIMEOUT_MS. */
async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<{ result: ReadinessResult; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ result: ReadinessResult }>((resolve) => {
    timer = setTimeout(() => resolve({ result: 'timeout' }), timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => ({ result: 'ok' as const }),
        (error: unknown) => ({ result: 'failed' as const, error }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function registerReadiness(app: FastifyInstance, timeoutMs = READINESS_CHECK_TIMEOUT_MS): void {
  const checks = new Map<string, ReadinessCheck>();
  let draining = false;
  const readiness: Readiness = {
    add(name, check) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is already registered`);
      checks.set(name, check);
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async run() {
      // A process that is shutting down must leave the load balancer's pool even if everything still answers.
      if (draining) return { ok: false, draining, checks: {} };
      const entries = [...checks];
      const results = await Promise.all(entries.map(([, check]) => runCheck(check, timeoutMs)));
      const report: ReadinessReport = { ok: true, draining, checks: {} };
      results.forEach(({ result, error }, i) => {
        const name = (entries[i] as [string, ReadinessCheck])[0];
        report.checks[name] = result;
        if (result !== 'ok') {
          report.ok = false;
          app.log.warn({ check: name, result, err: error }, 'readiness check failed');
        }
      });
      return report;
    },
  };
  readiness.add('database', () => ping(app.db));
  app.decorate('readiness', readiness);

  // While draining, every response tells its client (nginx) to close the connection, so the next request opens one
  // to another process instead of finding this one gone.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
