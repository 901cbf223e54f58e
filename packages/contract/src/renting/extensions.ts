import type { LineStage } from './lifecycle.js';
import { addMonths, RENT_LIMITS } from './rules.js';

// Extending a running rental (zod-free; docs/renting.md "Extending a rental"). The buyer asks for more months while
// the rental runs, the owner (an admin for an ad's line) accepts or declines, the buyer may withdraw the request while
// it waits. The request is a record beside the line: the line stays `active`, and only an accepted request moves its
// end date, its months and its total.

/** A request's state: one `requested` at a time per line; the other three are final. */
export const EXTENSION_STATUSES = ['requested', 'accepted', 'declined', 'withdrawn'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** What a side may do about extensions now; the lifecycle answer lists them in `next` beside the line's moves. */
export const EXTENSION_ACTIONS = ['request_extension', 'accept_extension', 'decline_extension', 'withdraw_extension'] as const;
export type ExtensionAction = (typeof EXTENSION_ACTIONS)[number];

/** The one stage a rental can be extended in: handed over, confirmed, not asked back. */
export const EXTENDABLE_STAGE: LineStage = 'active';

/**
 * The months a rental of `monthsRented` may still be extended by: a rental's whole tenure stays within the longest
 * tenure an item can be rented for (RENT_LIMITS.tenureMax; items have no maximum of their own). 0: no more.
 */
export const extensionMaxMonths = (monthsRented: number): number => Math.max(0, RENT_LIMITS.tenureMax - monthsRented);

/** The new end date: the line's start plus every month, as the line's own end date is computed (addMonths). */
export const extendedEndDate = (startDate: string, monthsRented: number, extra: number): string =>
  addMonths(startDate, monthsRented + extra);

/**
 * The price of `months` more, in paise: the line's own monthly rent per unit (the rate agreed at checkout, with the
 * tenure discount it got then) × units × months. The catalogue's price today plays no part, either way.
 */
export function extensionPrice(line: { monthlyPaise: number; quantity: number }, months: number): { monthly: number; total: number } {
  return { monthly: line.monthlyPaise, total: line.monthlyPaise * line.quantity * months };
}

/**
 * Whether the buyer may ask now: the rental runs (`active`), its end date is still ahead (India's calendar), it can
 * take one more month, and no request of theirs is waiting.
 */
export function canRequestExtension(line: {
  stage: LineStage;
  endDate: string | null;
  months: number | null;
  today: string;
  open: boolean;
}): boolean {
  return (
    line.stage === EXTENDABLE_STAGE &&
    line.endDate !== null &&
    line.today < line.endDate &&
    line.months !== null &&
    extensionMaxMonths(line.months) >= 1 &&
    !line.open
  );
}

/** The extension actions a side may take: the buyer asks or withdraws, the owner accepts or declines a waiting one. */
export function extensionActionsFor(
  side: 'buyer' | 'owner',
  line: { stage: LineStage; endDate: string | null; months: number | null; today: string; open: boolean },
): ExtensionAction[] {
  if (side === 'buyer') return line.open ? ['withdraw_extension'] : canRequestExtension(line) ? ['request_extension'] : [];
  if (!line.open) return [];
  // A request left waiting after the line moved on (the return was asked for) can only be declined.
  return line.stage === EXTENDABLE_STAGE ? ['accept_extension', 'decline_extension'] : ['decline_extension'];
}

export const EXTENSION_MSG = {
  monthsInvalid: 'Choose how many more months, a whole number from 1',
  tooManyMonths: (max: number) => `This rental can be extended by at most ${max} more month${max === 1 ? '' : 's'}.`,
  notExtendable: 'Only a running rental can be extended, before its end date',
  atMaximum: `This rental already runs for the longest tenure, ${RENT_LIMITS.tenureMax} months`,
  alreadyOpen: 'You already asked to extend this rental: wait for the answer, or withdraw the request',
  notFound: 'Extension request not found',
  notOpen: 'This extension request was already answered or withdrawn: reload to see it',
  lineMovedOn: 'The rental has moved on since this request, so it cannot be extended now',
} as const;
