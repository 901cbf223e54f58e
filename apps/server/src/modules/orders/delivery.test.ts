import { ACCOUNT_FIELD_MSG, addDays, ORDER_MSG, type OwnerOrderRow, todayInIndia } from '@kiraya/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, users } from '../../db/schema/index.js';
import { createAccount, openTestApp, type TestAccount } from '../../test/accounts.js';
import { createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';

let t: TestContext, buyer: TestAccount, specBuyer: TestAccount, owner: TestAccount, other: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, specBuyer, owner, other, admin } = await openTestApp({
    buyer: ['user', 'Meera Shukla'],
    specBuyer: ['user', 'Old Client'],
    owner: ['owner', 'Neha Awasthi'],
    other: ['owner', 'Imran Qureshi'],
    admin: 'admin',
  }));
});
afterAll(() => t.close());

const ADDRESS = 'Flat 4B, Shalimar Tower, Vibhuti Khand';
const details = { name: 'Meera Shukla', email: 'meera@example.in', address: ADDRESS, city: 'Lucknow', zip: '226010', paymentMethod: 'cod' };
const buy = (id: number) => ({ source: 'products', product_id: id, mode: 'buy', quantity: 1 });
const place = (who: TestAccount, payload: object) => t.app.inject({ method: 'POST', url: '/api/orders', headers: who.headers, payload });
const get = (url: string, who: TestAccount) => t.app.inject({ method: 'GET', url, headers: who.headers });
const put = (url: string, who: TestAccount) => t.app.inject({ method: 'PUT', url, headers: who.headers });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const savedPhone = async (id: number) => (await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, id)))[0]?.phone;
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('checkout delivery details', () => {
  it.each([
    ['a PIN outside Lucknow for a Lucknow address', { zip: '110001' }, 'zip', ORDER_MSG.lucknowPin],
    ['a locality not on the list', { locality: 'Connaught Place', phone: '9839140217' }, 'locality', ORDER_MSG.chooseLocality],
    ['a landline', { locality: 'Gomti Nagar', phone: '0522 2612345' }, 'phone', ACCOUNT_FIELD_MSG.phoneInvalid],
    ['a 9-digit phone', { locality: 'Gomti Nagar', phone: '983914021' }, 'phone', ACCOUNT_FIELD_MSG.phoneInvalid],
  ])('refuses %s (400) and writes nothing', async (_, extra, field, message) => {
    const product = await createProduct(t.db, { ownerId: owner.id });
    const before = await orderCount();
    const res = await place(buyer, { ...details, ...extra, cartItems: [buy(product.id)] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await orderCount()).toBe(before);
  });

  it('asks for a phone when a locality is given and the account has none, and writes nothing', async () => {
    const product = await createProduct(t.db, { ownerId: owner.id });
    const before = await orderCount();
    const res = await place(buyer, { ...details, locality: 'Gomti Nagar', cartItems: [buy(product.id)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ORDER_MSG.phoneRequired, fieldErrors: { phone: [ORDER_MSG.phoneRequired] } });
    expect(await orderCount()).toBe(before);
    expect(await savedPhone(buyer.id)).toBe('');
  });

  it("saves a buyer's first phone to the account, uses it when absent later, and never overwrites it", async () => {
    const product = await createProduct(t.db, { ownerId: owner.id });
    const first = await place(buyer, { ...details, phone: '+91 98391 40217', locality: 'Gomti Nagar', cartItems: [buy(product.id)] });
    expect(first.statusCode, first.body).toBe(201);
    expect(await savedPhone(buyer.id)).toBe('9839140217');
    expect(await orderRow(first.json().order_id)).toMatchObject({ phone: '9839140217', locality: 'Gomti Nagar', zip: '226010' });

    const again = await place(buyer, { ...details, locality: 'Aliganj', cartItems: [buy(product.id)] });
    expect(again.statusCode, again.body).toBe(201);
    expect(await orderRow(again.json().order_id)).toMatchObject({ phone: '9839140217', locality: 'Aliganj' });

    const elsewhere = await place(buyer, { ...details, phone: '7080021954', locality: 'Chowk', cartItems: [buy(product.id)] });
    expect(elsewhere.statusCode).toBe(201);
    expect(await orderRow(elsewhere.json().order_id)).toMatchObject({ phone: '7080021954', locality: 'Chowk' });
    expect(await savedPhone(buyer.id)).toBe('9839140217');
  });

  it('gives the order the 10 digits of a number an older account holds as typed', async () => {
    const typed = await createAccount(t, 'user', 'Typed Phone');
    await t.db.update(users).set({ phone: '+91 98390 55120' }).where(eq(users.id, typed.id));
    const product = await createProduct(t.db, { ownerId: owner.id });
    const res = await place(typed, { ...details, name: 'Typed Phone', locality: 'Aminabad', cartItems: [buy(product.id)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderRow(res.json().order_id)).toMatchObject({ phone: '9839055120', locality: 'Aminabad' });
  });

  it("keeps the spec's client working: no phone, no locality, no saved phone (the locality read from the PIN)", async () => {
    const product = await createProduct(t.db, { ownerId: owner.id });
    const { phone: _p, ...spec } = { ...details, phone: undefined };
    const res = await place(specBuyer, { ...spec, name: 'Old Client', cartItems: [buy(product.id)] });
    expect(res.statusCode, res.body).toBe(201);
    // Vibhuti Khand is not a listed locality; PIN 226010 is Gomti Nagar's.
    expect(await orderRow(res.json().order_id)).toMatchObject({ phone: null, locality: 'Gomti Nagar' });
  });
});

describe("the owner's view of a delivery", () => {
  it('shows locality, date and slot at once; address and phone only after accepting; never to another owner', async () => {
    const fridge = await createProduct(t.db, { ownerId: owner.id, title: 'Samsung 253 L fridge' });
    const cooler = await createProduct(t.db, { ownerId: other.id, title: 'Symphony air cooler' });
    const res = await place(buyer, {
      ...details,
      phone: '9839140217',
      locality: 'Gomti Nagar',
      cartItems: [buy(fridge.id), buy(cooler.id)],
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as number;
    // What checkout stores for each line (priced by priceCart): the handover day and the preferred slot.
    const day = addDays(todayInIndia(), 3);
    await t.db.update(orderItems).set({ startDate: day, deliverySlot: 'evening' }).where(eq(orderItems.orderId, orderId));

    const requestsOf = async (who: TestAccount) => {
      const list = await get(`/api/orders/owner/${who.id}?limit=100`, who);
      expect(list.statusCode).toBe(200);
      return list.json() as OwnerOrderRow[];
    };
    const mine = (await requestsOf(owner)).find((r) => r.order_number === orderId);
    expect(mine).toMatchObject({
      product_title: 'Samsung 253 L fridge',
      status: 'pending',
      locality: 'Gomti Nagar',
      start_date: day,
      delivery_slot: 'evening',
      delivery: null,
    });
    const pendingBody = JSON.stringify(await requestsOf(owner));
    expect(pendingBody).not.toContain(ADDRESS);
    expect(pendingBody).not.toContain('9839140217');

    const accepted = await put(`/api/orders/${mine?.order_id}/accept`, owner);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const delivery = { name: 'Meera Shukla', phone: '9839140217', address: ADDRESS, city: 'Lucknow', zip: '226010' };
    expect(accepted.json()).toMatchObject({ status: 'accepted', locality: 'Gomti Nagar', delivery });
    expect((await requestsOf(owner)).find((r) => r.order_number === orderId)?.delivery).toEqual(delivery);

    // The other owner's line of the same order is still pending: locality only.
    const theirs = (await requestsOf(other)).find((r) => r.order_number === orderId);
    expect(theirs).toMatchObject({ product_title: 'Symphony air cooler', locality: 'Gomti Nagar', delivery: null });
    const otherBody = JSON.stringify(await requestsOf(other));
    expect(otherBody).not.toContain(ADDRESS);
    expect(otherBody).not.toContain('9839140217');
    // …and cannot read or decide the first owner's requests.
    expect((await get(`/api/orders/owner/${owner.id}`, other)).statusCode).toBe(403);
    expect((await put(`/api/orders/${mine?.order_id}/reject`, other)).statusCode).toBe(403);

    // Rejecting never reveals the address either.
    const rejected = await put(`/api/orders/${theirs?.order_id}/reject`, other);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', delivery: null });
    expect(JSON.stringify(await requestsOf(other))).not.toContain(ADDRESS);
  });

  it("shows the admin each order's phone and locality", async () => {
    const product = await createProduct(t.db, { ownerId: owner.id });
    const res = await place(buyer, { ...details, phone: '9839140217', locality: 'Hazratganj', cartItems: [buy(product.id)] });
    const list = await get('/api/admin/orders?limit=100', admin);
    expect(list.statusCode).toBe(200);
    const row = (list.json() as { order_id: number }[]).find((o) => o.order_id === res.json().order_id);
    expect(row).toMatchObject({ phone: '9839140217', locality: 'Hazratganj', address: ADDRESS, zip: '226010' });
  });
});
