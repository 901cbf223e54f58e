import { z } from 'zod';
import { READINESS_RESULTS } from './rules.js';

/** GET /api/health/live: the process is up and its event loop turns; no I/O. */
export const livenessResponse = z.object({ status: z.literal('ok') });
export type LivenessResponse = z.infer<typeof livenessResponse>;

/**
 * GET /api/health/ready: 200 with status ok when the database and every registered check (Redis, object storage…)
 * answer; 503 with status unavailable, naming each check's result, when one fails or the process is shutting down.
 */
export const readinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** True once the process received SIGTERM/SIGINT: it finishes what it has and takes nothing new. */
  draining: z.boolean(),
  checks: z.record(z.string(), z.enum(READINESS_RESULTS)),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
