import { describe, expect, it } from 'vitest';
import { coded } from '../message-codes.js';
import {
  canRequestExtension,
  EXTENSION_MSG,
  extendedEndDate,
  extensionActionsFor,
  extensionMaxMonths,
  extensionPrice,
} from './extensions.js';
import { LINE_EVENTS, LINE_STAGES, lineEventsFor } from './lifecycle.js';
import { RENT_LIMITS } from './rules.js';

const running = { stage: 'active' as const, endDate: '2027-04-10', months: 3, today: '2027-03-01', open: false };

describe('extending a rental', () => {
  it('keeps the whole tenure within the longest one', () => {
    expect(extensionMaxMonths(3)).toBe(RENT_LIMITS.tenureMax - 3);
    expect(extensionMaxMonths(RENT_LIMITS.tenureMax)).toBe(0);
    expect(extensionMaxMonths(RENT_LIMITS.tenureMax + 2)).toBe(0);
  });

  it('ends on the start plus every month, as a line always does (not the old end plus the new months)', () => {
    // 31 Jan + 1 month is 28 Feb; the line's own rule from its start gives 31 Mar for two months, not 28 Mar.
    expect(extendedEndDate('2027-01-31', 1, 1)).toBe('2027-03-31');
    expect(extendedEndDate('2027-01-15', 3, 2)).toBe('2027-06-15');
  });

  it('prices the months at the line’s own monthly rent, every unit', () => {
    expect(extensionPrice({ monthlyPaise: 90_000, quantity: 2 }, 3)).toEqual({ monthly: 90_000, total: 540_000 });
    expect(extensionPrice({ monthlyPaise: 70_050, quantity: 1 }, 1)).toEqual({ monthly: 70_050, total: 70_050 });
  });

  it('is asked only while the rental runs, before its end date, with room for a month, and one at a time', () => {
    expect(canRequestExtension(running)).toBe(true);
    for (const stage of LINE_STAGES.filter((s) => s !== 'active')) expect(canRequestExtension({ ...running, stage }), stage).toBe(false);
    expect(canRequestExtension({ ...running, today: '2027-04-10' })).toBe(false);
    expect(canRequestExtension({ ...running, today: '2027-04-09' })).toBe(true);
    expect(canRequestExtension({ ...running, months: RENT_LIMITS.tenureMax })).toBe(false);
    expect(canRequestExtension({ ...running, open: true })).toBe(false);
    expect(canRequestExtension({ ...running, endDate: null })).toBe(false);
  });

  it('gives each side its actions: the buyer asks or withdraws, the owner accepts (while it runs) or declines', () => {
    expect(extensionActionsFor('buyer', running)).toEqual(['request_extension']);
    expect(extensionActionsFor('buyer', { ...running, open: true })).toEqual(['withdraw_extension']);
    expect(extensionActionsFor('owner', running)).toEqual([]);
    expect(extensionActionsFor('owner', { ...running, open: true })).toEqual(['accept_extension', 'decline_extension']);
    expect(extensionActionsFor('owner', { ...running, stage: 'return_requested', open: true })).toEqual(['decline_extension']);
    expect(extensionActionsFor('buyer', { ...running, stage: 'closed' })).toEqual([]);
  });

  it('records an accepted extension as `extend`, which is never a stage move', () => {
    expect(LINE_EVENTS).toContain('extend');
    for (const stage of LINE_STAGES)
      for (const actor of ['owner', 'buyer', 'admin', 'clock'] as const)
        for (const kind of ['rent', 'sale'] as const) expect(lineEventsFor(stage, actor, kind)).not.toContain('extend');
  });

  it('has coded messages', () => {
    expect(coded(EXTENSION_MSG.tooManyMonths, 1)).toMatchObject({ code: 'EXTENSION_TOO_MANY_MONTHS', params: { max: 1 } });
    expect(EXTENSION_MSG.tooManyMonths(1)).toBe('This rental can be extended by at most 1 more month.');
  });
});
