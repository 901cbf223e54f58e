import type { ExtensionAction } from '@kiraya/contract/renting/extensions';
import { type LineEvent, REPORT_CONDITIONS, type ReportCondition } from '@kiraya/contract/renting/lifecycle';

/** The moves the lifecycle endpoint takes today, in the order their buttons show (cancel has its own endpoint). */
export const PANEL_MOVES = ['deliver', 'confirm_delivery', 'dispute_delivery', 'request_return', 'record_return'] as const;
export type PanelMove = (typeof PANEL_MOVES)[number];

/** The buttons to show for the server's `next`: only moves this panel can send, in a stable order. */
export function panelMoves(next: readonly (LineEvent | ExtensionAction)[]): PanelMove[] {
  return PANEL_MOVES.filter((move) => next.includes(move));
}

/** "charger, remote" or one per line → ['charger', 'remote']: trimmed, blanks dropped. */
export function accessoriesFromText(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The owner's handover form as the API's report: blank optional fields left out. */
export function reportFromForm(form: { condition: string; note: string; accessories: string; meter: string }) {
  const note = form.note.trim();
  const meter = form.meter.trim();
  const accessories = accessoriesFromText(form.accessories);
  return {
    condition: form.condition,
    ...(note ? { note } : {}),
    ...(accessories.length > 0 ? { accessories } : {}),
    ...(meter ? { meter_reading: meter } : {}),
  };
}

export interface EntryReport {
  condition: ReportCondition | null;
  note: string | null;
  accessories: string[];
  meterReading: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** What a history entry carried (`details` is free-form JSON): its report and its reason, read defensively. */
export function entryDetails(details: Record<string, unknown> | null): { report: EntryReport | null; reason: string | null } {
  const raw = details?.report;
  let report: EntryReport | null = null;
  if (raw && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    const condition = REPORT_CONDITIONS.find((c) => c === r.condition) ?? null;
    report = {
      condition,
      note: text(r.note),
      accessories: Array.isArray(r.accessories) ? r.accessories.filter((a): a is string => typeof a === 'string' && a.trim() !== '') : [],
      meterReading: text(r.meter_reading),
    };
  }
  return { report, reason: text(details?.reason) };
}
