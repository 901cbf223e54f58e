import type { Source } from '@kiraya/contract';
import { CHECKOUT_LIMITS } from '@kiraya/contract/limits';
import { useSyncExternalStore } from 'react';

// The header's cart badge is on every page, the cart's prices and rent quotes (cart-storage.ts, with the renting rules)
// only where the cart is shown or filled: this file is what the badge needs, and cart-storage.ts builds on it, so the
// two cannot disagree on which stored lines count.

/** The one localStorage key for the buyer's cart (§4: the cart lives in local storage). */
export const CART_STORAGE_KEY = 'kiraya.cart';

/** Same-tab writers dispatch this on window after changing the cart (the storage event only reaches other tabs). */
export const CART_CHANGED_EVENT = 'kiraya:cart-changed';

export const cartItemId = (source: Source, productId: number) => `${source}-${productId}`;

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const clampQuantity = (value: number) =>
  Math.min(CHECKOUT_LIMITS.quantityMax, Math.max(CHECKOUT_LIMITS.quantityMin, Math.round(Number.isFinite(value) ? value : 1)));

/** A stored entry's identity and pieces, or null when the cart drops it (no valid source, id or price). */
export interface StoredLine {
  id: string;
  source: Source;
  productId: number;
  price: number;
  /** Ads are always rented one at a time and a property is one unit; goods hold 1 to the checkout maximum. */
  quantity: number;
  property: boolean;
  /** The stored entry itself, for the fields the cart reads beyond these. */
  raw: Record<string, unknown>;
}

export function storedLine(raw: unknown): StoredLine | null {
  if (!isObject(raw)) return null;
  const source: Source | null = raw.source === 'products' || raw.source === 'listings' ? raw.source : null;
  const productId = Number(raw.product_id);
  if (!source || !Number.isInteger(productId) || productId <= 0) return null;
  const price = Number(raw.price);
  if (!Number.isFinite(price) || price < 0) return null;
  const property = raw.property === true;
  const quantity = source === 'listings' || property ? 1 : clampQuantity(Number(raw.quantity ?? 1));
  return { id: cartItemId(source, productId), source, productId, price, quantity, property, raw };
}

/** The stored cart's entries as parsed JSON; anything unreadable counts as an empty cart. */
export function storedEntries(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): unknown[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The stored cart's lines, in order: entries the cart drops are skipped, and a line stored twice counts once (the first). */
export function uniqueLines(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): StoredLine[] {
  const seen = new Set<string>();
  const lines: StoredLine[] = [];
  for (const entry of storedEntries(storage)) {
    const line = storedLine(entry);
    if (!line || seen.has(line.id)) continue;
    seen.add(line.id);
    lines.push(line);
  }
  return lines;
}

/** Sum of quantities in the stored cart (the header badge), over the same lines as the cart. */
export function readCartCount(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  return uniqueLines(storage).reduce((pieces, line) => pieces + line.quantity, 0);
}

/** Calls onChange on every change of the stored cart, in this tab or another. */
export function subscribeToCart(onChange: () => void): () => void {
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

const countSnapshot = () => readCartCount();

/** Live item count for the header badge (pieces), kept in sync across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, countSnapshot, () => 0);
}
