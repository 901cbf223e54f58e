import { addDays, addMonths, formatDay, RENT_LIMITS } from '../renting/rules.js';

/**
 * Visits to a property and the rental offer an owner sends after one (zod-free: screens import these).
 *
 * A buyer asks to see a flat, room, PG or shop at up to three times; the owner confirms one, proposes another or
 * declines; after the visit the owner may send a rental offer (monthly rent, deposit, move-in day, tenure) that the
 * buyer accepts into an order line, accepted at once, under the same availability rules as any rental.
 */

/* ───────────────────────── Visit state machine ───────────────────────── */

export const VISIT_STATUSES = ['requested', 'rescheduled', 'confirmed', 'declined', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** A visit still on the calendar or being arranged: a buyer holds at most one of these per property. */
export const OPEN_VISIT_STATUSES = ['requested', 'rescheduled', 'confirmed'] as const satisfies readonly VisitStatus[];

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  requested: 'Requested',
  rescheduled: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
export const VISIT_STATUS_TONES: Record<VisitStatus, 'yellow' | 'green' | 'red' | 'grey'> = {
  requested: 'yellow',
  rescheduled: 'yellow',
  confirmed: 'green',
  declined: 'red',
  cancelled: 'grey',
};

export type VisitActor = 'owner' | 'buyer';

/**
 * Every move a visit can make: from which statuses, to which, by whom. The server's conditional UPDATE uses exactly
 * `from` (so of two racing moves one wins and the other gets 409); screens show a button only when `canMoveVisit`.
 */
export const VISIT_ACTIONS = {
  /** The owner picks one of the buyer's times. */
  confirm: { from: ['requested'], to: 'confirmed', by: 'owner' },
  /** The owner suggests another time (also to move a confirmed visit); the buyer then accepts it or cancels. */
  propose: { from: ['requested', 'rescheduled', 'confirmed'], to: 'rescheduled', by: 'owner' },
  decline: { from: ['requested', 'rescheduled', 'confirmed'], to: 'declined', by: 'owner' },
  /** The buyer takes the owner's proposed time. */
  accept_time: { from: ['rescheduled'], to: 'confirmed', by: 'buyer' },
  cancel: { from: ['requested', 'rescheduled', 'confirmed'], to: 'cancelled', by: 'buyer' },
} as const satisfies Record<string, { from: readonly VisitStatus[]; to: VisitStatus; by: VisitActor }>;
export type VisitAction = keyof typeof VISIT_ACTIONS;

export function canMoveVisit(status: VisitStatus, action: VisitAction, actor: VisitActor): boolean {
  const move = VISIT_ACTIONS[action];
  return move.by === actor && (move.from as readonly VisitStatus[]).includes(status);
}

/* ───────────────────────── Times ───────────────────────── */

export const VISIT_LIMITS = {
  minSlots: 1,
  maxSlots: 3,
  /** Visits are asked for from tomorrow to this many days ahead (India's calendar). */
  daysAhead: 30,
  messageMax: 500,
  noteMax: 300,
  /** An offer's move-in day: from today to this many days ahead. */
  moveInDaysAhead: 90,
} as const;

/** Visit times, every half hour from 09:00 to 19:00 (India time). */
export const VISIT_TIMES: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export interface VisitSlot {
  date: string;
  time: string;
}

export const firstVisitDay = (today: string): string => addDays(today, 1);
export const lastVisitDay = (today: string): string => addDays(today, VISIT_LIMITS.daysAhead);
export const lastMoveInDay = (today: string): string => addDays(today, VISIT_LIMITS.moveInDaysAhead);

/** "Sat, 28 Nov 2026 at 11:30" */
export function formatVisitSlot(slot: VisitSlot): string {
  return `${formatDay(slot.date)} at ${slot.time}`;
}

/** Whether a slot is inside the window a visit may be asked for (dates as YYYY-MM-DD compare as text). */
export function slotInWindow(slot: VisitSlot, today: string): boolean {
  return slot.date >= firstVisitDay(today) && slot.date <= lastVisitDay(today) && VISIT_TIMES.includes(slot.time);
}

/* ───────────────────────── Rental offers ───────────────────────── */

export const RENTAL_OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type RentalOfferStatus = (typeof RENTAL_OFFER_STATUSES)[number];
export const RENTAL_OFFER_STATUS_LABELS: Record<RentalOfferStatus, string> = {
  sent: 'Waiting for the buyer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** An offer's rent in paise: the whole tenure, its end (first day after it), and what accepting it charges now. */
export function offerQuote(o: { monthlyPaise: number; depositPaise: number; moveIn: string; months: number }) {
  return {
    totalRentPaise: o.monthlyPaise * o.months,
    endDate: addMonths(o.moveIn, o.months),
    // As at checkout (docs/orders.md "What is paid when"): the first month and the deposit.
    dueNowPaise: o.monthlyPaise + o.depositPaise,
  };
}

/* ───────────────────────── Texts ───────────────────────── */

export const VISIT_MSG = {
  notFound: 'Visit not found.',
  offerNotFound: 'Offer not found.',
  propertyOnly: 'Visits are for property: flats, rooms, PGs and shops.',
  productNotFound: 'Product not found.',
  alreadyOpen: 'You already have a visit request for this property. See it under My visits.',
  slotsMin: 'Propose at least one time for the visit.',
  slotsMax: `Propose at most ${VISIT_LIMITS.maxSlots} times.`,
  slotsDistinct: 'Each proposed time must be different.',
  slotDate: 'Use a date like 2027-01-31.',
  slotTime: 'Choose a time from the list (09:00 to 19:00).',
  slotWindow: (today: string) => `Choose a day from ${formatDay(firstVisitDay(today))} to ${formatDay(lastVisitDay(today))}.`,
  slotIndex: 'Choose one of the times the buyer proposed.',
  messageTooLong: `The message can be at most ${VISIT_LIMITS.messageMax} characters.`,
  noteTooLong: `The note can be at most ${VISIT_LIMITS.noteMax} characters.`,
  cannotMove: (status: string) => `This visit is ${status.toLowerCase()} now: reload to see what changed.`,
  offerNeedsConfirmed: 'Send an offer once the visit is confirmed.',
  offerNotOpen: 'This offer is no longer open: reload to see what changed.',
  offerExpired: 'The move-in day of this offer has passed. Ask the owner for a new offer.',
  monthlyRent: 'Give the monthly rent in rupees.',
  depositRange: 'Give the deposit in rupees (0 for none).',
  monthsRange: `The tenure is between ${RENT_LIMITS.tenureMin} and ${RENT_LIMITS.tenureMax} months.`,
  moveIn: (today: string) => `Choose a move-in day from ${formatDay(today)} to ${formatDay(lastMoveInDay(today))}.`,
  requested: 'Visit requested. The owner will confirm a time.',
  loginToVisit: 'Log in to request a visit.',
  // Screens' fallbacks when the server gives no message, and what an action did.
  requestFailed: 'The visit could not be requested. Please try again.',
  moveFailed: 'The visit could not be updated. Please try again.',
  offerFailed: 'The offer could not be updated. Please try again.',
  checkFields: 'Check the highlighted fields.',
  done: {
    confirm: (title: string, when: string) => `Visit to “${title}” confirmed for ${when}.`,
    propose: (title: string, when: string) => `New time proposed for “${title}”: ${when}. The buyer will accept it or cancel.`,
    decline: (title: string) => `Visit to “${title}” declined.`,
    accept_time: (title: string, when: string) => `Visit to “${title}” confirmed for ${when}.`,
    cancel: (title: string) => `Visit to “${title}” cancelled.`,
  },
  offerSent: (title: string) => `Rental offer sent for “${title}”.`,
  offerWithdrawn: (title: string) => `Rental offer for “${title}” withdrawn.`,
  offerDeclined: (title: string) => `Rental offer for “${title}” declined.`,
  offerAccepted: (orderId: number) => `Offer accepted: order #${orderId} is placed and accepted.`,
} as const;

/** Words of the visit screens (product page, My visits, owner's Visits). */
export const VISIT_TEXT = {
  request: 'Request a visit',
  requestHint: 'Propose up to three times that suit you; the owner confirms one.',
  slot: (n: number) => `Time ${n}`,
  date: 'Day',
  time: 'Time',
  addSlot: 'Add another time',
  removeSlot: (n: number) => `Remove time ${n}`,
  message: 'Message to the owner (optional)',
  send: 'Send request',
  myVisits: 'My visits',
  ownerVisits: 'Visits',
  emptyBuyer: 'You have not asked to visit any property yet.',
  emptyOwner: 'No visit requests yet.',
  proposedTimes: 'Proposed times',
  confirmedFor: (when: string) => `Confirmed for ${when}`,
  ownerProposed: (when: string) => `The owner proposed ${when}`,
  confirm: 'Confirm this time',
  propose: 'Propose another time',
  decline: 'Decline',
  acceptTime: 'Accept this time',
  cancel: 'Cancel visit',
  note: 'Note (optional)',
  contact: 'Contact',
  sendOffer: 'Send a rental offer',
  offerTitle: 'Rental offer',
  monthlyRent: 'Monthly rent (₹)',
  deposit: 'Refundable deposit (₹)',
  moveIn: 'Move-in day',
  months: 'Tenure (months)',
  acceptOffer: 'Accept offer',
  declineOffer: 'Decline offer',
  withdrawOffer: 'Withdraw offer',
  /** Amounts come formatted by the screen ("₹18,000"). */
  offerSummary: (monthly: string, deposit: string, months: number, moveIn: string) =>
    `${monthly}/month · ${deposit} deposit · ${months} month${months === 1 ? '' : 's'} from ${formatDay(moveIn)}`,
  payNow: (amount: string) => `Accept and pay ${amount} now`,
  viewOrder: 'View order',
  // Added with the screens (product dialog, My visits, owner's Visits).
  chooseTime: 'Choose a time',
  remove: 'Remove',
  dismiss: 'Cancel',
  sending: 'Sending…',
  working: 'Working…',
  myVisitsLead: 'The visits you asked for, the owners’ answers, and the rental offers that follow a visit.',
  ownerVisitsLead:
    'Buyers who want to see your property. Confirm one of their times, propose another or decline; after the visit, send a rental offer.',
  browseProperty: 'Browse property',
  openMyVisits: 'Open My visits',
  loading: 'Loading visits…',
  count: (n: number) => `${n} visit${n === 1 ? '' : 's'}`,
  pages: 'Visit pages',
  buyerList: 'Your visits',
  ownerList: 'Visit requests',
  allStatuses: 'All visits',
  showAll: 'Show all visits',
  owner: 'Owner',
  buyer: 'Buyer',
  phoneAfterConfirm: 'Phone number shown once the visit is confirmed.',
  askedOn: (day: string) => `Asked on ${day}`,
  yourMessage: 'Your message',
  buyerMessage: 'Message from the buyer',
  ownerNote: 'Note from the owner',
  yourNote: 'Your note',
  youProposed: (when: string) => `You proposed ${when}; waiting for the buyer.`,
  confirmAt: (when: string) => `Confirm ${when}`,
  proposeHint: 'The buyer accepts the new time or cancels the visit.',
  sendProposal: 'Send the new time',
  declineTitle: 'Decline this visit?',
  declineHint: 'The buyer sees the visit as declined, with your note.',
  cancelTitle: 'Cancel this visit?',
  cancelHint: 'The owner sees the visit as cancelled, with your note.',
  keepVisit: 'Keep the visit',
  offers: 'Rental offers',
  offerEnds: (day: string) => `Tenure ends ${day}`,
  offerTotal: (amount: string) => `Total rent ${amount}`,
  offerDueNow: (amount: string) => `${amount} due on accepting (first month + deposit)`,
  offerPreview: (amount: string, endDay: string) =>
    `The buyer pays ${amount} on accepting (first month + deposit); the tenure ends ${endDay}.`,
  offerHint: 'Prefilled from your listing; change what you agreed with the buyer.',
  offerReplaces: 'Sending a new offer withdraws the one waiting for the buyer.',
  sendOfferSubmit: 'Send offer',
  loadingProduct: 'Loading the listing’s rent…',
  acceptTitle: 'Your details for the order',
  acceptHint: 'Accepting places an order for this rental, accepted at once. Payments are a demo: no money moves.',
  placing: 'Placing your order…',
  orderNumber: (id: number) => `Order #${id}`,
  declineOfferTitle: 'Decline this offer?',
  declineOfferHint: 'The owner sees the offer as declined.',
  withdrawOfferTitle: 'Withdraw this offer?',
  withdrawOfferHint: 'The buyer can no longer accept it; you can send a new one while the visit is confirmed.',
  keepOffer: 'Keep the offer',
} as const;
