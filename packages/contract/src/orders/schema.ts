import { z } from 'zod';
import { indianMobile, optionalIndianMobile } from '../accounts/schema.js';
import { LUCKNOW_LOCALITIES, PRODUCT_TYPES, SOURCES } from '../catalogue/rules.js';
import { pagination } from '../http/schema.js';
import { idSchema, rowId } from '../ids.js';
import { ADDRESS_MAX, CHECKOUT_LIMITS, CITY_MAX, EMAIL_MAX, LIMITS, PERSON_NAME_MAX } from '../limits.js';
import { RENT_MSG } from '../renting/form-texts.js';
import { DELIVERY_SLOTS } from '../renting/rules.js';
import { ratingSummary } from '../reviews/schema.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../wallet/rules.js';
import {
  CHECKOUT_FIELD_MSG as C,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MSG,
  isLucknow,
  LUCKNOW_PIN,
  ORDER_ITEM_STATUSES,
  ORDER_MSG,
  ORDER_STATUSES,
} from './rules.js';

const required = (max: number, tooLong: string) =>
  z.string({ error: ORDER_MSG.fillAllFields }).trim().min(1, ORDER_MSG.fillAllFields).max(max, tooLong);

const itemId = idSchema(ORDER_MSG.unknownItem);
const months = z.coerce
  .number({ error: ORDER_MSG.monthsMin })
  .int(ORDER_MSG.monthsMin)
  .min(LIMITS.rentMonthsMin, ORDER_MSG.monthsMin)
  .max(LIMITS.rentMonthsMax, ORDER_MSG.monthsMax);
const startDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date(RENT_MSG.startDate).optional());
const deliverySlot = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(DELIVERY_SLOTS, { error: 'Choose a delivery slot: morning, afternoon or evening.' }).optional(),
);
/** Sent by carts for display; the server prices every line itself and never reads these. */
const ignored = { price: z.unknown().optional(), total: z.unknown().optional(), image: z.unknown().optional() };
const clientTitle = z.string().trim().max(200).optional();

const productCartLine = z.object({
  source: z.literal('products'),
  /** The product's id. */
  product_id: itemId,
  mode: z.enum(['buy', 'rent'], { error: C.chooseMode }).default('buy'),
  quantity: z.coerce
    .number({ error: ORDER_MSG.quantityRange })
    .int(ORDER_MSG.quantityRange)
    .min(CHECKOUT_LIMITS.quantityMin, ORDER_MSG.quantityRange)
    .max(CHECKOUT_LIMITS.quantityMax, ORDER_MSG.quantityRange)
    .default(1),
  /** The tenure when mode is 'rent' (default: the item's minimum); ignored when buying. */
  months: months.optional(),
  /** Handover day: rental start or move-in, or delivery of a sale (YYYY-MM-DD, India); default the first free day. */
  start_date: startDate,
  /** Goods: the preferred delivery slot. */
  delivery_slot: deliverySlot,
  title: clientTitle,
  ...ignored,
});

const listingCartLine = z.object({
  source: z.literal('listings'),
  /** The listing's id. */
  product_id: itemId,
  /** Listings are always rented. */
  mode: z.literal('rent', { error: C.adsRentOnly }).optional(),
  months,
  start_date: startDate,
  title: clientTitle,
  ...ignored,
});

export const checkoutCartLine = z.discriminatedUnion('source', [productCartLine, listingCartLine], {
  error: C.lineSource,
});
export type CheckoutCartLine = z.infer<typeof checkoutCartLine>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const locality = z.enum(LUCKNOW_LOCALITIES, { error: ORDER_MSG.chooseLocality });

/** The delivery and payment fields of a checkout (the form's fields), without the PIN rule that spans two of them. */
const checkoutDetailFields = z.object({
  name: required(PERSON_NAME_MAX, C.nameTooLong),
  email: required(EMAIL_MAX, C.emailTooLong).pipe(z.email(ORDER_MSG.invalidEmail)),
  address: required(ADDRESS_MAX, C.addressTooLong),
  city: required(CITY_MAX, C.cityTooLong),
  zip: required(6, ORDER_MSG.invalidZip).regex(/^[1-9]\d{5}$/, ORDER_MSG.invalidZip),
  /**
   * The delivery contact, normalised to 10 digits. Optional here because the spec's client sends none: absent, the
   * account's number is used; a checkout that names a locality must end up with one (server-checked, docs/orders.md).
   */
  phone: optionalIndianMobile,
  /** One of LUCKNOW_LOCALITIES; absent (the spec's client) leaves the order's locality unknown. */
  locality: z.preprocess(blankToUndefined, locality.optional()),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? ORDER_MSG.fillAllFields : ORDER_MSG.invalidPayment),
  }),
});

