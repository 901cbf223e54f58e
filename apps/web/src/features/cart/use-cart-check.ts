import type { ListingDetail, ProductDetail } from '@kiraya/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isNotFound } from '../../lib/api-client';
import { listingOptions, productOptions } from '../catalogue';
import { type CartItem, updateCartItem } from './cart-storage';

/** Why a line cannot be ordered as it is; the server makes the same checks at checkout. */
export type CartProblem = 'gone' | 'unavailable' | 'not-rentable' | 'rent-only';

export interface CartCheck {
  /** Problems by cart item id; items still being checked have none yet. */
  problems: Map<string, CartProblem>;
  /** Items whose price changed since they were added: the old price (the cart now shows the new one). */
  repriced: Map<string, number>;
  checking: boolean;
}

function currentPrice(item: CartItem, detail: ProductDetail | ListingDetail): number | CartProblem {
  if (detail.source === 'listings') return detail.price;
  if (detail.available !== 1 || detail.availability.status === 'sold' || detail.availability.status === 'unavailable') return 'unavailable';
  if (item.mode === 'rent') return detail.offer.rent?.monthly ?? 'not-rentable';
  return detail.offer.sale_price ?? 'rent-only';
}

/**
 * Checks every cart line against the live catalogue: deleted or withdrawn items are flagged, and a price
 * that changed is updated in the stored cart (remembering the old one to say so). Only a preview: the
 * server prices and checks every line again when the order is placed.
 */
export function useCartCheck(items: readonly CartItem[]): CartCheck {
  const results = useQueries({
    queries: items.map((item) => ({
      ...(item.source === 'products' ? productOptions(item.product_id) : listingOptions(item.product_id)),
      staleTime: 15_000,
      retry: (count: number, error: unknown) => !isNotFound(error) && count < 2,
    })),
  });

  const problems = new Map<string, CartProblem>();
  const prices = new Map<string, number>();
  items.forEach((item, i) => {
    const result = results[i];
    if (!result) return;
    if (result.isError && isNotFound(result.error)) problems.set(item.id, 'gone');
    if (!result.data) return;
    const price = currentPrice(item, result.data as ProductDetail | ListingDetail);
    if (typeof price === 'number') prices.set(item.id, price);
    else problems.set(item.id, price);
  });

  const changes = items.filter((item) => prices.has(item.id) && prices.get(item.id) !== item.price);
  const changeKey = changes.map((item) => `${item.id}:${prices.get(item.id)}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: changeKey names exactly the changes to store
  useEffect(() => {
    for (const item of changes) {
      const price = prices.get(item.id);
      if (price !== undefined) {
        repricedFrom.set(item.id, item.price);
        updateCartItem(item.id, { price });
      }
    }
  }, [changeKey]);

  const repriced = new Map([...repricedFrom].filter(([id]) => items.some((item) => item.id === id)));
  return { problems, repriced, checking: results.some((r) => r.isPending) };
}

// Old prices outlive a re-render and a move from /cart to /checkout, but not a reload (the stored cart is then current).
const repricedFrom = new Map<string, number>();
