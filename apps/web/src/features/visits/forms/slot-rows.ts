import { firstVisitDay, lastVisitDay, slotInWindow, VISIT_LIMITS, VISIT_MSG, VISIT_TIMES } from '@kiraya/contract/visits/rules';
import type { VisitRequestInput } from '@kiraya/contract/visits/schema';

/** One time row of a visit request as its controls hold it; `key` keeps React's rows apart when one is removed. */
export interface SlotRow {
  key: number;
  date: string;
  time: string;
}

/** The rows a request starts with: one, on the first day a visit can be asked for, with no time chosen yet. */
export const firstSlotRows = (today: string): SlotRow[] => [{ key: 0, date: firstVisitDay(today), time: '' }];

export const canAddSlot = (rows: readonly SlotRow[]): boolean => rows.length < VISIT_LIMITS.maxSlots;
export const canRemoveSlot = (rows: readonly SlotRow[]): boolean => rows.length > VISIT_LIMITS.minSlots;

/** A new row after the others (up to three), on the last row's day, since a second time that day is the usual ask. */
export function addSlotRow(rows: readonly SlotRow[], today: string): SlotRow[] {
  if (!canAddSlot(rows)) return [...rows];
  const key = rows.reduce((max, row) => Math.max(max, row.key), -1) + 1;
  const day = rows.at(-1)?.date || firstVisitDay(today);
  return [...rows, { key, date: day, time: '' }];
}

/** Removes a row; the last one left stays (a request has at least one time). */
export function removeSlotRow(rows: readonly SlotRow[], key: number): SlotRow[] {
  if (!canRemoveSlot(rows)) return [...rows];
  return rows.filter((row) => row.key !== key);
}

export function updateSlotRow(rows: readonly SlotRow[], key: number, change: Partial<Omit<SlotRow, 'key'>>): SlotRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** The input limits of a row's day: tomorrow to 30 days ahead (India's calendar). */
export const slotDayRange = (today: string) => ({ min: firstVisitDay(today), max: lastVisitDay(today) });

/**
 * Field errors (the schema's or the server's, keyed `slots.1.time`, `slots.1` or `slots`) as one message per row,
 * by position, and one for the set as a whole (fewer, more or repeated times). The first message of a row wins.
 */
export function slotRowErrors(errors: Record<string, string>, count: number): { rows: (string | undefined)[]; all?: string } {
  const rows: (string | undefined)[] = Array.from({ length: count }, () => undefined);
  let all: string | undefined;
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue;
    const row = /^slots\.(\d+)(?:\.|$)/.exec(key);
    if (row) {
      const index = Number(row[1]);
      if (index < count && rows[index] === undefined) rows[index] = message;
    } else if (key === 'slots' && all === undefined) {
      all = message;
    }
  }
  return all === undefined ? { rows } : { rows, all };
}

/** A real calendar day as YYYY-MM-DD (not 2026-02-30), as the contract's z.iso.date() takes it. */
const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * A request checked by the contract's rules (visitRequestInput's, and the day window the server adds), keyed as the
 * schema keys them: the request, or the messages. Written without the zod schema so the item page's chunk stays
 * free of zod; the server checks everything again.
 */
export function checkVisitRequest(
  productId: number,
  rows: readonly SlotRow[],
  message: string,
  today: string,
): { data: VisitRequestInput; errors: null } | { data: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const key = `slots.${index}`;
    if (!isDay(row.date)) errors[`${key}.date`] = VISIT_MSG.slotDate;
    else if (!VISIT_TIMES.includes(row.time)) errors[`${key}.time`] = VISIT_MSG.slotTime;
    else if (!slotInWindow(row, today)) errors[key] = VISIT_MSG.slotWindow(today);
  });
  const rowsComplete = Object.keys(errors).length === 0;
  if (rows.length < VISIT_LIMITS.minSlots) errors.slots = VISIT_MSG.slotsMin;
  else if (rows.length > VISIT_LIMITS.maxSlots) errors.slots = VISIT_MSG.slotsMax;
  // Rows still without a time are not "the same time" yet: that is said once every row is a time (zod says it at once).
  else if (rowsComplete && new Set(rows.map((r) => `${r.date} ${r.time}`)).size !== rows.length) errors.slots = VISIT_MSG.slotsDistinct;
  const text = message.trim();
  if (text.length > VISIT_LIMITS.messageMax) errors.message = VISIT_MSG.messageTooLong;
  if (Object.keys(errors).length > 0) return { data: null, errors };
  const slots = rows.map(({ date, time }) => ({ date, time }));
  return { data: text ? { product_id: productId, slots, message: text } : { product_id: productId, slots }, errors: null };
}
