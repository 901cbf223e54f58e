/** What one readiness check answered: `timeout` when it took longer than READINESS_CHECK_TIMEOUT_MS. */
export const READINESS_RESULTS = ['ok', 'failed', 'timeout'] as const;
export type ReadinessResult = (typeof READINESS_RESULTS)[number];

/** A readiness probe must answer quickly: a check that hangs (a database that does not answer) counts as failed. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;
