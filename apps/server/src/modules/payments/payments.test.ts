import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { checkoutBody } from '../../test/orders.js';

let t: TestContext, buyer: TestAccount, owner: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, owner, admin } = await openTestApp({ buyer: ['user', 'Aarav Mishra'], owner: ['owner', 'Neha Awasthi'], admin: 'admin' }));
});
afterAll(() => t.close());

const checkout = async (productId: number, paymentMethod: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: checkoutBody('Aarav Mishra', [{ source: 'products', product_id: productId }], paymentMethod),
  });
const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/admin/payments${query}`, headers: admin.headers });

describe('payment history', () => {
  it('lists checkout payments and withdrawals newest first, with Txn ID, user, amount, purpose, method, date and status', async () => {
    const p = await createProduct(t.db, { ownerId: owner.id, price: 450 });
    const upi = (await checkout(p.id, 'upi')).json();
    const cod = (await checkout(p.id, 'cod')).json();
    await t.app.inject({ method: 'PUT', url: `/api/orders/${upi.cart_items[0].item_id}/accept`, headers: owner.headers });
    const wd = await t.app.inject({ method: 'POST', url: '/api/wallet/withdraw', headers: owner.headers });
    expect(wd.statusCode).toBe(201);
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const rows = res.json();
    expect(rows.map((r: { purpose: string }) => r.purpose)).toEqual(['Withdrawal', `Order #${cod.order_id}`, `Order #${upi.order_id}`]);
    expect(rows[0]).toMatchObject({
      userName: 'Neha Awasthi',
      amount: 450,
      method: 'Bank transfer',
      status: 'pending',
      kind: 'withdrawal',
      order_id: null,
    });
    expect(rows[1]).toMatchObject({
      userName: 'Aarav Mishra',
      amount: 450,
      method: 'Cash on delivery',
      status: 'pending',
      kind: 'checkout',
      order_id: cod.order_id,
    });
    expect(rows[2]).toMatchObject({ method: 'UPI', status: 'success', txnId: upi.txn_id });
    expect(new Date(rows[0].date).getTime()).toBeGreaterThanOrEqual(new Date(rows[2].date).getTime());
  });

  it('filters by status and paginates', async () => {
    const pending = await list('?status=pending');
    expect(pending.json().every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending.headers['x-total-count']).toBe('2');
    const page = await list('?limit=1&page=3');
    expect(page.json()).toHaveLength(1);
    expect(page.json()[0].method).toBe('UPI');
    expect((await list('?status=lost')).statusCode).toBe(400);
  });
});
