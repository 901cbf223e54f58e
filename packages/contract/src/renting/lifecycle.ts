// The life of an order line after it is accepted (zod-free): handover, the months of a rental, return, the deposit.
// It is a second field beside the line's `status`: `status` keeps the spec's four values (pending, accepted, rejected,
// cancelled) for the spec's client, and `stage` says where an accepted line is now. The server's conditional updates
// and the web's buttons both read the table below, so a move the one refuses the other never offers.

/* ───────────────────────── Stages ───────────────────────── */

export const LINE_STAGES = [
  /** Accepted; nothing handed over yet. */
  'awaiting_delivery',
  /** The owner recorded the handover; the buyer has 48 hours to confirm or dispute the report. */
  'delivered',
  /** The handover was confirmed: the rental runs (rent lines only). */
  'active',
  /** The buyer asked to return, or the end date came. */
  'return_requested',
  /** The owner recorded the return (and any deduction); the buyer has 48 hours to confirm or dispute. */
  'returned',
  /** The buyer disputed the handover report; an admin decides. */
  'delivery_disputed',
  /** The buyer disputed the return report or the deduction; an admin decides. */
  'return_disputed',
  /** Done: a sale handed over, or a rental returned with its deposit settled. */
  'closed',
  /** Called off before the handover. */
  'cancelled',
] as const;
export type LineStage = (typeof LINE_STAGES)[number];

/** Rent lines go through every stage; sale lines end at the confirmed handover. */
export const LINE_KINDS = ['rent', 'sale'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * Who moves a line: `owner` is the line's decider (the product's owner; an admin for a listing line), `buyer` the
 * customer, `admin` an admin deciding a dispute, `clock` the scheduled jobs (48 hours of silence, the end date).
 */
export const LINE_ACTORS = ['owner', 'buyer', 'admin', 'clock'] as const;
export type LineActor = (typeof LINE_ACTORS)[number];

export const LINE_EVENTS = [
  'deliver',
  'confirm_delivery',
  'dispute_delivery',
  'request_return',
  'record_return',
  'confirm_return',
  'dispute_return',
  'decide_dispute',
  'cancel',
  // extensions: an accepted extension request, written to the history; the stage stays where it is (active).
  'extend',
] as const;
export type LineEvent = (typeof LINE_EVENTS)[number];

interface Move {
  event: LineEvent;
  to: LineStage;
  actors: readonly LineActor[];
  kinds: readonly LineKind[];
}

const BOTH: readonly LineKind[] = ['rent', 'sale'];
const RENT: readonly LineKind[] = ['rent'];

/**
 * from → the moves out of it. Every other move is refused (409). A confirmation the buyer does not give within
 * LINE_CONFIRM_HOURS is given by the clock. A disputed handover is decided by an admin: a rental then runs, a sale
 * closes (the money of a wrongly delivered sale is a refund, settled with the decision).
 */
export const LINE_MOVES = {
  awaiting_delivery: [
    { event: 'deliver', to: 'delivered', actors: ['owner'], kinds: BOTH },
    { event: 'cancel', to: 'cancelled', actors: ['buyer', 'owner', 'admin'], kinds: BOTH },
  ],
  delivered: [
    { event: 'confirm_delivery', to: 'active', actors: ['buyer', 'clock'], kinds: RENT },
    { event: 'confirm_delivery', to: 'closed', actors: ['buyer', 'clock'], kinds: ['sale'] },
    { event: 'dispute_delivery', to: 'delivery_disputed', actors: ['buyer'], kinds: BOTH },
  ],
  delivery_disputed: [
    { event: 'decide_dispute', to: 'active', actors: ['admin'], kinds: RENT },
    { event: 'decide_dispute', to: 'closed', actors: ['admin'], kinds: ['sale'] },
  ],
  active: [
    { event: 'request_return', to: 'return_requested', actors: ['buyer', 'clock'], kinds: RENT },
    // The owner collects at the end without waiting for the buyer's request.
    { event: 'record_return', to: 'returned', actors: ['owner'], kinds: RENT },
  ],
  return_requested: [{ event: 'record_return', to: 'returned', actors: ['owner'], kinds: RENT }],
  returned: [
    { event: 'confirm_return', to: 'closed', actors: ['buyer', 'clock'], kinds: RENT },
    { event: 'dispute_return', to: 'return_disputed', actors: ['buyer'], kinds: RENT },
  ],
  return_disputed: [{ event: 'decide_dispute', to: 'closed', actors: ['admin'], kinds: RENT }],
  closed: [],
  cancelled: [],
} as const satisfies Record<LineStage, readonly Move[]>;

