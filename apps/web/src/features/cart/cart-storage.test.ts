import { CHECKOUT_LIMITS, checkoutCartLine, LIMITS } from '@kiraya/contract';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_STORAGE_KEY,
  cartSummary,
  cartTotal,
  clearCart,
  type NewCartItem,
  readCart,
  readCartCount,
  removeFromCart,
  restoreCartItem,
  toCheckoutLine,
  updateCartItem,
} from './cart-storage';

/** An in-memory localStorage. */
function memory(initial: string | null = null) {
  let value = initial;
  return {
    getItem: (key: string) => (key === CART_STORAGE_KEY ? value : null),
    setItem: (key: string, next: string) => {
      if (key === CART_STORAGE_KEY) value = next;
    },
    raw: () => value,
  };
}

const fridge: NewCartItem = {
  product_id: 7,
  source: 'products',
  title: 'Samsung fridge',
  image: '/uploads/a.webp',
  location: 'Aliganj',
  mode: 'buy',
  price: 12000,
  quantity: 1,
  months: null,
};
const flat: NewCartItem = {
  product_id: 3,
  source: 'listings',
  title: '2 BHK flat',
  image: '/uploads/b.webp',
  location: 'Gomti Nagar',
  mode: 'rent',
  price: 15000,
  quantity: 1,
  months: 3,
};

describe('cart storage', () => {
  it('adds items with their totals, a listing as months × monthly price', () => {
    const s = memory();
    expect(addToCart(fridge, s).added).toBe(true);
    expect(addToCart(flat, s).added).toBe(true);
    const items = readCart(s);
    expect(items.map((i) => [i.id, i.total])).toEqual([
      ['products-7', 12000],
      ['listings-3', 45000],
    ]);
    expect(cartTotal(items)).toBe(57000);
    expect(readCartCount(s)).toBe(2);
  });

  it('reports an item already in the cart instead of adding it twice', () => {
    const s = memory();
    addToCart(fridge, s);
    const again = addToCart({ ...fridge, quantity: 3 }, s);
    expect(again).toMatchObject({ added: false, reason: 'duplicate' });
    expect(readCart(s)).toHaveLength(1);
    expect(readCart(s)[0]?.quantity).toBe(1);
  });

  it('refuses more lines than checkout accepts', () => {
    const s = memory();
    for (let i = 1; i <= CHECKOUT_LIMITS.maxCartItems; i++) addToCart({ ...fridge, product_id: i }, s);
    expect(addToCart({ ...fridge, product_id: 999 }, s)).toMatchObject({ added: false, reason: 'full' });
  });

  it('changes quantity and months within the limits and recomputes the total', () => {
    const s = memory();
    addToCart(fridge, s);
    addToCart(flat, s);
    updateCartItem('products-7', { quantity: 3 }, s);
    updateCartItem('listings-3', { months: 0 }, s);
    expect(readCart(s).map((i) => [i.quantity, i.months, i.total])).toEqual([
      [3, null, 36000],
      [1, LIMITS.rentMonthsMin, 15000],
    ]);
    updateCartItem('products-7', { quantity: 99 }, s);
    expect(readCart(s)[0]?.quantity).toBe(CHECKOUT_LIMITS.quantityMax);
  });

  it('removes, restores at the same place and clears', () => {
    const s = memory();
    addToCart(fridge, s);
    addToCart(flat, s);
    const [first] = readCart(s);
    removeFromCart('products-7', s);
    expect(readCart(s).map((i) => i.id)).toEqual(['listings-3']);
    if (first) restoreCartItem(first, 0, s);
    expect(readCart(s).map((i) => i.id)).toEqual(['products-7', 'listings-3']);
    clearCart(s);
    expect(readCart(s)).toEqual([]);
    expect(readCartCount(s)).toBe(0);
  });

  it('survives a reload: what was written is read back the same', () => {
    const s = memory();
    addToCart(flat, s);
    const reloaded = memory(s.raw());
    expect(readCart(reloaded)).toEqual(readCart(s));
  });

  it('drops unreadable or forged entries and repairs impossible numbers', () => {
    const s = memory(
      JSON.stringify([
        { source: 'products', product_id: 5, price: 100, quantity: 500 },
        { source: 'listings', product_id: 6, price: 200, quantity: 4, mode: 'buy', months: -2 },
        { source: 'elsewhere', product_id: 1, price: 1 },
        { source: 'products', product_id: 'x', price: 1 },
        { source: 'products', product_id: 5, price: 1 },
        'junk',
      ]),
    );
    const items = readCart(s);
    expect(items.map((i) => [i.id, i.mode, i.quantity, i.months])).toEqual([
      ['products-5', 'buy', CHECKOUT_LIMITS.quantityMax, null],
      ['listings-6', 'rent', 1, LIMITS.rentMonthsMin],
    ]);
    expect(readCart(memory('{not json'))).toEqual([]);
    expect(readCartCount(memory('{"a":1}'))).toBe(0);
  });

  it("counts for the header badge exactly the pieces the cart shows, without the cart's own module", () => {
    const stored = JSON.stringify([
      { source: 'products', product_id: 5, price: 100, quantity: 500 },
      { source: 'products', product_id: 8, price: 100, quantity: 3, property: true },
      { source: 'listings', product_id: 6, price: 200, quantity: 4 },
      { source: 'products', product_id: 9, price: 50, quantity: 2.6 },
      { source: 'products', product_id: 5, price: 1, quantity: 2 },
      { source: 'products', product_id: 10, price: -1, quantity: 2 },
      { source: 'listings', product_id: 0, price: 1 },
      null,
    ]);
    const count = readCartCount(memory(stored));
    expect(count).toBe(CHECKOUT_LIMITS.quantityMax + 1 + 1 + 3);
    expect(count).toBe(readCart(memory(stored)).reduce((sum, item) => sum + item.quantity, 0));
  });

  it('turns each line into a checkout line the contract accepts', () => {
    const s = memory();
    addToCart(fridge, s);
    addToCart(flat, s);
    addToCart({ ...fridge, product_id: 8, mode: 'rent', price: 900, months: 2, quantity: 2 }, s);
    const lines = readCart(s).map(toCheckoutLine);
    for (const line of lines) expect(checkoutCartLine.safeParse(line).success).toBe(true);
    expect(lines.map((l) => [l.source, l.product_id, 'mode' in l ? l.mode : undefined, l.months])).toEqual([
      ['products', 7, 'buy', undefined],
      ['listings', 3, undefined, 3],
      ['products', 8, 'rent', 2],
    ]);
  });
});

