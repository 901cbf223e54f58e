import {
  canMoveVisit,
  type RentalOfferStatus,
  VISIT_ACTIONS,
  type VisitAction,
  type VisitActor,
  type VisitStatus,
} from '@kiraya/contract/visits/rules';

/** Every move of the contract's state machine, in the order the buttons show. */
const ACTIONS = Object.keys(VISIT_ACTIONS) as VisitAction[];

/** The moves whose buttons a side sees on a visit: exactly what `canMoveVisit` allows (the server enforces the same). */
export function visitButtons(status: VisitStatus, actor: VisitActor): VisitAction[] {
  return ACTIONS.filter((action) => canMoveVisit(status, action, actor));
}

/**
 * An owner sends a rental offer once the visit is confirmed (VISIT_MSG.offerNeedsConfirmed otherwise). A visit has one
 * offer waiting at a time: a new one withdraws the waiting one (the server does it in the same transaction).
 */
export const canSendOffer = (status: VisitStatus, actor: VisitActor): boolean => actor === 'owner' && status === 'confirmed';

/** Whether sending now replaces an offer the buyer has not answered (the form says so). */
export const replacesWaitingOffer = (offers: readonly { status: RentalOfferStatus }[]): boolean =>
  offers.some((offer) => offer.status === 'sent');

export type OfferMove = 'accept' | 'decline' | 'withdraw';

/** An offer waiting for the buyer: the buyer accepts or declines it, the owner may withdraw it; any other is settled. */
export function offerButtons(status: RentalOfferStatus, actor: VisitActor): OfferMove[] {
  if (status !== 'sent') return [];
  return actor === 'buyer' ? ['accept', 'decline'] : ['withdraw'];
}

/** The URL segment of a move. */
export const moveSegment = (action: VisitAction) => (action === 'accept_time' ? 'accept-time' : action);

/** Offer statuses in the spec's badge colours: waiting yellow, accepted green, declined red, withdrawn grey. */
export const OFFER_STATUS_TONES: Record<RentalOfferStatus, 'yellow' | 'green' | 'red' | 'grey'> = {
  sent: 'yellow',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'grey',
};

/** A phone number as a tel: link target (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
