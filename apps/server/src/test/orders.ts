import type { BuyerOrder } from '@kiraya/contract';
import { expect } from 'vitest';
import type { TestAccount } from './accounts.js';
import type { TestContext } from './harness.js';

/** Delivery details every test checkout uses (a real Lucknow PIN); `paymentMethod` is a string so tests can send bad ones. */
const checkoutDetails = (name: string, paymentMethod: string = 'upi') => ({
  name,
  email: 'buyer@example.in',
  address: '12 Hazratganj',
  city: 'Lucknow',
  zip: '226001',
  paymentMethod,
});

/** A whole POST /api/orders body: `name`'s delivery details and these cart lines. */
export const checkoutBody = (name: string, cartItems: object[], paymentMethod: string = 'upi') => ({
  ...checkoutDetails(name, paymentMethod),
  cartItems,
});

/** The buyer buys one piece of a product through the API (the real path to an order line); expects 201. */
export async function buyProduct(
  t: TestContext,
  buyer: TestAccount,
  productId: number,
  paymentMethod: 'card' | 'upi' | 'cod' = 'upi',
): Promise<BuyerOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: checkoutBody(buyer.name, [{ source: 'products', product_id: productId }], paymentMethod),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as BuyerOrder;
}
