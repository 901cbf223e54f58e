import { expect } from 'vitest';
import type { TestAccount } from './accounts.js';
import type { TestContext } from './harness.js';

export interface PlacedOrder {
  order_id: number;
  total: number;
  txn_id: string | null;
  cart_items: { item_id: number; status: string; total: number }[];
}

/** Delivery details every test checkout uses (a real Lucknow PIN). */
export const checkoutDetails = (name: string, paymentMethod: 'card' | 'upi' | 'cod' = 'upi') => ({
  name,
  email: 'buyer@example.in',
  address: '12 Hazratganj',
  city: 'Lucknow',
  zip: '226001',
  paymentMethod,
});

/** The buyer buys one piece of a product through the API (the real path to an order line); expects 201. */
export async function buyProduct(
  t: TestContext,
  buyer: TestAccount,
  productId: number,
  paymentMethod: 'card' | 'upi' | 'cod' = 'upi',
): Promise<PlacedOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { ...checkoutDetails(buyer.name, paymentMethod), cartItems: [{ source: 'products', product_id: productId }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrder;
}
