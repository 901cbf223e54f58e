import { describe, expect, it } from 'vitest';
import { REVIEWED_PRODUCT_FIELDS, reviewedProductChanges, reviewedProductFieldsText } from './rules.js';

const approved = {
  title: 'Godrej almirah',
  description: 'Steel, two doors',
  price: 1500,
  rent_price: 150,
  type: 'sale',
  category: 'appliance',
  is_rentable: 1,
} as const;

describe('reviewed product fields', () => {
  it('covers what is sold, its prices, its type and category, and how it can be ordered', () => {
    expect([...REVIEWED_PRODUCT_FIELDS].sort()).toEqual(['category', 'description', 'is_rentable', 'price', 'rent_price', 'title', 'type']);
  });

  it('names each changed reviewed field, comparing prices to the paisa', () => {
    expect(reviewedProductChanges(approved, { rent_price: 99_999_999, type: 'rent' })).toEqual(['rent_price', 'type']);
    expect(reviewedProductChanges(approved, { rent_price: null })).toEqual(['rent_price']);
    expect(reviewedProductChanges(approved, { price: 1500.001, title: 'Godrej almirah', category: 'appliance' })).toEqual([]);
    expect(reviewedProductChanges(approved, {})).toEqual([]);
  });

  it('lists them in a sentence for owners', () => {
    expect(reviewedProductFieldsText('photo')).toBe(
      'title, description, price, rent price, type (rent or sale), category, rentability or photo',
    );
  });
});
