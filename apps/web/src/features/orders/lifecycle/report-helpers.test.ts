import { LINE_MSG } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { deductionFrom, lastReportPhotos } from './report-helpers';

describe('deductionFrom', () => {
  it('reads blank as none and amounts in rupees with up to two decimals', () => {
    expect(deductionFrom('', 2000)).toEqual({ value: 0 });
    expect(deductionFrom('  ', 2000)).toEqual({ value: 0 });
    expect(deductionFrom('500', 2000)).toEqual({ value: 500 });
    expect(deductionFrom('1,250.50', 2000)).toEqual({ value: 1250.5 });
    expect(deductionFrom('2000', 2000)).toEqual({ value: 2000 });
  });

  it('refuses what is not an amount, three decimals, and more than the deposit held', () => {
    expect(deductionFrom('-5', 2000)).toEqual({ error: LINE_MSG.deductionInvalid });
    expect(deductionFrom('abc', 2000)).toEqual({ error: LINE_MSG.deductionInvalid });
    expect(deductionFrom('10.555', 2000)).toEqual({ error: LINE_MSG.deductionInvalid });
    expect(deductionFrom('2000.01', 2000)).toEqual({ error: LINE_MSG.deductionTooLarge });
    expect(deductionFrom('1', 0)).toEqual({ error: LINE_MSG.deductionTooLarge });
  });
});

describe('lastReportPhotos', () => {
  const entry = (event: 'deliver' | 'record_return' | 'confirm_delivery', ids?: string[]) => ({
    event,
    from_stage: null,
    to_stage: 'delivered' as const,
    actor: 'owner' as const,
    details: null,
    at: '2026-11-25T10:00:00.000Z',
    ...(ids ? { photos: ids.map((id) => ({ id, card_url: `/c/${id}`, full_url: `/f/${id}` })) } : {}),
  });

  it('gives the photos of the latest entry of the event, none for an entry without any, null without the entry', () => {
    const history = [entry('deliver', ['a', 'b']), entry('confirm_delivery'), entry('record_return', ['c'])];
    expect(lastReportPhotos(history, 'deliver')?.map((p) => p.id)).toEqual(['a', 'b']);
    expect(lastReportPhotos(history, 'record_return')?.map((p) => p.id)).toEqual(['c']);
    expect(lastReportPhotos([entry('deliver')], 'deliver')).toEqual([]);
    expect(lastReportPhotos([entry('deliver', ['a'])], 'record_return')).toBeNull();
  });
});
