import { describe, expect, it } from 'vitest';
import { moveInRange, offerDefaults, offerPreview } from './offer-values';

const rent = { monthly: 18000, deposit: 36000, min_months: 11, discounts: [] };
const listing = (availability: { status: 'available' | 'available_from'; available_from: string | null }, from: string | null = null) =>
  // Only the fields the defaults read.
  ({ availability, offer: { rent, available_from: from } }) as unknown as Parameters<typeof offerDefaults>[0];

describe('the rental offer form', () => {
  const today = '2026-11-24';

  it('starts from the listing’s rent, deposit and minimum tenure, moving in on its first free day', () => {
    expect(offerDefaults(listing({ status: 'available', available_from: null }), today)).toEqual({
      monthly_rent: '18000',
      deposit: '36000',
      move_in: today,
      months: '11',
      note: '',
    });
    expect(offerDefaults(listing({ status: 'available', available_from: null }, '2026-12-01'), today).move_in).toBe('2026-12-01');
    // Rented out: the day a unit is free again, but never past the move-in window.
    expect(offerDefaults(listing({ status: 'available_from', available_from: '2026-12-10' }), today).move_in).toBe('2026-12-10');
    expect(offerDefaults(listing({ status: 'available_from', available_from: '2027-06-01' }), today).move_in).toBe(moveInRange(today).max);
  });

  it('is blank but for today and one month when the listing is gone', () => {
    expect(offerDefaults(undefined, today)).toEqual({ monthly_rent: '', deposit: '', move_in: today, months: '1', note: '' });
  });

  it('says what the buyer pays on accepting (first month + deposit) and when the tenure ends', () => {
    expect(offerPreview({ monthly_rent: '18000', deposit: '36000', move_in: '2027-01-31', months: '1', note: '' })).toEqual({
      dueNow: 54000,
      endDate: '2027-02-28',
    });
    expect(offerPreview({ monthly_rent: '12500.50', deposit: '', move_in: '2026-12-01', months: '11', note: '' })).toEqual({
      dueNow: 12500.5,
      endDate: '2027-11-01',
    });
  });

  it('says nothing until the figures read as an offer', () => {
    for (const broken of [{ monthly_rent: '' }, { monthly_rent: 'ten' }, { deposit: '-1' }, { move_in: '' }, { months: '0' }]) {
      expect(offerPreview({ monthly_rent: '18000', deposit: '0', move_in: '2026-12-01', months: '3', note: '', ...broken })).toBeNull();
    }
  });
});
