import type { BuyerOrder } from '@kiraya/contract';
import { expect } from 'vitest';
import type { TestAccount } from './accounts.js';
import { createProduct } from './factories.js';
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

/**
 * The buyer rents a new product of the owner's for `months` through the API and the owner accepts: the real path to
 * an accepted rental line. Returns the line's id.
 */
export async function acceptedRental(
  t: TestContext,
  buyer: TestAccount,
  owner: TestAccount,
  options: { title?: string; monthly?: number; depositPaise?: number; months?: number } = {},
): Promise<number> {
  const product = await createProduct(t.db, {
    ownerId: owner.id,
    title: `${options.title ?? 'Rental'} ${Math.random().toString(36).slice(2, 7)}`,
    type: 'rent',
    price: options.monthly ?? 700,
    depositPaise: options.depositPaise ?? 0,
  });
  const line = { source: 'products', product_id: product.id, mode: 'rent', quantity: 1, months: options.months ?? 3 };
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: checkoutBody(buyer.name, [line]),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const itemId = (placed.json() as BuyerOrder).cart_items[0]?.item_id as number;
  const accepted = await t.app.inject({ method: 'PUT', url: `/api/orders/${itemId}/accept`, headers: owner.headers });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return itemId;
}
