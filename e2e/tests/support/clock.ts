import type { JobKind } from '@kiraya/contract';
import { type APIRequestContext, expect } from './test';

/**
 * Moves the server's scheduled jobs of one thing to `at` (the e2e server's test-only /api/__e2e/run-jobs): every job of
 * it due by then runs, as the worker would run it then; other tests' things keep their own time. `refId` is an order
 * line unless `kinds` says otherwise (a product's saved-search matching). Fails, with the jobs' errors, when one of them
 * failed and waits for a retry; returns how many ran.
 */
export async function runJobsAt(request: APIRequestContext, at: Date, refId: number, kinds?: JobKind[]): Promise<number> {
  const response = await request.post('/api/__e2e/run-jobs', { data: { at: at.toISOString(), ref_id: refId, kinds } });
  expect(response.status(), await response.text()).toBe(200);
  const { ran, failed } = (await response.json()) as { ran: number; failed: { kind: string; attempts: number; error: string }[] };
  expect(failed, `jobs of ${refId} that failed`).toEqual([]);
  return ran;
}

/** `days` days (and `hours` hours) from now. */
export const later = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
