import { LINE_EVENTS, LINE_STAGE_LABELS, LINE_STAGES, REPORT_CONDITION_LABELS, REPORT_CONDITIONS } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import english from '../../../lib/i18n/messages/en/buyer';
import { accessoriesFromText, entryDetails, panelMoves, reportFromForm } from './lifecycle-text';

describe('panelMoves', () => {
  it('keeps only the moves the lifecycle endpoint takes, in a stable order', () => {
    expect(panelMoves(['dispute_delivery', 'confirm_delivery'])).toEqual(['confirm_delivery', 'dispute_delivery']);
    expect(panelMoves(['deliver', 'cancel'])).toEqual(['deliver']);
    expect(panelMoves([])).toEqual([]);
  });
});

describe('accessoriesFromText', () => {
  it('splits on commas and lines, trims and drops blanks', () => {
    expect(accessoriesFromText('remote, stand\n\n  charger ,')).toEqual(['remote', 'stand', 'charger']);
    expect(accessoriesFromText('   ')).toEqual([]);
  });
});

describe('reportFromForm', () => {
  it('leaves blank optional fields out', () => {
    expect(reportFromForm({ condition: 'good', note: '  ', accessories: '', meter: '' })).toEqual({ condition: 'good' });
    expect(reportFromForm({ condition: 'fair', note: ' Scratch ', accessories: 'pipe, hose', meter: ' 1234 ' })).toEqual({
      condition: 'fair',
      note: 'Scratch',
      accessories: ['pipe', 'hose'],
      meter_reading: '1234',
    });
  });
});

describe('entryDetails', () => {
  it('reads a report and a reason, and ignores what is not one', () => {
    expect(entryDetails(null)).toEqual({ report: null, reason: null });
    expect(entryDetails({ reason: 'The drum was rusty' })).toEqual({ report: null, reason: 'The drum was rusty' });
    expect(entryDetails({ report: { condition: 'good', note: 'Clean', accessories: ['pipe', 3, ''], meter_reading: '' } })).toEqual({
      report: { condition: 'good', note: 'Clean', accessories: ['pipe'], meterReading: null },
      reason: null,
    });
    expect(entryDetails({ report: { condition: 'broken' } }).report?.condition).toBeNull();
  });
});

describe('the English texts', () => {
  it('say the contract’s stage and condition labels, and name every event', () => {
    for (const stage of LINE_STAGES) expect(english[`lineStage.${stage}`]).toBe(LINE_STAGE_LABELS[stage]);
    for (const c of REPORT_CONDITIONS) expect(english[`reportCondition.${c}`]).toBe(REPORT_CONDITION_LABELS[c]);
    for (const event of LINE_EVENTS) expect(english[`life.event.${event}`]).toBeTypeOf('string');
  });
});
