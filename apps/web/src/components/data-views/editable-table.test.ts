import { adminListingUpdate, adminProductUpdate } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import { bodyOf, type Column, draftOf, flagOf, numberOf, numberOrNull, rowErrors, textOrNull } from './editable-table';

interface Row {
  id: number;
  title: string;
  price: number;
  rent_price: number | null;
  subcategory: string | null;
  verified: 0 | 1;
}
const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', cell: (r) => r.id },
  { key: 'title', header: 'Title', cell: (r) => r.title, edit: { kind: 'text' } },
  { key: 'price', header: 'Price', cell: (r) => r.price, edit: { kind: 'number' }, parse: numberOf },
  { key: 'rent_price', header: 'Rent', cell: (r) => r.rent_price, edit: { kind: 'number' }, parse: numberOrNull },
  { key: 'subcategory', header: 'Sub', cell: (r) => r.subcategory, edit: { kind: 'text' }, parse: textOrNull },
  { key: 'verified', header: 'Verified', cell: (r) => r.verified, edit: { kind: 'select', options: [] }, parse: flagOf },
];
const row: Row = { id: 7, title: 'Sofa', price: 1500, rent_price: null, subcategory: null, verified: 1 };

describe('editable table helpers', () => {
  it('drafts only the editable fields, null as empty text', () => {
    expect(draftOf(columns, row)).toEqual({ title: 'Sofa', price: '1500', rent_price: '', subcategory: '', verified: '1' });
  });

  it('turns changed texts into the update body through each column', () => {
    expect(bodyOf(columns, { title: 'Sofa set', price: '', rent_price: '', subcategory: ' ', verified: '0' })).toEqual({
      title: 'Sofa set',
      price: Number.NaN,
      rent_price: null,
      subcategory: null,
      verified: 0,
    });
    expect(bodyOf(columns, { rent_price: '250' })).toEqual({ rent_price: 250 });
  });

  it("gives one message per field from the contract's schema, none when it passes", () => {
    expect(rowErrors(adminProductUpdate, { title: 'Sofa', price: 10 })).toEqual({});
    const errors = rowErrors(adminProductUpdate, { price: Number.NaN, verified: 0 });
    expect(Object.keys(errors)).toEqual(['price']);
    expect(Object.keys(rowErrors(adminListingUpdate, { title: '' }))).toEqual(['title']);
  });
});