describe('rentals in the cart (issue 11)', () => {
  const rentedFridge: NewCartItem = {
    ...fridge,
    product_id: 9,
    mode: 'rent',
    price: 900,
    months: 6,
    start_date: '2027-01-10',
    delivery_slot: 'evening',
    rent: { monthly: 900, deposit: 2000, min_months: 3, discounts: [{ months: 6, percent: 5 }] },
  };

  it('prices a rental with its tenure discount and deposit, and pays the first month and the deposit now', () => {
    const store = memory();
    addToCart(rentedFridge, store);
    addToCart(fridge, store);
    const items = readCart(store);
    expect(items[0]?.total).toBe(5130);
    expect(cartSummary(items)).toEqual({ total: 5130 + 2000 + 12000, rent: 5130, sale: 12000, deposit: 2000, dueNow: 855 + 2000 + 12000 });
  });

  it('never rents for less than the item’s minimum, and keeps a property at one unit without a slot', () => {
    const store = memory();
    addToCart({ ...rentedFridge, months: 1 }, store);
    expect(readCart(store)[0]?.months).toBe(3);
    addToCart({ ...rentedFridge, product_id: 10, property: true, quantity: 3 }, store);
    const flatLine = readCart(store)[1];
    expect(flatLine).toMatchObject({ quantity: 1, delivery_slot: null, property: true });
  });

  it('sends the start date and slot to checkout, in the contract’s shape, and drops a malformed date', () => {
    const store = memory();
    addToCart(rentedFridge, store);
    const line = toCheckoutLine(readCart(store)[0] as never);
    expect(line).toMatchObject({ mode: 'rent', months: 6, start_date: '2027-01-10', delivery_slot: 'evening' });
    expect(checkoutCartLine.safeParse(line).success).toBe(true);
    addToCart({ ...rentedFridge, product_id: 11, start_date: '10/01/2027' }, store);
    expect(readCart(store)[1]?.start_date).toBeNull();
  });
});
