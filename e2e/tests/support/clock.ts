import { type APIRequestContext, expect } from './test';

/**
 * Moves the server's scheduled jobs to `at` (the e2e server's test-only /api/__e2e/run-jobs): every job due by then
 * runs, as the worker would run it then. Returns how many ran.
 */
export async function runJobsAt(request: APIRequestContext, at: Date): Promise<number> {
  const response = await request.post('/api/__e2e/run-jobs', { data: { at: at.toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { ran: number }).ran;
}

/** `days` days (and `hours` hours) from now. */
export const later = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
