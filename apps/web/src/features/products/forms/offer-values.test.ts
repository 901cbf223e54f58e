import { createProductInput, type OwnerProduct, updateProductInput } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import {
  discountRows,
  discountValue,
  EMPTY_OFFER,
  editOfferFields,
  type OfferValues,
  offerApiFields,
  offerValuesOf,
  previewOffer,
  uploadOfferFields,
} from './offer-values';

/** What the owner typed for a "both" offer: the API fields carry these as they are. */
const typed = {
  offer: 'both',
  sale_price: '14500',
  rent_monthly: '900',
  deposit: '2000',
  min_tenure_months: '3',
  tenure_discounts: '6:5',
  quantity: '2',
} as const;
const both: OfferValues = { ...EMPTY_OFFER, ...typed };
const own = { title: 'Whirlpool 7 kg washing machine', description: 'Works well.', category: 'appliance', condition: 'used' };

describe('offer fields → the API fields', () => {
  it('sends exactly the fields of a "both" appliance: prices, rent terms, quantity, delivery and returns', () => {
    expect(offerApiFields(both, 'appliance')).toEqual({ ...typed, available_from: '', delivery_fee: '0', return_days: '10' });
  });

  it('sends no rent fields for a sale, and no sale price for a rent', () => {
    const sale = offerApiFields({ ...both, offer: 'sale' }, 'appliance');
    expect(Object.keys(sale)).not.toContain('rent_monthly');
    expect(Object.keys(sale)).not.toContain('deposit');
    expect(Object.keys(sale)).not.toContain('tenure_discounts');
    expect(sale.sale_price).toBe('14500');
    const rent = offerApiFields({ ...both, offer: 'rent' }, 'appliance');
    expect(Object.keys(rent)).not.toContain('sale_price');
    expect(rent.rent_monthly).toBe('900');
  });

  it('makes a property one unit with move-in terms instead of delivery and returns', () => {
    const flat = offerApiFields({ ...both, offer: 'rent', quantity: '5', notice_days: '30', includes: 'Two wardrobes' }, 'property');
    expect(flat.quantity).toBe('1');
    expect(flat.notice_days).toBe('30');
    expect(flat.includes).toBe('Two wardrobes');
    expect(Object.keys(flat)).not.toContain('delivery_fee');
    expect(Object.keys(flat)).not.toContain('return_days');
  });

  it('leaves blanks out of an upload but keeps a blank offer, so the schema names the missing choice', () => {
    expect(uploadOfferFields({ ...EMPTY_OFFER, deposit: '' }, 'appliance')).toEqual({
      offer: '',
      quantity: '1',
      delivery_fee: '0',
      return_days: '10',
    });
    const checked = createProductInput.safeParse({ ...own, ...uploadOfferFields(EMPTY_OFFER, 'appliance') });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.'))).toEqual(['offer']);
  });

  it('passes the contract schema as an upload, with the discounts parsed from the rows', () => {
    const parsed = createProductInput.parse({ ...own, ...uploadOfferFields(both, 'appliance') });
    expect(parsed).toMatchObject({
      offer: 'both',
      sale_price: 14500,
      rent_monthly: 900,
      deposit: 2000,
      min_tenure_months: 3,
      tenure_discounts: [{ months: 6, percent: 5 }],
      quantity: 2,
      delivery_fee: 0,
      return_days: 10,
    });
    expect(parsed.price).toBeUndefined();
  });

  it('puts a missing rent and a half-filled discount row on their own fields', () => {
    const checked = createProductInput.safeParse({
      ...own,
      ...uploadOfferFields({ ...both, rent_monthly: '', tenure_discounts: '6:5,12:' }, 'appliance'),
    });
    const fields = checked.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(fields).toContain('tenure_discounts.1.percent');
  });

  it('clears a date, the discounts and the inclusions in an edit, and keeps other blanks out', () => {
    const edit = editOfferFields({ ...both, tenure_discounts: '', available_from: '', deposit: '' }, 'appliance');
    expect(edit.tenure_discounts).toBe('');
    expect(edit.available_from).toBe('');
    expect(Object.keys(edit)).not.toContain('deposit');
    const parsed = updateProductInput.parse(edit);
    expect(parsed.tenure_discounts).toEqual([]);
    expect(parsed.available_from).toBeNull();
  });

  it('prefills the edit from the product offer and terms, and round-trips', () => {
    const product = {
      offer: {
        kind: 'both',
        sale_price: 14500,
        rent: { monthly: 900, deposit: 2000, min_months: 3, discounts: [{ months: 6, percent: 5 }] },
        available_from: '2027-01-12',
        quantity: 2,
      },
      terms: { delivery_fee: 0, return_days: 10, notice_days: null, includes: null },
    } satisfies Pick<OwnerProduct, 'offer' | 'terms'>;
    const values = offerValuesOf(product);
    expect(values).toEqual({ ...both, available_from: '2027-01-12' });
    expect(previewOffer(values, 'appliance')).toEqual(product.offer);
  });
});

describe('discount rows', () => {
  it('keep a blank row while it is being filled, and only digits', () => {
    expect(discountRows('')).toEqual([]);
    expect(discountRows(':')).toEqual([{ months: '', percent: '' }]);
    expect(
      discountValue([
        { months: '6', percent: '5' },
        { months: '', percent: '' },
      ]),
    ).toBe('6:5,:');
    expect(discountRows(discountValue([{ months: '1,2', percent: '1:0' }]))).toEqual([{ months: '12', percent: '10' }]);
  });
});

describe('the live preview offer', () => {
  it('shows nothing until the offer and its prices are there', () => {
    expect(previewOffer(EMPTY_OFFER, 'appliance')).toBeNull();
    expect(previewOffer({ ...both, sale_price: '' }, 'appliance')).toBeNull();
    expect(previewOffer({ ...both, rent_monthly: 'abc' }, 'appliance')).toBeNull();
  });

  it('leaves unfinished discount rows out and a property at one unit', () => {
    const offer = previewOffer({ ...both, offer: 'rent', tenure_discounts: '12:10,6:', quantity: '3' }, 'property');
    expect(offer?.rent?.discounts).toEqual([{ months: 12, percent: 10 }]);
    expect(offer?.quantity).toBe(1);
    expect(offer?.sale_price).toBeNull();
  });
});