/** The stage an accepted line starts in. */
export const FIRST_LINE_STAGE: LineStage = 'awaiting_delivery';

/** The buyer's time to confirm or dispute a handover or return report; after it the clock confirms. */
export const LINE_CONFIRM_HOURS = 48;

/** Stages with nothing left to do. */
export const isFinalStage = (stage: LineStage): boolean => LINE_MOVES[stage].length === 0;

/** Where `event` takes a `kind` line in `from` when `actor` asks, or null: the move is not allowed. */
export function nextLineStage(from: LineStage, event: LineEvent, actor: LineActor, kind: LineKind): LineStage | null {
  const moves: readonly Move[] = LINE_MOVES[from];
  const move = moves.find((m) => m.event === event && m.kinds.includes(kind) && m.actors.includes(actor));
  return move ? move.to : null;
}

/** The events `actor` may send a `kind` line in `from` (the web's buttons). */
export function lineEventsFor(from: LineStage, actor: LineActor, kind: LineKind): LineEvent[] {
  const moves: readonly Move[] = LINE_MOVES[from];
  return [...new Set(moves.filter((m) => m.kinds.includes(kind) && m.actors.includes(actor)).map((m) => m.event))];
}

/**
 * The stages from which `event` moves a `kind` line when `actor` asks, with where each goes: the server's
 * conditional UPDATE (`WHERE stage IN (…)`) uses exactly these, so of two concurrent calls one wins and the other
 * finds the line already moved (409).
 */
export function lineStagesFor(event: LineEvent, actor: LineActor, kind: LineKind): { from: LineStage; to: LineStage }[] {
  return LINE_STAGES.flatMap((from) => {
    const to = nextLineStage(from, event, actor, kind);
    return to ? [{ from, to }] : [];
  });
}

