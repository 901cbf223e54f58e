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

/** A checkout of these cart lines as `buyer` through the API: the raw answer, for tests that expect a refusal too. */
export const checkout = (t: TestContext, buyer: TestAccount, cartItems: object[], paymentMethod: string = 'upi') =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: checkoutBody(buyer.name, cartItems, paymentMethod) });

/** The id of the first line of a checkout of these cart lines (expects 201). */
export async function placedLine(t: TestContext, buyer: TestAccount, cartItems: object[]): Promise<number> {
  const placed = await checkout(t, buyer, cartItems);
  expect(placed.statusCode, placed.body).toBe(201);
  return (placed.json() as BuyerOrder).cart_items[0]?.item_id as number;
}

/** The line's decider accepts it: an owner through /api/orders, an admin (an ad's line) through /api/admin/order-items. */
export const acceptLine = (t: TestContext, decider: TestAccount, itemId: number) =>
  t.app.inject({
    method: 'PUT',
    url: decider.role === 'admin' ? `/api/admin/order-items/${itemId}/accept` : `/api/orders/${itemId}/accept`,
    headers: decider.headers,
  });

/** The buyer buys one piece of a product through the API (the real path to an order line); expects 201. */
export async function buyProduct(
  t: TestContext,
  buyer: TestAccount,
  productId: number,
  paymentMethod: 'card' | 'upi' | 'cod' = 'upi',
): Promise<BuyerOrder> {
  const res = await checkout(t, buyer, [{ source: 'products', product_id: productId }], paymentMethod);
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
  const itemId = await placedLine(t, buyer, [line]);
  const accepted = await acceptLine(t, owner, itemId);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return itemId;
}

/** A return's lifecycle event in which the owner keeps `deduction` rupees of the deposit for a cracked lid. */
export const lidCrackedReturn = (deduction: number) => ({
  event: 'record_return',
  report: { condition: 'fair', note: 'Lid cracked' },
  deduction,
  deduction_reason: 'The lid is cracked and needs replacing',
});
