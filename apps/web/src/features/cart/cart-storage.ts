import { CHECKOUT_LIMITS, type CheckoutCartLine, LIMITS, type Source } from '@kiraya/contract';
import { useSyncExternalStore } from 'react';

/** The one localStorage key for the buyer's cart (§4: the cart lives in local storage). */
export const CART_STORAGE_KEY = 'kiraya.cart';

/** Same-tab writers dispatch this on window after changing the cart (the storage event only reaches other tabs). */
export const CART_CHANGED_EVENT = 'kiraya:cart-changed';

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
  total: number;
  addedAt: string;
}

export type NewCartItem = Omit<CartItem, 'id' | 'total' | 'addedAt'>;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const cartItemId = (source: Source, productId: number) => `${source}-${productId}`;

/** price × quantity × months (1 when buying), rounded to paise. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity' | 'months' | 'mode'>): number {
  const months = item.mode === 'rent' ? (item.months ?? LIMITS.rentMonthsMin) : 1;
  return Math.round(item.price * item.quantity * months * 100) / 100;
}

export const clampQuantity = (value: number) =>
  Math.min(CHECKOUT_LIMITS.quantityMax, Math.max(CHECKOUT_LIMITS.quantityMin, Math.round(Number.isFinite(value) ? value : 1)));
export const clampCartMonths = (value: number) =>
  Math.min(LIMITS.rentMonthsMax, Math.max(LIMITS.rentMonthsMin, Math.round(Number.isFinite(value) ? value : 1)));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One stored entry, checked field by field: a hand-edited or older entry is repaired or dropped, never trusted. */
function sanitise(raw: unknown): CartItem | null {
  if (!isObject(raw)) return null;
  const source: Source | null = raw.source === 'products' || raw.source === 'listings' ? raw.source : null;
  const productId = Number(raw.product_id);
  if (!source || !Number.isInteger(productId) || productId <= 0) return null;
  const price = Number(raw.price);
  if (!Number.isFinite(price) || price < 0) return null;
  // Ads are always rented, one at a time.
  const mode: CartMode = source === 'listings' || raw.mode === 'rent' ? 'rent' : 'buy';
  const quantity = source === 'listings' ? 1 : clampQuantity(Number(raw.quantity ?? 1));
  const months = mode === 'rent' ? clampCartMonths(Number(raw.months ?? 1)) : null;
  const item = {
    id: cartItemId(source, productId),
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
  };
  return { ...item, total: lineTotal(item) };
}

/** The stored cart; anything unreadable counts as an empty cart. */
export function readCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    const items: CartItem[] = [];
    for (const entry of parsed) {
      const item = sanitise(entry);
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
    return items;
  } catch {
    return [];
  }
}

/** How many pieces a cart holds (the sum of quantities). */
export const piecesOf = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** Sum of quantities in the stored cart (the header badge). */
export function readCartCount(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  return piecesOf(readCart(storage));
}

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
  changes: Partial<Pick<CartItem, 'quantity' | 'months' | 'price'>>,
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
  if (item.source === 'listings') {
    return { source: 'listings', product_id: item.product_id, months: item.months ?? LIMITS.rentMonthsMin, title: item.title };
  }
  return {
    source: 'products',
    product_id: item.product_id,
    mode: item.mode,
    quantity: item.quantity,
    ...(item.mode === 'rent' ? { months: item.months ?? LIMITS.rentMonthsMin } : {}),
    title: item.title,
    price: item.price,
    total: item.total,
  };
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
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
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** Live item count for the header badge (pieces, as readCartCount counts them), kept in sync across tabs. */
export function useCartCount(): number {
  return piecesOf(useCart());
}
