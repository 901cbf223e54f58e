import { LINE_MSG, type LineLifecycle, type ReportPhoto } from '@kiraya/contract';

// Pure helpers of the report forms and galleries (tested in report-helpers.test.ts).

type History = LineLifecycle['history'];

/** The photos of the last entry of `event` in the history (the latest handover, the latest return), or null. */
export function lastReportPhotos(history: History, event: 'deliver' | 'record_return'): ReportPhoto[] | null {
  const entry = history.findLast((h) => h.event === event);
  return entry ? (entry.photos ?? []) : null;
}

/**
 * The deduction typed in the return form, in rupees: blank is none; otherwise 0 or more with at most two decimals, at
 * most the deposit held. Returns the amount or the contract's message for the field.
 */
export function deductionFrom(text: string, held: number): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { value: 0 };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: LINE_MSG.deductionInvalid };
  const value = Number(trimmed);
  if (value > held) return { error: LINE_MSG.deductionTooLarge };
  return { value };
}
