import { z } from 'zod';
import { atLeastOnePaisa, idSchema, pagination, rowId } from './common.js';
import { LIMITS, PAYMENT_METHODS, PRODUCT_TYPES, SOURCES } from './constants.js';
import {
  CHECKOUT_LIMITS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  ORDER_ITEM_STATUSES,
  ORDER_MSG,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  WALLET_TX_STATUSES,
  WALLET_TX_TYPES,
} from './order-rules.js';

const required = (max: number, tooLong: string) =>
  z.string({ error: ORDER_MSG.fillAllFields }).trim().min(1, ORDER_MSG.fillAllFields).max(max, tooLong);

const itemId = idSchema(ORDER_MSG.unknownItem);
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

/** Request headers of the money calls (checkout, withdraw); other headers pass through untouched. */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1, 'Idempotency-Key cannot be empty.')
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key can be at most ${IDEMPOTENCY_KEY_MAX} characters.`)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces.')
    .optional(),
});
/** Request headers of POST /api/orders. */
export const checkoutHeaders = idempotencyHeaders;

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

/**
 * §3 Order (owner view): one order request, i.e. one line of one of the owner's products. Its `order_id` is what
 * the spec's client sends to PUT /api/orders/{orderId}/accept|reject, so it is the line's id (equal to `item_id`):
 * one checkout can hold lines of several owners, and an owner decides each line. `order_number` is the checkout
 * the line belongs to (the buyer's order_id, "Order #…" in every text).
 */
export const ownerOrderRow = z.object({
  order_id: z.number().int(),
  item_id: z.number().int(),
  order_number: z.number().int(),
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
  .refine(atLeastOnePaisa, 'Amount must be more than zero.')
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

export const userIdParam = z.object({ userId: rowId });
export const itemIdParam = z.object({ itemId: rowId });
export const wishlistIdParam = z.object({ wishlistId: rowId });
export const paymentIdParam = z.object({ id: rowId });
