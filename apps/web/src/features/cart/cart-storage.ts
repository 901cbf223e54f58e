import { CHECKOUT_LIMITS, type CheckoutCartLine, LIMITS, type Source } from '@kiraya/contract';
import { DELIVERY_SLOTS, type DeliverySlot, quoteRentRupees, RENT_LIMITS } from '@kiraya/contract/renting/rules';
import { useSyncExternalStore } from 'react';
import {
  CART_CHANGED_EVENT,
  CART_STORAGE_KEY,
  cartItemId,
  isObject,
  type StoredLine,
  storedLine,
  subscribeToCart,
  uniqueLines,
} from './cart-count';

export { CART_CHANGED_EVENT, CART_STORAGE_KEY, readCartCount } from './cart-count';

export type CartMode = 'buy' | 'rent';

/**
 * §3 Cart item: id, title, image, price, location, months and total (listings), product_id, source —
 * plus how the item is taken (bought or rented) and how many. `price` is the unit price shown when it was
 * added (per month when renting); the server prices every order itself, so these figures are only a preview.
 */
export interface CartItem {
  /** `${source}-${product_id}`: one line per catalogue item. */
  id: string;
  product_id: number;
  source: Source;
  title: string;
  image: string;
  location: string;
  mode: CartMode;
  price: number;
  quantity: number;
  /** Months of rent, or null when buying. */
  months: number | null;
  /** The rent for the whole tenure, or the price × quantity (a preview: the server prices the order). */
  total: number;
  addedAt: string;
  /** Handover day (YYYY-MM-DD): rental start, move-in or delivery; null means the first day the item is free. */
  start_date: string | null;
  /** Goods: the preferred delivery slot. */
  delivery_slot: DeliverySlot | null;
  /** A property: one unit, moved into on the start date, no delivery slot. */
  property: boolean;
  /** A product rental's terms as the item page showed them (refreshed by the cart check): the quote's inputs. */
  rent: CartRentTerms | null;
}

/** Monthly rent, refundable deposit per unit, minimum tenure and tenure discounts (rupees). */
export interface CartRentTerms {
  monthly: number;
  deposit: number;
  min_months: number;
  discounts: { months: number; percent: number }[];
}

export type NewCartItem = Omit<CartItem, 'id' | 'total' | 'addedAt' | 'start_date' | 'delivery_slot' | 'property' | 'rent'> &
  Partial<Pick<CartItem, 'start_date' | 'delivery_slot' | 'property' | 'rent'>>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

type Priced = Pick<CartItem, 'price' | 'quantity' | 'months' | 'mode'> & { rent?: CartRentTerms | null };

/** The quote of a product rental with known terms (the server's own function), else null. */
function rentQuoteOf(item: Priced) {
  if (item.mode !== 'rent' || !item.rent) return null;
  return quoteRentRupees(item.rent, item.months ?? item.rent.min_months, item.quantity);
}

/** The rent for the whole tenure (with its discount), or price × quantity when buying, rounded to paise. */
export function lineTotal(item: Priced): number {
  const quote = rentQuoteOf(item);
  if (quote) return quote.totalRent;
  const months = item.mode === 'rent' ? (item.months ?? LIMITS.rentMonthsMin) : 1;
  return Math.round(item.price * item.quantity * months * 100) / 100;
}

/** A line's unit price as it will be charged: the discounted monthly rent of a rental with known terms. */
export function lineUnitPrice(item: Priced): { price: number; discountPercent: number } {
  const quote = rentQuoteOf(item);
  return quote ? { price: quote.monthly, discountPercent: quote.discountPercent } : { price: item.price, discountPercent: 0 };
}

/** The refundable deposit of a line (all units). */
export const lineDeposit = (item: Priced): number => rentQuoteOf(item)?.deposit ?? 0;

/** What checkout charges for a line now: a sale in full, a rental's first month and its deposit (docs/orders.md). */
export function lineDueNow(item: Priced): number {
  const quote = rentQuoteOf(item);
  if (quote) return quote.dueNow;
  return item.mode === 'rent' ? Math.round(item.price * item.quantity * 100) / 100 : lineTotal(item);
}

