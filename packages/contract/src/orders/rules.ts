import type { Source } from '../catalogue/rules.js';
import { capitalisedLabels } from '../labels.js';
import { CHECKOUT_LIMITS, LIMITS } from '../limits.js';

// The rules, labels and messages of orders, free of zod: visitor screens (the header's cart badge, product
// pages, the cart) read them, and must not pull the checkout schemas and zod into their chunks.
/* ───────────────────────── Order item (line) state machine ───────────────────────── */

export const ORDER_ITEM_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
export const ORDER_ITEM_STATUS_LABELS = capitalisedLabels(ORDER_ITEM_STATUSES);
/** Order Requests badges (§2): green Accepted, red Rejected, yellow otherwise. */
export const ORDER_ITEM_STATUS_TONES: Record<OrderItemStatus, 'green' | 'red' | 'yellow'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'yellow',
};

/**
 * Who may move a line. `decider` is the line's owner for a product line, and an admin for a listing
 * line (ads have no owner account); `buyer` is the customer who placed the order.
 */
export const ORDER_ITEM_ACTORS = ['decider', 'buyer'] as const;
export type OrderItemActor = (typeof ORDER_ITEM_ACTORS)[number];

/** from → to → who may make that move. Every other move is refused (409). */
export const ORDER_ITEM_TRANSITIONS = {
  pending: { accepted: 'decider', rejected: 'decider', cancelled: 'buyer' },
  accepted: {},
  rejected: {},
  cancelled: {},
} as const satisfies Record<OrderItemStatus, Partial<Record<OrderItemStatus, OrderItemActor>>>;

/** Whether `actor` may move a line from `from` to `to`: the server enforces it, the client uses it for buttons. */
export function canMoveOrderItem(from: OrderItemStatus, to: OrderItemStatus, actor: OrderItemActor): boolean {
  const moves: Partial<Record<OrderItemStatus, OrderItemActor>> = ORDER_ITEM_TRANSITIONS[from];
  return moves[to] === actor;
}

/** The statuses from which `actor` may move a line to `to` (the server's conditional UPDATE uses exactly these). */
export function orderItemStatusesMovableTo(to: OrderItemStatus, actor: OrderItemActor): OrderItemStatus[] {
  return ORDER_ITEM_STATUSES.filter((from) => canMoveOrderItem(from, to, actor));
}

/** Who decides a line: the product's owner, or an admin for a listing (ad) line. */
export function orderItemDecider(source: Source): 'owner' | 'admin' {
  return source === 'products' ? 'owner' : 'admin';
}

/* ───────────────────────── Order status, derived from its lines ───────────────────────── */

export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS = capitalisedLabels(ORDER_STATUSES);
/** Admin Orders (§2): pending yellow, approved green, others grey. */
export const ORDER_STATUS_TONES: Record<OrderStatus, 'yellow' | 'green' | 'grey'> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'grey',
  cancelled: 'grey',
};

/**
 * An order's status from its lines, first rule that applies:
 * any line pending → 'pending'; else any accepted → 'approved'; else any rejected → 'rejected';
 * else (every line cancelled, or no lines) → 'cancelled'. The server's SQL filter uses the same rules.
 */
export function deriveOrderStatus(lines: readonly OrderItemStatus[]): OrderStatus {
  if (lines.includes('pending')) return 'pending';
  if (lines.includes('accepted')) return 'approved';
  if (lines.includes('rejected')) return 'rejected';
  return 'cancelled';
}

/* ───────────────────────── Checkout ───────────────────────── */

