import { type BuyerOrder, type CheckoutInput, IDEMPOTENCY_KEY_HEADER } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { buyerOrderKeys } from './query-keys';

export interface PlaceOrderVariables {
  userId: number;
  input: CheckoutInput;
  /** One per checkout attempt: a retry or a double click with the same key yields the same single order. */
  idempotencyKey: string;
}

/** POST /api/orders: 201 with the order (200 when the key was used already: the same order again). */
export function placeOrder({ input, idempotencyKey }: PlaceOrderVariables) {
  return apiSend<BuyerOrder>('POST', apiPaths.orders(), {
    role: 'user',
    body: input,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_order, { userId }) => queryClient.invalidateQueries({ queryKey: buyerOrderKeys.user(userId) }),
  });
}

/** A fresh idempotency key (crypto.randomUUID is missing on plain-http origins other than localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