/** The cart's commitment, deposits and what is paid now. */
export function cartSummary(items: readonly CartItem[]) {
  const sum = (f: (i: CartItem) => number) => Math.round(items.reduce((acc, i) => acc + f(i), 0) * 100) / 100;
  const rent = sum((i) => (i.mode === 'rent' ? i.total : 0));
  const deposit = sum(lineDeposit);
  return {
    total: sum((i) => i.total) + deposit,
    rent,
    sale: sum((i) => (i.mode === 'rent' ? 0 : i.total)),
    deposit,
    dueNow: sum(lineDueNow),
  };
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

function sanitiseRent(raw: unknown): CartRentTerms | null {
  if (!isObject(raw)) return null;
  const monthly = Number(raw.monthly);
  const deposit = Number(raw.deposit ?? 0);
  const min = Math.round(Number(raw.min_months ?? 1));
  if (!Number.isFinite(monthly) || monthly < 0 || !Number.isFinite(deposit) || deposit < 0) return null;
  const discounts = Array.isArray(raw.discounts)
    ? raw.discounts.flatMap((d) =>
        isObject(d) && Number.isInteger(Number(d.months)) && Number.isInteger(Number(d.percent))
          ? [{ months: Number(d.months), percent: Math.min(RENT_LIMITS.discountPercentMax, Math.max(0, Number(d.percent))) }]
          : [],
      )
    : [];
  return { monthly, deposit, min_months: Math.min(RENT_LIMITS.tenureMax, Math.max(RENT_LIMITS.tenureMin, min || 1)), discounts };
}

export const clampCartMonths = (value: number) =>
  Math.min(LIMITS.rentMonthsMax, Math.max(LIMITS.rentMonthsMin, Math.round(Number.isFinite(value) ? value : 1)));

/** One stored entry, checked field by field: a hand-edited or older entry is repaired or dropped, never trusted. */
function sanitise(raw: unknown): CartItem | null {
  const line = storedLine(raw);
  return line && itemOf(line);
}

/** The cart item of a stored line (storedLine has checked its identity and price), its other fields repaired. */
function itemOf({ id, source, productId, price, quantity, property, raw }: StoredLine): CartItem {
  // Ads are always rented.
  const mode: CartMode = source === 'listings' || raw.mode === 'rent' ? 'rent' : 'buy';
  const rent = source === 'products' && mode === 'rent' ? sanitiseRent(raw.rent) : null;
  const minMonths = rent?.min_months ?? LIMITS.rentMonthsMin;
  const months = mode === 'rent' ? Math.max(minMonths, clampCartMonths(Number(raw.months ?? minMonths))) : null;
  const slot = DELIVERY_SLOTS.find((s) => s === raw.delivery_slot) ?? null;
  const item = {
    id,
    product_id: productId,
    source,
    title: typeof raw.title === 'string' ? raw.title : 'Item',
    image: typeof raw.image === 'string' ? raw.image : '',
    location: typeof raw.location === 'string' ? raw.location : '',
    mode,
    price,
    quantity,
    months,
    addedAt: typeof raw.addedAt === 'string' ? raw.addedAt : new Date(0).toISOString(),
    start_date: isDay(raw.start_date) ? raw.start_date : null,
    delivery_slot: property ? null : slot,
    property,
    rent,
  };
  return { ...item, total: lineTotal(item) };
}

/** The stored cart; anything unreadable counts as an empty cart. */
export function readCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartItem[] {
  return uniqueLines(storage).map(itemOf);
}

/** How many pieces a cart holds (the sum of quantities). */
export const piecesOf = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

function writeCart(items: CartItem[], storage: Store | undefined = globalThis.localStorage): void {
  storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

export type AddResult = { added: true; item: CartItem } | { added: false; reason: 'duplicate' | 'full'; item?: CartItem };

/** Adds an item; one already in the cart is left as it is and reported, so the screen can warn (§4). */
export function addToCart(input: NewCartItem, storage: Store | undefined = globalThis.localStorage, now = new Date()): AddResult {
  const items = readCart(storage);
  const id = cartItemId(input.source, input.product_id);
  const existing = items.find((item) => item.id === id);
  if (existing) return { added: false, reason: 'duplicate', item: existing };
  if (items.length >= CHECKOUT_LIMITS.maxCartItems) return { added: false, reason: 'full' };
  const item = sanitise({ ...input, addedAt: now.toISOString() });
  if (!item) throw new Error('Not a cart item');
  writeCart([...items, item], storage);
  return { added: true, item };
}

/** Changes quantity or months of one line (each clamped to what checkout accepts). */
export function updateCartItem(
  id: string,
  changes: Partial<Pick<CartItem, 'quantity' | 'months' | 'price' | 'start_date' | 'delivery_slot' | 'rent'>>,
  storage: Store | undefined = globalThis.localStorage,
): void {
  const items = readCart(storage).map((item) => (item.id === id ? (sanitise({ ...item, ...changes }) ?? item) : item));
  writeCart(items, storage);
}

export function removeFromCart(id: string, storage: Store | undefined = globalThis.localStorage): void {
  writeCart(
    readCart(storage).filter((item) => item.id !== id),
    storage,
  );
}

/** Puts a removed line back where it was (Undo). */
export function restoreCartItem(item: CartItem, index: number, storage: Store | undefined = globalThis.localStorage): void {
  const items = readCart(storage).filter((i) => i.id !== item.id);
  items.splice(Math.min(index, items.length), 0, item);
  writeCart(items, storage);
}

export function clearCart(storage: Store | undefined = globalThis.localStorage): void {
  writeCart([], storage);
}

export const cartTotal = (items: readonly CartItem[]) => Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) / 100;

/** What checkout sends for each line: ids, mode, quantity and months. Prices go along for display only; the server ignores them. */
export function toCheckoutLine(item: CartItem): CheckoutCartLine {
  const start = item.start_date ? { start_date: item.start_date } : {};
  if (item.source === 'listings') {
    return { source: 'listings', product_id: item.product_id, months: item.months ?? LIMITS.rentMonthsMin, title: item.title, ...start };
  }
  return {
    source: 'products',
    product_id: item.product_id,
    mode: item.mode,
    quantity: item.quantity,
    ...(item.mode === 'rent' ? { months: item.months ?? item.rent?.min_months ?? LIMITS.rentMonthsMin } : {}),
    ...start,
    ...(item.delivery_slot && !item.property ? { delivery_slot: item.delivery_slot } : {}),
    title: item.title,
    price: item.price,
    total: item.total,
  };
}

// The snapshot must stay the same object between changes, so it is cached on the raw stored text.
let cached: { raw: string | null; items: CartItem[] } = { raw: null, items: [] };
function snapshot(): CartItem[] {
  const raw = globalThis.localStorage?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, items: readCart() };
  return cached.items;
}
const EMPTY: CartItem[] = [];

/** The cart, live: re-renders on every change in this tab or another. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribeToCart, snapshot, () => EMPTY);
}
