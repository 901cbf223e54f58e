import { describe, expect, it } from 'vitest';
import {
  addMonths,
  discountFor,
  firstStartDate,
  handoverFrom,
  legacyOfferFields,
  offerFromLegacy,
  quoteRent,
  tenureOptions,
  todayInIndia,
} from './rules.js';
import { offerFieldsInput } from './schema.js';

describe('the spec’s price fields and the offer', () => {
  it.each([
    [
      'rent-only at its rent price',
      { type: 'rent', price: 32000, rent_price: 32000, is_rentable: true },
      { kind: 'rent', sale: null, monthly: 32000 },
    ],
    [
      'rent-only at its price when it has no rent price',
      { type: 'rent', price: 900, rent_price: null, is_rentable: false },
      { kind: 'rent', sale: null, monthly: 900 },
    ],
    ['for rent or sale', { type: 'sale', price: 14500, rent_price: 900, is_rentable: true }, { kind: 'both', sale: 14500, monthly: 900 }],
    [
      'for sale when not rentable',
      { type: 'sale', price: 14500, rent_price: 900, is_rentable: false },
      { kind: 'sale', sale: 14500, monthly: null },
    ],
    [
      'for sale without a rent price',
      { type: 'sale', price: 5000, rent_price: null, is_rentable: true },
      { kind: 'sale', sale: 5000, monthly: null },
    ],
  ] as const)('reads %s, and derives the same fields back', (_name, legacy, offer) => {
    expect(offerFromLegacy(legacy)).toEqual(offer);
    const back = legacyOfferFields(offer);
    expect(offerFromLegacy(back)).toEqual(offer);
    expect(back.type === 'rent').toBe(offer.kind === 'rent');
    expect(back.rent_price).toBe(offer.monthly);
  });
});

describe('pricing a rental', () => {
  const fridge = {
    monthly: 90_000,
    deposit: 200_000,
    discounts: [
      { months: 6, percent: 5 },
      { months: 12, percent: 10 },
    ],
  };
  it('takes the largest discount the tenure reaches', () => {
    expect([1, 5, 6, 11, 12, 36].map((m) => discountFor(fridge.discounts, m))).toEqual([0, 0, 5, 5, 10, 10]);
  });
  it('prices tenure, deposit, pay-now and monthly payments in paise', () => {
    expect(quoteRent(fridge, 6)).toEqual({
      months: 6,
      quantity: 1,
      listMonthly: 90_000,
      discountPercent: 5,
      monthly: 85_500,
      totalRent: 513_000,
      deposit: 200_000,
      dueNow: 285_500,
      thenMonthly: 85_500,
    });
    expect(quoteRent(fridge, 1, 2)).toMatchObject({ totalRent: 180_000, deposit: 400_000, dueNow: 580_000, thenMonthly: 0 });
  });
  it('offers tenures from the minimum to 36 months', () => {
    expect(tenureOptions(3)).toHaveLength(34);
    expect(tenureOptions(3)[0]).toBe(3);
  });
});

describe('dates', () => {
  it('adds calendar months, keeping to the end of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
  it('starts a rental window on the day a unit frees up when all are out, else on the owner’s date, never before today', () => {
    const today = '2026-11-24';
    expect(firstStartDate(handoverFrom('2026-12-01', { status: 'available_from', available_from: '2027-01-10' }), today)).toBe(
      '2027-01-10',
    );
    expect(firstStartDate(handoverFrom('2026-12-01', { status: 'available_from', available_from: '2026-12-01' }), today)).toBe(
      '2026-12-01',
    );
    expect(firstStartDate(handoverFrom(null, { status: 'available', available_from: null }), today)).toBe(today);
    expect(firstStartDate(handoverFrom('2026-10-01', { status: 'available', available_from: null }), today)).toBe(today);
  });

  it('tells today in India whatever the machine’s zone', () => {
    expect(todayInIndia(new Date('2027-03-01T19:00:00Z'))).toBe('2027-03-02');
    expect(todayInIndia(new Date('2027-03-01T18:00:00Z'))).toBe('2027-03-01');
  });

  it('turns the day at midnight in India, asked in any order (the last day is remembered)', () => {
    const days = [
      ['2027-03-01T18:29:59.999Z', '2027-03-01'],
      ['2027-03-01T18:30:00.000Z', '2027-03-02'],
      ['2027-03-02T18:29:59.999Z', '2027-03-02'],
      ['2027-03-01T18:29:59.999Z', '2027-03-01'],
      ['2027-03-02T18:30:00.000Z', '2027-03-03'],
      ['1969-12-31T18:30:00.000Z', '1970-01-01'],
      ['1969-12-31T18:29:59.999Z', '1969-12-31'],
    ];
    for (const [at, day] of days) expect({ at, day: todayInIndia(new Date(at as string)) }).toEqual({ at, day });
  });
});

describe('offer form fields', () => {
  it('reads discounts as "months:percent" pairs or JSON, sorted, and refuses repeats', () => {
    expect(offerFieldsInput.parse({ tenure_discounts: '12:10, 6:5' }).tenure_discounts).toEqual([
      { months: 6, percent: 5 },
      { months: 12, percent: 10 },
    ]);
    expect(offerFieldsInput.parse({ tenure_discounts: '[{"months":6,"percent":5}]' }).tenure_discounts).toEqual([
      { months: 6, percent: 5 },
    ]);
    expect(offerFieldsInput.safeParse({ tenure_discounts: '6:5,6:10' }).success).toBe(false);
    expect(offerFieldsInput.safeParse({ tenure_discounts: '6:80' }).success).toBe(false);
  });
});
