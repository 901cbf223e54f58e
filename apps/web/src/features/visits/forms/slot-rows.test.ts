import { fieldErrors } from '@kiraya/contract/field-errors';
import { VISIT_LIMITS, VISIT_MSG } from '@kiraya/contract/visits/rules';
import { visitRequestInput } from '@kiraya/contract/visits/schema';
import { describe, expect, it } from 'vitest';
import {
  addSlotRow,
  canAddSlot,
  canRemoveSlot,
  checkVisitRequest,
  firstSlotRows,
  removeSlotRow,
  slotDayRange,
  slotRowErrors,
  updateSlotRow,
} from './slot-rows';

const today = '2026-11-24';

describe('the time rows of a visit request', () => {
  it('starts with one row on tomorrow, no time chosen, and offers days from tomorrow to 30 days ahead', () => {
    expect(firstSlotRows(today)).toEqual([{ key: 0, date: '2026-11-25', time: '' }]);
    expect(slotDayRange(today)).toEqual({ min: '2026-11-25', max: '2026-12-24' });
  });

  it('adds rows on the last row’s day, each with its own key, up to three and no more', () => {
    let rows = firstSlotRows(today);
    rows = updateSlotRow(rows, 0, { date: '2026-11-28', time: '11:30' });
    rows = addSlotRow(rows, today);
    expect(rows).toEqual([
      { key: 0, date: '2026-11-28', time: '11:30' },
      { key: 1, date: '2026-11-28', time: '' },
    ]);
    rows = addSlotRow(rows, today);
    expect(rows).toHaveLength(VISIT_LIMITS.maxSlots);
    expect(canAddSlot(rows)).toBe(false);
    expect(addSlotRow(rows, today)).toEqual(rows);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('removes any row but the last one left, and a new row never reuses a live key', () => {
    let rows = addSlotRow(addSlotRow(firstSlotRows(today), today), today);
    rows = removeSlotRow(rows, 1);
    expect(rows.map((r) => r.key)).toEqual([0, 2]);
    expect(addSlotRow(rows, today).map((r) => r.key)).toEqual([0, 2, 3]);
    rows = removeSlotRow(rows, 0);
    expect(rows.map((r) => r.key)).toEqual([2]);
    expect(canRemoveSlot(rows)).toBe(false);
    expect(removeSlotRow(rows, 2)).toEqual(rows);
  });

  it('puts each error under its row by position, and set-wide errors apart', () => {
    expect(
      slotRowErrors(
        {
          'slots.1.time': VISIT_MSG.slotTime,
          'slots.1.date': VISIT_MSG.slotDate,
          'slots.0': 'out of window',
          slots: VISIT_MSG.slotsDistinct,
        },
        2,
      ),
    ).toEqual({ rows: ['out of window', VISIT_MSG.slotTime], all: VISIT_MSG.slotsDistinct });
    // A row that is no longer there (removed after the answer) and other fields are left out.
    expect(slotRowErrors({ 'slots.2': 'gone', message: VISIT_MSG.messageTooLong }, 2)).toEqual({ rows: [undefined, undefined] });
  });

  it('refuses a day outside the window the server allows, as the server words it', () => {
    const rows = [
      { key: 0, date: '2026-11-24', time: '10:00' },
      { key: 1, date: '2026-11-25', time: '10:00' },
      { key: 2, date: '2026-12-25', time: '10:00' },
    ];
    expect(checkVisitRequest(7, rows, '', today).errors).toEqual({
      'slots.0': VISIT_MSG.slotWindow(today),
      'slots.2': VISIT_MSG.slotWindow(today),
    });
  });

  it('asks for a time in each row before saying two rows are the same', () => {
    const blank = [
      { key: 0, date: '2026-11-28', time: '' },
      { key: 1, date: '2026-11-28', time: '' },
    ];
    expect(checkVisitRequest(7, blank, '', today).errors).toEqual({
      'slots.0.time': VISIT_MSG.slotTime,
      'slots.1.time': VISIT_MSG.slotTime,
    });
    const same = blank.map((row) => ({ ...row, time: '10:00' }));
    expect(checkVisitRequest(7, same, '', today).errors).toEqual({ slots: VISIT_MSG.slotsDistinct });
  });

  it('sends the times in their order and leaves out an empty message', () => {
    const rows = [
      { key: 3, date: '2026-11-28', time: '11:30' },
      { key: 5, date: '2026-11-29', time: '09:00' },
    ];
    expect(checkVisitRequest(7, rows, '  ', today).data).toEqual({
      product_id: 7,
      slots: [
        { date: '2026-11-28', time: '11:30' },
        { date: '2026-11-29', time: '09:00' },
      ],
    });
    expect(checkVisitRequest(7, rows, ' Evenings suit me. ', today).data).toHaveProperty('message', 'Evenings suit me.');
  });

  it('agrees with the contract’s request schema on every field the schema checks (it runs without zod)', () => {
    const cases: { rows: { date: string; time: string }[]; message: string }[] = [
      { rows: [{ date: '2026-11-28', time: '11:30' }], message: '' },
      { rows: [{ date: '', time: '11:30' }], message: '' },
      { rows: [{ date: '2026-11-28', time: '' }], message: '' },
      { rows: [{ date: '2026-11-28', time: '08:00' }], message: '' },
      { rows: [{ date: '2026-02-30', time: '10:00' }], message: '' },
      {
        rows: [
          { date: '2026-11-28', time: '11:30' },
          { date: '2026-11-28', time: '11:30' },
        ],
        message: '',
      },
      { rows: [{ date: '2026-11-28', time: '11:30' }], message: 'x'.repeat(VISIT_LIMITS.messageMax + 1) },
    ];
    for (const { rows, message } of cases) {
      const ours = checkVisitRequest(
        7,
        rows.map((r, key) => ({ key, ...r })),
        message,
        today,
      );
      const schema = visitRequestInput.safeParse({ product_id: 7, slots: rows, message });
      expect(ours.errors ?? {}).toEqual(schema.success ? {} : fieldErrors(schema.error.issues));
      if (schema.success) expect(ours.data).toEqual(schema.data);
    }
  });
});