/** A Lucknow address has a 226xxx PIN. */
function lucknowPin(v: { city: string; zip: string }, ctx: z.RefinementCtx) {
  if (isLucknow(v.city) && /^\d{6}$/.test(v.zip) && !LUCKNOW_PIN.test(v.zip))
    ctx.addIssue({ code: 'custom', path: ['zip'], message: ORDER_MSG.lucknowPin });
}

/**
 * The checkout form of the web client: the same fields, with phone and locality required (the new client always
 * sends them) — the server still accepts a checkout without them from the spec's client.
 */
export const checkoutDetailsInput = checkoutDetailFields
  .extend({
    phone: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: ORDER_MSG.phoneRequired }).pipe(indianMobile),
    ),
    locality: z.preprocess(blankToUndefined, locality),
  })
  .superRefine(lucknowPin);
export type CheckoutDetailsInput = z.infer<typeof checkoutDetailsInput>;

/** POST /api/orders (§5 checkout): every field required but phone and locality; prices in cartItems are ignored. */
export const checkoutInput = checkoutDetailFields
  .extend({
    cartItems: z
      .array(checkoutCartLine, { error: ORDER_MSG.emptyCart })
      .min(1, ORDER_MSG.emptyCart)
      .max(CHECKOUT_LIMITS.maxCartItems, ORDER_MSG.tooManyItems),
  })
  .superRefine(lucknowPin);
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** Request headers of the money calls (checkout, withdraw); other headers pass through untouched. */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .trim()
    .min(1, IDEMPOTENCY_KEY_MSG.empty)
    .max(IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MSG.tooLong)
    .regex(/^[\x21-\x7e]+$/, IDEMPOTENCY_KEY_MSG.notPrintable)
    .optional(),
});
/** Request headers of POST /api/orders. */
export const checkoutHeaders = idempotencyHeaders;

/* ───────────────────────── Responses ───────────────────────── */

const orderItemStatus = z.enum(ORDER_ITEM_STATUSES);
const orderStatus = z.enum(ORDER_STATUSES);
const source = z.enum(SOURCES);
const lineType = z.enum(PRODUCT_TYPES);

/**
 * What a line holds beyond the spec's fields: its handover day and, for a rental, the day after it ends; the
 * deposit (all units), the tenure discount and the monthly rent before it; the goods' delivery slot.
 */
const lineTerms = {
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  deposit: z.number(),
  discount_percent: z.number().int(),
  list_monthly: z.number().nullable(),
  delivery_slot: z.enum(DELIVERY_SLOTS).nullable(),
};

/** One line as the buyer sees it. Prices in rupees; price is per month for rent lines (after the tenure discount). */
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
  ...lineTerms,
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
  /** Everything the order commits to: sale prices, rent for the whole tenures and the refundable deposits. */
  total: z.number(),
  /** What the checkout charged (a demo): each sale, and each rental's first month and deposit. */
  due_now: z.number(),
  /** Refundable deposits in the total. */
  deposit: z.number(),
});
export type BuyerOrder = z.infer<typeof buyerOrder>;

/** Who receives a delivery and where: what the owner of an accepted line needs to arrange it. */
export const orderDelivery = z.object({
  name: z.string(),
  /** 10 digits, or null on orders placed before phones were asked. */
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

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
  /** Where and when to deliver, shown from the first request: the Lucknow locality (null when not given)… */
  locality: z.string().nullable(),
  /** …the handover day (YYYY-MM-DD) and, for goods, the preferred slot. */
  start_date: z.string().nullable(),
  delivery_slot: z.enum(DELIVERY_SLOTS).nullable(),
  /** The buyer's name, phone and full address: only once this line is accepted, and only to its owner; else null. */
  delivery: orderDelivery.nullable(),
  /** The rental's period and deposit (lineTerms); `clash` is true when accepting now would book more units than are free. */
  end_date: z.string().nullable(),
  deposit: z.number(),
  clash: z.boolean(),
  /** Reviews (issue 15): what other owners said of this buyer (revealed reviews), so the owner can decide. */
  buyer_rating: ratingSummary.optional(),
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

export const adminOrderLine = z.object({
  item_id: z.number().int(),
  source,
  title: z.string(),
  quantity: z.number().int(),
  months: z.number().int().nullable(),
  price: z.number(),
  total: z.number(),
  status: orderItemStatus,
  ...lineTerms,
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
  /** The delivery contact (10 digits) and Lucknow locality; null on orders that did not give them. */
  phone: z.string().nullable(),
  locality: z.string().nullable(),
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
  from: z.iso.date(C.dateFormat).optional(),
  to: z.iso.date(C.dateFormat).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const itemIdParam = z.object({ itemId: rowId });
