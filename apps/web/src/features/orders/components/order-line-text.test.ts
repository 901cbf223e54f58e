import { describe, expect, it } from 'vitest';
import english from '../../../lib/i18n/messages/en/buyer';
import hindi from '../../../lib/i18n/messages/hi/buyer';
import { translate } from '../../../lib/i18n/translate';
import { lineKind, lineStatus } from './order-line-text';

const en = (key: keyof typeof english, vars?: Record<string, string | number>) => translate(english[key], 'en', vars);
const hi = (key: keyof typeof english, vars?: Record<string, string | number>) => translate(hindi[key], 'hi', vars);

describe('lineKind', () => {
  it('names a sale, and a rent line with its months', () => {
    expect(lineKind(en, 'sale', null)).toBe('Sale');
    expect(lineKind(en, 'rent', 3)).toBe('Rent · 3 months');
    expect(lineKind(en, 'rent', 1)).toBe('Rent · 1 month');
  });
  it('says the same in Hindi', () => {
    expect(lineKind(hi, 'sale', null)).toBe('बिक्री');
    expect(lineKind(hi, 'rent', 3)).toBe('किराया · 3 महीने');
    expect(lineKind(hi, 'rent', 1)).toBe('किराया · 1 महीना');
  });
});

describe('lineStatus', () => {
  it('colours Accepted green, Rejected red and the others yellow (spec §2)', () => {
    expect(lineStatus(en, 'accepted')).toEqual({ label: 'Accepted', tone: 'green' });
    expect(lineStatus(en, 'rejected')).toEqual({ label: 'Rejected', tone: 'red' });
    expect(lineStatus(en, 'pending').tone).toBe('yellow');
    expect(lineStatus(en, 'cancelled').tone).toBe('yellow');
    expect(lineStatus(hi, 'accepted').label).toBe('स्वीकार');
  });
});
