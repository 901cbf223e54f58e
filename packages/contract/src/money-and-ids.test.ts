import { describe, expect, it } from 'vitest';
import { idParam, MAX_ID } from './index.js';
import { createListingInput } from './listings/schema.js';
import { adminProductUpdate, createProductInput } from './products/schema.js';
import { withdrawInput } from './wallet/schema.js';

const product = { title: 'Cooler', description: 'x', category: 'appliance', condition: 'used', type: 'sale' };
const ad = {
  title: 'Kurta',
  description: 'x',
  location: 'Aliganj',
  category: 'dresses',
  subcategory: 'Kurta',
  sellerName: 'A',
  sellerPhone: '9839012345',
  sellerEmail: 'a@example.in',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('money inputs', () => {
  it('refuse amounts that round to 0 paise, with the "more than zero" message', () => {
    expect(messages(createListingInput.safeParse({ ...ad, price: '1e-9' }))).toEqual(['Price must be more than zero.']);
    expect(messages(createListingInput.safeParse({ ...ad, price: '0.004' }))).toEqual(['Price must be more than zero.']);
    expect(messages(withdrawInput.safeParse({ amount: 1e-9 }))).toEqual(['Amount must be more than zero.']);
    expect(messages(adminProductUpdate.safeParse({ price: 1e-9 }))).toEqual(['Price must be more than zero.']);
    expect(messages(createProductInput.safeParse({ ...product, price: '0' }))).toEqual(['Price must be more than zero.']);
  });
  it('accept one paisa, and two decimals that floating point cannot hold exactly', () => {
    expect(createListingInput.safeParse({ ...ad, price: '0.01' }).success).toBe(true);
    expect(withdrawInput.safeParse({ amount: 0.01 }).success).toBe(true);
    expect(createProductInput.safeParse({ ...product, price: '1.15' }).success).toBe(true);
    expect(createProductInput.safeParse({ ...product, price: '0.01' }).success).toBe(true);
    expect(messages(createProductInput.safeParse({ ...product, price: '1.155' }))).toEqual(['Price can have at most two decimals.']);
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to PostgreSQL integer', () => {
    expect(idParam.safeParse({ id: String(MAX_ID) }).success).toBe(true);
    for (const bad of [String(MAX_ID + 1), '0', '-1', '1.5', 'abc', '']) expect(idParam.safeParse({ id: bad }).success, bad).toBe(false);
  });
});
