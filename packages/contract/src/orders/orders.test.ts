import { describe, expect, it } from 'vitest';
import { canMoveOrderItem, deriveOrderStatus, ORDER_ITEM_STATUSES, ORDER_MSG, orderItemStatusesMovableTo } from './rules.js';
import { checkoutInput } from './schema.js';

describe('order item transitions', () => {
  it('lets the decider accept or reject and the buyer cancel, only from pending', () => {
    expect(canMoveOrderItem('pending', 'accepted', 'decider')).toBe(true);
    expect(canMoveOrderItem('pending', 'rejected', 'decider')).toBe(true);
    expect(canMoveOrderItem('pending', 'cancelled', 'buyer')).toBe(true);
    expect(canMoveOrderItem('pending', 'accepted', 'buyer')).toBe(false);
    expect(canMoveOrderItem('pending', 'cancelled', 'decider')).toBe(false);
    for (const from of ORDER_ITEM_STATUSES.filter((s) => s !== 'pending')) {
      for (const to of ORDER_ITEM_STATUSES) {
        expect(canMoveOrderItem(from, to, 'decider') || canMoveOrderItem(from, to, 'buyer')).toBe(false);
      }
    }
    expect(orderItemStatusesMovableTo('accepted', 'decider')).toEqual(['pending']);
    expect(orderItemStatusesMovableTo('accepted', 'buyer')).toEqual([]);
  });
});

describe('deriveOrderStatus', () => {
  it.each([
    [['pending', 'accepted'], 'pending'],
    [['accepted', 'rejected'], 'approved'],
    [['accepted', 'cancelled'], 'approved'],
    [['rejected', 'cancelled'], 'rejected'],
    [['rejected'], 'rejected'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [[], 'cancelled'],
  ] as const)('%j → %s', (lines, status) => {
    expect(deriveOrderStatus(lines)).toBe(status);
  });
});

describe('checkoutInput', () => {
  const base = { name: 'A', email: 'a@example.in', address: 'x', city: 'Lucknow', zip: '226001', paymentMethod: 'cod' };
  it('defaults product lines to buying one, strips client prices, and needs months for an ad', () => {
    const parsed = checkoutInput.parse({ ...base, cartItems: [{ source: 'products', product_id: '5', price: 1 }] });
    expect(parsed.cartItems).toEqual([{ source: 'products', product_id: 5, mode: 'buy', quantity: 1, price: 1 }]);
    const noMonths = checkoutInput.safeParse({ ...base, cartItems: [{ source: 'listings', product_id: 1 }] });
    expect(noMonths.success).toBe(false);
    expect(noMonths.error?.issues[0]?.message).toBe(ORDER_MSG.monthsMin);
  });
  it('says "Please fill all form fields" for any missing field', () => {
    for (const field of ['name', 'email', 'address', 'city', 'zip', 'paymentMethod']) {
      const r = checkoutInput.safeParse({ ...base, [field]: '', cartItems: [{ source: 'listings', product_id: 1, months: 1 }] });
      expect(r.error?.issues[0]?.message, field).toBe(ORDER_MSG.fillAllFields);
    }
  });
});