/**
 * Optional request header of POST /api/orders and POST /api/wallet/withdraw: the same key from the same caller yields
 * the same single order or payout.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header set to 'true' when a money call answers with what an earlier request with its key created. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MAX = 100;
/** A key answers with its first result for this long (Stripe-like); after that the same key starts a new request. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** Idempotency answers shared by checkout and withdrawals. */
export const IDEMPOTENCY_MSG = {
  keyReused:
    'This request was already sent once with different details (same Idempotency-Key). Check your orders or wallet before trying again.',
} as const;
/** Error code of a 422 for a key reused with another body. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

export const ORDER_MSG = {
  fillAllFields: '❌ Please fill all form fields.',
  loginToOrder: '❌ You must be logged in to place an order.',
  orderFailed: '❌ Failed to place order. Please try again.',
  emptyCart: 'Your cart is empty.',
  tooManyItems: `A cart can hold at most ${CHECKOUT_LIMITS.maxCartItems} items.`,
  invalidZip: 'Enter a valid 6-digit PIN code.',
  lucknowPin: 'Lucknow PIN codes start with 226, like 226010.',
  phoneRequired: 'Give a 10-digit mobile number so the owner can arrange the delivery.',
  chooseLocality: 'Choose your locality in Lucknow from the list.',
  chooseSlot: 'Choose a delivery slot: morning, afternoon or evening.',
  invalidEmail: 'Enter a valid email address.',
  invalidPayment: 'Choose a payment method: card, UPI or cash on delivery.',
  monthsMin: `Rent duration must be at least ${LIMITS.rentMonthsMin} month.`,
  monthsMax: `Rent duration can be at most ${LIMITS.rentMonthsMax} months.`,
  quantityRange: `Quantity must be between ${CHECKOUT_LIMITS.quantityMin} and ${CHECKOUT_LIMITS.quantityMax}.`,
  unknownItem: 'Unknown cart item.',
  unavailable: (title: string) => `"${title}" is no longer available. Remove it from your cart to continue.`,
  notForRent: (title: string) => `"${title}" cannot be rented.`,
  rentOnly: (title: string) => `"${title}" is for rent only.`,
  cartChanged: 'An item in your cart was removed while you were checking out. Review your cart and try again.',
  demoPayment: 'This is a demo: no money moves.',
  placed: 'Order placed successfully!',
  noBuyerOrders: 'You have not placed any orders yet.',
  notYourOrders: 'You can only see your own orders.',
  notYourLine: 'You can only act on orders for your own products.',
  listingLineForAdmin: 'Orders for ads are decided by an admin.',
  productLineForOwner: "This order line belongs to an owner's product; only that owner can decide it.",
  notPending: 'Only pending orders can be accepted, rejected or cancelled.',
  lineNotFound: 'Order item not found',
  noOrderRequests: 'No order requests found.',
  noOwnerOrders: 'No orders found.',
  noAdminOrders: 'No orders yet.',
  dateRange: '"from" cannot be after "to".',
} as const;

/** Lucknow's PIN codes: 226001–226999 (checkout checks it when the city is Lucknow). */
export const LUCKNOW_PIN = /^226\d{3}$/;
export const isLucknow = (city: string): boolean => city.trim().toLowerCase() === 'lucknow';

/** The owner's view of a delivery, before and after accepting (docs/orders.md "Delivery details"). */
export const DELIVERY_DETAILS_TEXT = {
  addressAfterAccept: 'Address and phone appear once you accept.',
  call: (phone: string) => `Call ${phone}`,
  noPhone: 'No phone given',
  earliestDate: 'Earliest available',
  pinHint: 'Lucknow PIN codes are 226xxx, like 226010.',
  phoneHint: 'Owners call this number to arrange the delivery. 10 digits; +91 is optional.',
  localityHint: "Pick the nearest if yours isn't listed; the address says the rest.",
  chooseLocality: 'Choose your locality',
  slotsLegend: 'When should it be delivered?',
  slotsLead: 'The owner confirms the day and slot when accepting. Leave the day blank for the earliest available.',
  dayLabel: 'Delivery day',
  slotLabel: 'Delivery slot',
  chooseSlot: 'Choose a slot',
  dayOutOfWindow: (last: string) => `Choose a day from today to ${last}.`,
} as const;

/** What the checkout form says about a field beyond ORDER_MSG. */
export const CHECKOUT_FIELD_MSG = {
  nameTooLong: 'Name is too long.',
  emailTooLong: 'Email is too long.',
  addressTooLong: 'Address is too long.',
  cityTooLong: 'City is too long.',
  chooseMode: "Choose 'buy' or 'rent'.",
  adsRentOnly: 'Ads can only be rented.',
  lineSource: "Each cart item needs a source: 'products' or 'listings'.",
  dateFormat: 'Use a date like 2025-01-31.',
  choosePayment: 'Choose how you will pay.',
  cartFull: `Your cart is full: it can hold at most ${CHECKOUT_LIMITS.maxCartItems} items.`,
  decideFailed: (action: string, title: string) => `Failed to ${action} “${title}”.`,
} as const;

/** The Idempotency-Key header's own checks. */
export const IDEMPOTENCY_KEY_MSG = {
  empty: 'Idempotency-Key cannot be empty.',
  tooLong: `Idempotency-Key can be at most ${IDEMPOTENCY_KEY_MAX} characters.`,
  notPrintable: 'Idempotency-Key must be printable ASCII without spaces.',
} as const;

/** The calls an Idempotency-Key is remembered for (one key space each). */
export const IDEMPOTENCY_SCOPES = ['checkout', 'withdraw'] as const;
export type IdempotencyScope = (typeof IDEMPOTENCY_SCOPES)[number];
