import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS, REPORT_MSG, reportReasonProblem } from './rules.js';
import { reportReason } from './schema.js';

describe('reportReasonProblem', () => {
  it('says what the schema says, for every kind of reason', () => {
    const cases = [
      '',
      '   ',
      'spam',
      '  spam  ',
      'Fake listing',
      'x'.repeat(REPORT_LIMITS.reasonMax),
      'x'.repeat(REPORT_LIMITS.reasonMax + 1),
    ];
    for (const reason of cases) {
      const parsed = reportReason.safeParse(reason);
      expect(reportReasonProblem(reason)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
    }
    expect(reportReasonProblem('  ')).toBe(REPORT_MSG.reasonRequired);
  });
});
