import type { CheckoutDetailsInput } from '@kiraya/contract';
import type { AcceptOfferResponse, RentalOfferInput, RentalOfferView } from '@kiraya/contract/visits/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { currentUserOptions } from '../../accounts';
import { buyerOrderKeys } from '../../orders';
import { visitKeys } from './query-keys';

/** POST /api/visits/{id}/offers (owner): 201 with the offer. */
export function sendOffer({ visitId, input }: { visitId: number; input: RentalOfferInput }) {
  return apiSend<RentalOfferView>('POST', apiPaths.visitOffers(visitId), { role: 'owner', body: input });
}

/** POST /api/rental-offers/{id}/withdraw (owner) or /decline (buyer): the offer as it is now. */
export function settleOffer({ offerId, move }: { offerId: number; move: 'withdraw' | 'decline' }) {
  return apiSend<RentalOfferView>('POST', apiPaths.rentalOffer(offerId, move), { role: move === 'withdraw' ? 'owner' : 'user', body: {} });
}

/** POST /api/rental-offers/{id}/accept (buyer) with the checkout's details: 201 with the order it became and the offer. */
export function acceptOffer({ offerId, details }: { offerId: number; details: CheckoutDetailsInput }) {
  return apiSend<AcceptOfferResponse>('POST', apiPaths.rentalOffer(offerId, 'accept'), { role: 'user', body: details });
}

/**
 * Offers live inside visits: every offer call reads the visit lists again, success or not (409: moved meanwhile).
 * The refetch is not awaited: the caller's own callbacks must run first, because the refetched visit (an accepted
 * offer) unmounts the form that made the call, and TanStack drops the callbacks of an unmounted caller.
 */
function useOfferMutation<V, R>(mutationFn: (vars: V) => Promise<R>, alsoRefresh: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      for (const queryKey of [visitKeys.all, ...alsoRefresh]) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
    },
  });
}

export const useSendOffer = () => useOfferMutation(sendOffer);
export const useSettleOffer = () => useOfferMutation(settleOffer);
/** Accepting places an order (the buyer's orders are read again) and, as checkout, may save a first mobile number. */
export const useAcceptOffer = () => useOfferMutation(acceptOffer, [buyerOrderKeys.all, currentUserOptions().queryKey]);