export const LINE_STAGE_LABELS: Record<LineStage, string> = {
  awaiting_delivery: 'Awaiting delivery',
  delivered: 'Delivered',
  active: 'Active',
  return_requested: 'Return requested',
  returned: 'Returned',
  delivery_disputed: 'Handover disputed',
  return_disputed: 'Return disputed',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

export const LINE_STAGE_TONES: Record<LineStage, 'green' | 'red' | 'yellow' | 'grey'> = {
  awaiting_delivery: 'yellow',
  delivered: 'yellow',
  active: 'green',
  return_requested: 'yellow',
  returned: 'yellow',
  delivery_disputed: 'red',
  return_disputed: 'red',
  closed: 'grey',
  cancelled: 'grey',
};

/* ───────────────────────── Reports and messages ───────────────────────── */

/** The item's condition in a handover or return report. */
export const REPORT_CONDITIONS = ['as_new', 'good', 'fair', 'damaged'] as const;
export type ReportCondition = (typeof REPORT_CONDITIONS)[number];
export const REPORT_CONDITION_LABELS: Record<ReportCondition, string> = {
  as_new: 'As new',
  good: 'Good, normal wear',
  fair: 'Fair, visible wear',
  damaged: 'Damaged',
};

export const LINE_REPORT_LIMITS = {
  noteMax: 1000,
  accessoriesMax: 20,
  accessoryMax: 80,
  meterMax: 40,
  reasonMin: 10,
  reasonMax: 1000,
  /** Photos in one handover or return report; also the most an owner may have uploaded and not yet attached. */
  photosMax: 8,
} as const;

/** A report photo uploaded and not attached to a report within this many hours is removed (a scheduled job). */
export const REPORT_PHOTO_UNUSED_HOURS = 24;

export const LINE_MSG = {
  lineNotFound: 'Order line not found',
  notYourLine: 'This order line is not yours',
  notYourMove: 'You cannot do this on this order line',
  notNow: 'This order line has moved on: reload to see where it is now',
  notAccepted: 'Only an accepted order line has a handover',
  reportRequired: 'A handover or return needs a report: the condition at least',
  reasonRequired: 'Say what is wrong, in at least 10 characters',
  reasonTooLong: 'Keep the reason under 1000 characters',
  noteTooLong: 'Keep the note under 1000 characters',
  tooManyAccessories: 'List at most 20 accessories',
  accessoryTooLong: 'Keep each accessory under 80 characters',
  meterTooLong: 'Keep the meter reading under 40 characters',
  conditionInvalid: 'Choose the condition from the list',
  deductionInvalid: 'A deduction is an amount in rupees, 0 or more, with at most two decimals',
  deductionTooLarge: 'A deduction cannot be more than the deposit held',
  deductionReasonRequired: 'Say why you keep part of the deposit, in at least 10 characters',
  // disputes desk
  decisionNoteRequired: 'Explain the decision to both sides, in at least 10 characters',
  deductionOnlyOnReturn: 'A deduction is decided only on a disputed return; a disputed handover takes a note only',
  tooManyPhotos: 'A report has at most 8 photos',
  photosWaiting: 'You already have 8 photos waiting for this report: remove one to add another',
  photoNotFound: 'A photo is not one uploaded for this order line: upload it again',
  photoUsed: 'A photo is already part of a report: upload a new one',
  photoRepeated: 'The same photo is listed twice',
  photoNotYours: 'Only the owner side of this order line adds report photos',
  photoNotNow: 'Photos are added only while a handover or return is being recorded',
  photoRequired: 'Choose a photo to upload',
  photoRemoved: 'Photo removed',
} as const;

/* ───────────────────────── The admin's dispute desk ───────────────────────── */

/** The stages an admin decides (the dispute queue). */
export const DISPUTED_STAGES = ['delivery_disputed', 'return_disputed'] as const satisfies readonly LineStage[];
export type DisputedStage = (typeof DISPUTED_STAGES)[number];

/** Who stands as the owner of an ad's line (ads have no owner account; admins act for Kiraya). */
export const DISPUTE_AD_OWNER = 'Kiraya ad';

/* ───────────────────────── The deposit ───────────────────────── */

export const DEPOSIT_STATUSES = ['held', 'settled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/* ───────────────────────── Refunds to the buyer (rent money) ───────────────────────── */

/**
 * Why a buyer got money back: the deposit's refunded part, a line cancelled before its handover, the rent of the
 * months a rental returned early did not reach, an admin's decision on a dispute.
 */
export const BUYER_REFUND_KINDS = ['deposit', 'cancellation', 'unused_months', 'dispute'] as const;
export type BuyerRefundKind = (typeof BUYER_REFUND_KINDS)[number];

/* ───────────────────────── The clock's work ───────────────────────── */

/**
 * Jobs the server runs at a time: the buyer's silence confirms a handover or a return report after
 * LINE_CONFIRM_HOURS; a rental's end date asks for its return; the buyer is reminded LINE_REMINDER_DAYS before it.
 */
export const JOB_KINDS = [
  'line_confirm_delivery',
  'line_confirm_return',
  'line_return_due',
  'line_ends_soon',
  // Report photos of a line not attached to a report within REPORT_PHOTO_UNUSED_HOURS are removed.
  'report_photos_cleanup',
  // rent money: credits the owner the months of a rental that have begun, then schedules the next month.
  'line_rent_month',
  // reviews: a line's reviews are revealed REVIEW_LIMITS.revealDays after its first one (counted, both sides told).
  'review_reveal',
  // mail: sends one outbox mail through SMTP (modules/mail), retried with backoff, given up after JOB_MAX_ATTEMPTS.
  'mail_send',
  // saved searches: a newly approved product or ad is matched against the buyers' saved searches (modules/saved-searches).
  'saved_search_product',
  'saved_search_listing',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Days before a rental's end date when the buyer is reminded to return or extend it. */
export const LINE_REMINDER_DAYS = [7, 1] as const;
