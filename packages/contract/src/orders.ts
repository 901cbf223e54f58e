import { z } from 'zod';
import { pagination } from './common.js';
import { LIMITS, PAYMENT_METHODS, type PaymentMethod, PRODUCT_TYPES, SOURCES, type Source } from './constants.js';

/* ───────────────────────── Order item (line) state machine ───────────────────────── */

export const ORDER_ITEM_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];
export const ORDER_ITEM_STATUS_LABELS: Record<OrderItemStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
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
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};
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

/* ───────────────────────── Payments and wallet ───────────────────────── */

export const PAYMENT_STATUSES = ['success', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, 'green' | 'yellow' | 'red'> = {
  success: 'green',
  pending: 'yellow',
  failed: 'red',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', upi: 'UPI', cod: 'Cash on delivery' };
/** The demo: card and UPI count as paid at once, cash on delivery stays pending. */
export const checkoutPaymentStatus = (method: PaymentMethod): PaymentStatus => (method === 'cod' ? 'pending' : 'success');
export const WITHDRAWAL = { purpose: 'Withdrawal', method: 'Bank transfer' } as const;
export const PAYMENT_KINDS = ['checkout', 'withdrawal'] as const;

export const WALLET_TX_TYPES = ['credit', 'debit'] as const;
/** Credits are 'completed'; a withdrawal debit is 'pending' until an admin marks it 'processed'. */
export const WALLET_TX_STATUSES = ['pending', 'processed', 'completed', 'failed'] as const;

/* ───────────────────────── Checkout ───────────────────────── */

/** Optional request header of POST /api/orders: the same key from the same buyer yields the same single order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header set to 'true' when POST /api/orders answers with an order an earlier request created. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MAX = 100;

export const CHECKOUT_LIMITS = { maxCartItems: 50, quantityMin: 1, quantityMax: 10 } as const;

export const ORDER_MSG = {
  fillAllFields: '❌ Please fill all form fields.',
  loginToOrder: '❌ You must be logged in to place an order.',
  orderFailed: '❌ Failed to place order. Please try again.',
  emptyCart: 'Your cart is empty.',
  tooManyItems: `A cart can hold at most ${CHECKOUT_LIMITS.maxCartItems} items.`,
  invalidZip: 'Enter a valid 6-digit PIN code.',
  invalidEmail: 'Enter a valid email address.',
  invalidPayment: 'Choose a payment method: card, UPI or cash on delivery.',
  monthsMin: `Rent duration must be at least ${LIMITS.rentMonthsMin} month.`,
  monthsMax: `Rent duration can be at most ${LIMITS.rentMonthsMax} months.`,
  quantityRange: `Quantity must be between ${CHECKOUT_LIMITS.quantityMin} and ${CHECKOUT_LIMITS.quantityMax}.`,
  unknownItem: 'Unknown cart item.',
  unavailable: (title: string) => `"${title}" is no longer available. Remove it from your cart to continue.`,
  notForRent: (title: string) => `"${title}" cannot be rented.`,
  rentOnly: (title: string) => `"${title}" is for rent only.`,
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

export const WISHLIST_MSG = {
  loginRequired: 'Please login to use wishlist',
  addFailed: '❌ Failed to add to wishlist.',
  somethingWrong: '❌ Something went wrong. Please try again.',
  removeFailed: 'Failed to remove item',
  serverError: 'Server error',
  duplicate: 'This item is already in your wishlist.',
  notYours: 'You can only manage your own wishlist.',
  notFound: 'Wishlist item not found',
  added: 'Added to wishlist.',
  removed: 'Removed from wishlist.',
  empty: 'Your wishlist is empty.',
} as const;

export const WALLET_MSG = {
  withdrawTip: `You can withdraw funds if balance exceeds ₹${LIMITS.withdrawalThresholdRupees}.`,
  processingTip: 'Withdrawals are processed within 24-48 hours.',
  noTransactions: 'No transactions yet.',
  belowThreshold: `You can withdraw funds if balance exceeds ₹${LIMITS.withdrawalThresholdRupees}.`,
  overBalance: 'You cannot withdraw more than your balance.',
  requested: 'Withdrawal requested. It will be processed within 24-48 hours.',
  paymentNotFound: 'Payment not found',
  notWithdrawal: 'Only withdrawals can be marked processed.',
  notPendingPayment: 'This payment is not pending.',
  processed: 'Withdrawal marked processed.',
} as const;

/**
 * Monthly rent of a product (works in rupees or paise), or null if it cannot be rented. A 'rent' product's price
 * is its monthly rent unless it names a rent price; a 'sale' product is rentable when it is marked so and has one.
 */
export function productRentPerMonth(p: {
  type: 'rent' | 'sale';
  price: number;
  rent_price: number | null;
  is_rentable: boolean | 0 | 1;
}): number | null {
  if (p.type === 'rent') return p.rent_price ?? p.price;
  return p.is_rentable ? p.rent_price : null;
}

/** Whether a product can be bought outright (rent items cannot). */
export const productIsForSale = (p: { type: 'rent' | 'sale' }): boolean => p.type === 'sale';

const required = (max: number, tooLong: string) =>
  z.string({ error: ORDER_MSG.fillAllFields }).trim().min(1, ORDER_MSG.fillAllFields).max(max, tooLong);

const itemId = z.coerce
  .number({ error: ORDER_MSG.unknownItem })
  .int(ORDER_MSG.unknownItem)
  .positive(ORDER_MSG.unknownItem)
  .max(2_147_483_647, ORDER_MSG.unknownItem);
const months = z.coerce
  .number({ error: ORDER_MSG.monthsMin })
  .int(ORDER_MSG.monthsMin)
  .min(LIMITS.rentMonthsMin, ORDER_MSG.monthsMin)
  .max(LIMITS.rentMonthsMax, ORDER_MSG.monthsMax);
/** Sent by carts for display; the server prices every line itself and never reads these. */
const ignored = { price: z.unknown().optional(), total: z.unknown().optional(), image: z.unknown().optional() };
const clientTitle = z.string().trim().max(200).optional();

const productCartLine = z
  .object({
    source: z.literal('products'),
    /** The product's id. */
    product_id: itemId,
    mode: z.enum(['buy', 'rent'], { error: "Choose 'buy' or 'rent'." }).default('buy'),
    quantity: z.coerce
      .number({ error: ORDER_MSG.quantityRange })
      .int(ORDER_MSG.quantityRange)
      .min(CHECKOUT_LIMITS.quantityMin, ORDER_MSG.quantityRange)
      .max(CHECKOUT_LIMITS.quantityMax, ORDER_MSG.quantityRange)
      .default(1),
    /** Required when mode is 'rent'; ignored when buying. */
    months: months.optional(),
    title: clientTitle,
    ...ignored,
  })
  .superRefine((line, ctx) => {
    if (line.mode === 'rent' && line.months === undefined) ctx.addIssue({ code: 'custom', path: ['months'], message: ORDER_MSG.monthsMin });
  });

const listingCartLine = z.object({
  source: z.literal('listings'),
  /** The listing's id. */
  product_id: itemId,
  /** Listings are always rented. */
  mode: z.literal('rent', { error: 'Ads can only be rented.' }).optional(),
  months,
  title: clientTitle,
  ...ignored,
});

export const checkoutCartLine = z.discriminatedUnion('source', [productCartLine, listingCartLine], {
  error: "Each cart item needs a source: 'products' or 'listings'.",
});
export type CheckoutCartLine = z.infer<typeof checkoutCartLine>;

/** POST /api/orders (§5 checkout): every field required; prices in cartItems are ignored. */
export const checkoutInput = z.object({
  name: required(80, 'Name is too long.'),
  email: required(254, 'Email is too long.').pipe(z.email(ORDER_MSG.invalidEmail)),
  address: required(300, 'Address is too long.'),
  city: required(60, 'City is too long.'),
  zip: required(6, ORDER_MSG.invalidZip).regex(/^[1-9]\d{5}$/, ORDER_MSG.invalidZip),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? ORDER_MSG.fillAllFields : ORDER_MSG.invalidPayment),
  }),
  cartItems: z
    .array(checkoutCartLine, { error: ORDER_MSG.emptyCart })
    .min(1, ORDER_MSG.emptyCart)
    .max(CHECKOUT_LIMITS.maxCartItems, ORDER_MSG.tooManyItems),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** Request headers of POST /api/orders; other headers pass through untouched. */
export const checkoutHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1, 'Idempotency-Key cannot be empty.')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key can be at most ${IDEMPOTENCY_KEY_MAX} characters.`)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces.')
    .optional(),
});

/* ───────────────────────── Responses ───────────────────────── */

const orderItemStatus = z.enum(ORDER_ITEM_STATUSES);
const orderStatus = z.enum(ORDER_STATUSES);
const source = z.enum(SOURCES);
const lineType = z.enum(PRODUCT_TYPES);

/** One line as the buyer sees it. Prices in rupees; price is per month for rent lines. */
export const buyerOrderLine = z.object({
  item_id: z.number().int(),
  source,
  /** The product's or listing's id; null once that item was deleted. */
  product_id: z.number().int().nullable(),
  title: z.string(),
  price: z.number(),
  type: lineType,
  quantity: z.number().int(),
  months: z.number().int().nullable(),
  total: z.number(),
  status: orderItemStatus,
});
export type BuyerOrderLine = z.infer<typeof buyerOrderLine>;

/** §3 Order (buyer), with the lines as an array rather than JSON text. */
export const buyerOrder = z.object({
  order_id: z.number().int(),
  cart_items: z.array(buyerOrderLine),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  txn_id: z.string().nullable(),
  created_at: z.string(),
  status: orderStatus,
  total: z.number(),
});
export type BuyerOrder = z.infer<typeof buyerOrder>;

/** §3 Order (owner view): one line of one of the owner's products. */
export const ownerOrderRow = z.object({
  order_id: z.number().int(),
  item_id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_title: z.string(),
  customer_name: z.string(),
  type: lineType,
  quantity: z.number().int(),
  months: z.number().int().nullable(),
  total_amount: z.number(),
  status: orderItemStatus,
  created_at: z.string(),
});
export type OwnerOrderRow = z.infer<typeof ownerOrderRow>;

export const ownerOrdersQuery = pagination.extend({ status: orderItemStatus.optional() });

/** §3 Order (my orders): an accepted line of the owner's, i.e. a sale or rental that went through. */
export const myOrderRow = z.object({
  order_id: z.number().int(),
  item_id: z.number().int(),
  status: orderItemStatus,
  createdAt: z.string(),
  /** When the owner accepted it. */
  decidedAt: z.string().nullable(),
  quantity: z.number().int(),
  months: z.number().int().nullable(),
  total: z.number(),
  product: z.object({ title: z.string(), category: z.string(), price: z.number(), type: lineType }),
});
export type MyOrderRow = z.infer<typeof myOrderRow>;

export const walletTransaction = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  type: z.enum(WALLET_TX_TYPES),
  /** Rupees, always positive; type says which way it went. */
  amount: z.number(),
  status: z.enum(WALLET_TX_STATUSES),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const wallet = z.object({
  /** Rupees with two decimals: credits minus debits that did not fail. */
  balance: z.number(),
  transactions: z.array(walletTransaction),
});
export type Wallet = z.infer<typeof wallet>;

const rupeesAmount = z.coerce
  .number({ error: 'Amount must be a number.' })
  .positive('Amount must be more than zero.')
  .max(100_000_000, 'Amount is too large.')
  // Compared with a tolerance: in binary floating point 1.15 * 100 is 114.99999999999999, yet ₹1.15 has two decimals.
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amount can have at most two decimals.');

/** POST /api/wallet/withdraw: no body, or `{ amount }`; the default is the whole balance. */
export const withdrawInput = z.object({ amount: rupeesAmount.optional() }).nullish();
export type WithdrawInput = z.infer<typeof withdrawInput>;

/** §3 Payment (admin Payment History). */
export const payment = z.object({
  id: z.number().int(),
  txnId: z.string(),
  userName: z.string(),
  amount: z.number(),
  purpose: z.string(),
  method: z.string(),
  date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** 'withdrawal' rows that are pending can be marked processed. */
  kind: z.enum(PAYMENT_KINDS),
  order_id: z.number().int().nullable(),
});
export type Payment = z.infer<typeof payment>;

export const withdrawResponse = z.object({
  message: z.string(),
  balance: z.number(),
  transaction: walletTransaction,
  payment,
});
export type WithdrawResponse = z.infer<typeof withdrawResponse>;

export const adminPaymentsQuery = pagination.extend({ status: z.enum(PAYMENT_STATUSES).optional() });

export const adminOrderLine = z.object({
  item_id: z.number().int(),
  source,
  title: z.string(),
  quantity: z.number().int(),
  months: z.number().int().nullable(),
  price: z.number(),
  total: z.number(),
  status: orderItemStatus,
});

/** §3 Order (admin view). */
export const adminOrder = z.object({
  order_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  status: orderStatus,
  cart_items: z.array(adminOrderLine),
  created_at: z.string(),
  total: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** Dates are calendar days in India (IST), both ends included. */
export const adminOrdersQuery = pagination.extend({
  status: orderStatus.optional(),
  from: z.iso.date('Use a date like 2025-01-31.').optional(),
  to: z.iso.date('Use a date like 2025-01-31.').optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/* ───────────────────────── Wishlist ───────────────────────── */

/** §3 Wishlist entry; title, image, price and location come from the catalogue, never from the client. */
export const wishlistEntry = z.object({
  wishlist_id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  image_card: z.string(),
  price: z.number(),
  location: z.string(),
  source,
  created_at: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntry>;

/** §7 POST /api/wishlist; title, image, price and location may be sent but are not used. */
export const addWishlistInput = z.object({
  user_id: itemId,
  product_id: itemId,
  source: z.enum(SOURCES, { error: "source must be 'products' or 'listings'." }),
  title: z.unknown().optional(),
  image: z.unknown().optional(),
  price: z.unknown().optional(),
  location: z.unknown().optional(),
});
export type AddWishlistInput = z.infer<typeof addWishlistInput>;

/* ───────────────────────── Params ───────────────────────── */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const userIdParam = z.object({ userId: id });
export const itemIdParam = z.object({ itemId: id });
export const wishlistIdParam = z.object({ wishlistId: id });
export const paymentIdParam = z.object({ id });
