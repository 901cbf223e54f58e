import { useSyncExternalStore } from 'react';

/** The one localStorage key for the buyer's cart (the cart screens of a later release write it). */
export const CART_STORAGE_KEY = 'kiraya.cart';

/** Sum of quantities in the stored cart; anything unreadable counts as an empty cart. */
export function readCartCount(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return 0;
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return 0;
    return items.reduce<number>((sum, item) => {
      const quantity = typeof item === 'object' && item !== null ? (item as { quantity?: unknown }).quantity : undefined;
      return sum + (typeof quantity === 'number' && quantity > 0 ? Math.floor(quantity) : 1);
    }, 0);
  } catch {
    return 0;
  }
}

/** Same-tab writers dispatch this on window after changing the cart (the storage event only reaches other tabs). */
export const CART_CHANGED_EVENT = 'kiraya:cart-changed';

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

/** Live item count for the header badge, kept in sync across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartCount(),
    () => 0,
  );
}
