import { type APIRequestContext, expect } from './test';

/**
 * Moves the server's scheduled jobs of one order line to `at` (the e2e server's test-only /api/__e2e/run-jobs): every
 * job of that line due by then runs, as the worker would run it then; other tests' lines keep their own time. Returns
 * how many ran.
 */
export async function runJobsAt(request: APIRequestContext, at: Date, itemId: number): Promise<number> {
  const response = await request.post('/api/__e2e/run-jobs', { data: { at: at.toISOString(), item_id: itemId } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { ran: number }).ran;
}

/** `days` days (and `hours` hours) from now. */
export const later = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
