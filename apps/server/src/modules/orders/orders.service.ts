import {
  ACCOUNT_MSG,
  type AdminOrder,
  type AdminOrdersQuery,
  addMonths,
  type BuyerOrder,
  type BuyerOrderLine,
  type CheckoutDetailsInput,
  type CheckoutInput,
  coded,
  DAY_MS,
  DELIVERY_SLOTS,
  type DeliverySlot,
  deriveOrderStatus,
  FIRST_LINE_STAGE,
  localityOfAddress,
  type MyOrderRow,
  normaliseIndianMobile,
  ORDER_MSG,
  type OrderDelivery,
  type OrderItemActor,
  type OrderItemStatus,
  type OrderStatus,
  type OwnerOrderRow,
  orderItemStatusesMovableTo,
  RENT_MSG,
  todayInIndia,
} from '@kiraya/contract';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound, textOf, unauthorized } from '../../lib/errors.js';
import { IDEMPOTENCY_WINDOW_MS, type IdempotencyClaim, idempotent, replayKey, requestHash } from '../../lib/idempotency.js';
import { paiseToRupees } from '../../lib/money.js';
import { sessionStateError, stateOfAccount } from '../../plugins/auth.js';
import { saveFirstPhone } from '../accounts/accounts.service.js';
import * as events from '../events/events.service.js';
import { checkoutPaymentRow, type PaymentRow, paymentsForOrders, recordCheckoutPayment } from '../payments/payments.service.js';
import { buyerRatingsOfLines } from '../reviews/reviews.service.js';
import { getSettings } from '../settings/settings.service.js';
import { creditForOrderLine } from '../wallet/wallet.service.js';
import * as checkoutRepo from './checkout.repository.js';
import { holdDeposit } from './deposits.js';
import * as repo from './orders.repository.js';
import { availabilityProblems, type CartProblem, priceCart, unitsShort } from './pricing.js';

/* ───────────── views ───────────── */

const isDeliverySlot = (slot: string | null): slot is DeliverySlot => (DELIVERY_SLOTS as readonly (string | null)[]).includes(slot);

/** The catalogue item a line was for: product or listing id, null once the item was deleted. */
const itemIdOf = (l: repo.LineRow) => (l.source === 'products' ? l.productId : l.listingId);

export function toBuyerLine(l: repo.LineRow): BuyerOrderLine {
  return {
    item_id: l.id,
    source: l.source,
    product_id: itemIdOf(l),
    title: l.title,
    price: paiseToRupees(l.unitPricePaise),
    type: l.type,
    quantity: l.quantity,
    months: l.months,
    total: paiseToRupees(l.totalPaise),
    status: l.status,
    ...lineTermsOf(l),
  };
}

/** The line's dates, deposit, discount and slot (contract lineTerms). */
function lineTermsOf(l: repo.LineRow) {
  return {
    start_date: l.startDate,
    end_date: l.endDate,
    deposit: paiseToRupees(l.depositPaise),
    discount_percent: l.discountPercent,
    list_monthly: l.listMonthlyPaise === null ? null : paiseToRupees(l.listMonthlyPaise),
    delivery_slot: (l.deliverySlot as BuyerOrderLine['delivery_slot']) ?? null,
  };
}

export function toBuyerOrder(order: repo.OrderRow, lines: repo.LineRow[], payment: PaymentRow | undefined): BuyerOrder {
  return {
    order_id: order.id,
    cart_items: lines.map(toBuyerLine),
    payment_method: order.paymentMethod,
    payment_status: payment?.status ?? null,
    txn_id: payment?.txnId ?? null,
    created_at: order.createdAt.toISOString(),
    status: deriveOrderStatus(lines.map((l) => l.status)),
    total: paiseToRupees(order.totalPaise),
    // Orders placed before due_now was kept were charged their total.
    due_now: paiseToRupees(order.dueNowPaise ?? order.totalPaise),
    deposit: paiseToRupees(lines.reduce((sum, l) => sum + l.depositPaise, 0)),
  };
}

/** An order request: `order_id` is the id accept and reject take (the line's), `order_number` its checkout's. */
export function toOwnerRow(l: repo.LineRow, customerName: string, clash = false): OwnerOrderRow {
  return {
    order_id: l.id,
    item_id: l.id,
    order_number: l.orderId,
    product_id: itemIdOf(l),
    product_title: l.title,
    customer_name: customerName,
    type: l.type,
    quantity: l.quantity,
    months: l.months,
    total_amount: paiseToRupees(l.totalPaise),
    status: l.status,
    created_at: l.createdAt.toISOString(),
    end_date: l.endDate,
    deposit: paiseToRupees(l.depositPaise),
    clash,
    ...deliveryView(l, customerName, undefined),
  };
}

/**
 * Where and when to deliver: the locality, day and slot from the first request; the buyer's address and phone only
 * for an accepted line (the repository's query already withholds them before that; this is the second lock on the
 * same door). Without `context` (the order's side) only the line's day and slot are known.
 */
function deliveryView(l: repo.LineRow, customerName: string, context: repo.OwnerLineContext | undefined) {
  const delivery: OrderDelivery | null =
    l.status === 'accepted' && context && context.address !== null
      ? { name: customerName, phone: context.phone, address: context.address, city: context.city ?? '', zip: context.zip ?? '' }
      : null;
  return {
    locality: context?.locality ?? null,
    start_date: l.startDate,
    delivery_slot: isDeliverySlot(l.deliverySlot) ? l.deliverySlot : null,
    delivery,
  };
}

/** An owner's row with the order's side of the delivery (docs/orders.md "Delivery details"). */
export const withDelivery = (row: OwnerOrderRow, l: repo.LineRow, context: repo.OwnerLineContext): OwnerOrderRow => ({
  ...row,
  ...deliveryView(l, row.customer_name, context),
});

/** A decided line as its decider sees it now: with the locality, and the address and phone once accepted. */
async function withDeliveryDetails(db: Db, row: OwnerOrderRow): Promise<OwnerOrderRow> {
  const found = await repo.findOwnerLine(db, row.item_id);
  return found ? withDelivery(row, found.line, found.context) : row;
}

function toMyOrderRow(l: repo.LineRow): MyOrderRow {
  return {
    order_id: l.orderId,
    item_id: l.id,
    status: l.status,
    createdAt: l.createdAt.toISOString(),
    decidedAt: l.decidedAt?.toISOString() ?? null,
    quantity: l.quantity,
    months: l.months,
    total: paiseToRupees(l.totalPaise),
    product: { title: l.title, category: l.category, price: paiseToRupees(l.unitPricePaise), type: l.type },
  };
}

function toAdminOrder(order: repo.OrderRow, lines: repo.LineRow[]): AdminOrder {
  return {
    order_id: order.id,
    user_id: order.userId,
    name: order.name,
    email: order.email,
    address: order.address,
    city: order.city,
    zip: order.zip,
    phone: order.phone,
    locality: order.locality,
    payment_method: order.paymentMethod,
    status: deriveOrderStatus(lines.map((l) => l.status)),
    cart_items: lines.map((l) => ({
      item_id: l.id,
      source: l.source,
      title: l.title,
      quantity: l.quantity,
      months: l.months,
      price: paiseToRupees(l.unitPricePaise),
      total: paiseToRupees(l.totalPaise),
      status: l.status,
      ...lineTermsOf(l),
    })),
    created_at: order.createdAt.toISOString(),
    total: paiseToRupees(order.totalPaise),
  };
}

function groupLines(lines: repo.LineRow[]): Map<number, repo.LineRow[]> {
  const byOrder = new Map<number, repo.LineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  return byOrder;
}

async function buyerOrdersOf(db: Executor, rows: repo.OrderRow[]): Promise<BuyerOrder[]> {
  const ids = rows.map((o) => o.id);
  const [lines, pays] = await Promise.all([repo.linesOfOrders(db, ids), paymentsForOrders(db, ids)]);
  const byOrder = groupLines(lines);
  return rows.map((o) => toBuyerOrder(o, byOrder.get(o.id) ?? [], pays.get(o.id)));
}

/* ───────────── checkout ───────────── */

export { priceCart } from './pricing.js';

export interface CheckoutResult {
  order: BuyerOrder;
  /** True when an earlier request with the same idempotency key created this order. */
  replayed: boolean;
}

/**
 * What a checkout key stands for: the parsed request without the display fields the server ignores (price, total,
 * image, title), so a cart whose shown prices were refreshed between two attempts is still "that checkout".
 */
export function checkoutRequestOf(input: CheckoutInput) {
  return {
    ...input,
    cartItems: input.cartItems.map(({ price: _p, total: _t, image: _i, title: _title, ...line }) => line),
  };
}

/**
 * Share-locks the buyer's row until the transaction ends (an admin's delete of the account waits, or runs first and
 * the buyer is gone): 401 for a buyer who is gone, 403 for a deactivated one. Checkout and accepting a rental offer.
 */
export async function lockActiveBuyer(tx: Executor, buyerId: number): Promise<void> {
  const buyer = await repo.lockBuyer(tx, buyerId);
  if (!buyer) throw unauthorized(ACCOUNT_MSG.sessionExpired);
  if (buyer.status !== 'active') throw forbidden(ACCOUNT_MSG.accountInactive);
}

/**
 * Places an order: prices from the database, then the order, its lines and one demo payment in one transaction of
 * two statements (checkout.repository.ts): the buyer's row is share-locked, the key claimed and the cart's items
 * read, then everything is written at once. The buyer's lock makes an admin deleting the account and this
 * checkout run one after the other (the delete then refuses, or the checkout finds no buyer). With an idempotency
 * key the first request's order is returned to every repeat within the window (see lib/idempotency.ts); a repeat
 * with another body gets 422. `sessionVersion` is the caller's token's (a request's principal.sv), checked against
 * the account's by the first statement; undefined for the server's own callers (the demo seed), which have no token.
 */
export async function checkout(
  db: Db,
  buyerId: number,
  input: CheckoutInput,
  idempotencyKey?: string,
  sessionVersion?: number,
): Promise<CheckoutResult> {
  // Read before the transaction, from the settings' copy that every process drops when any of them saves
  // (settings.service.ts): the transaction then holds its locks for its own two statements only.
  const { notificationsEnabled } = await getSettings(db);
  const claim: IdempotencyClaim | null = idempotencyKey
    ? { scope: 'checkout', role: 'user', principalId: buyerId, key: idempotencyKey, request: checkoutRequestOf(input) }
    : null;
  const hash = claim ? requestHash(claim.request) : '';
  try {
    const today = todayInIndia();
    const result = await db.transaction(async (tx) => {
      const start = await checkoutRepo.startCheckout(
        tx,
        buyerId,
        claim ? { key: claim.key, requestHash: hash, windowSeconds: IDEMPOTENCY_WINDOW_MS / 1000 } : null,
        {
          productIds: input.cartItems.flatMap((i) => (i.source === 'products' ? [i.product_id] : [])),
          listingIds: input.cartItems.flatMap((i) => (i.source === 'listings' ? [i.product_id] : [])),
          today,
        },
      );
      const { catalogue } = start;
      // The route's guard left the account's state to this statement (signedInStateInHandler): requireRole's answers.
      const refused = sessionStateError(stateOfAccount(start.account, sessionVersion));
      if (refused) throw refused;
      const place = (keyId: number | null) => {
        // The opening statement reads the cart whenever this checkout may place its order (only a replay has none).
        if (catalogue === null) throw new Error('checkout: the cart was not read');
        return placeOrder(tx, buyerId, input, { phone: start.phone, keyId, notificationsEnabled, catalogue, today });
      };
      if (!claim || start.keyId !== null) return { value: await place(start.keyId), replayed: false };
      const replay = async (orderId: number) => {
        const found = await checkoutRepo.readBuyerOrder(tx, orderId, buyerId);
        return found ? toBuyerOrder(found.order, found.lines, found.payment) : null;
      };
      // The key was taken before this transaction began: the same request is answered with its order, another gets 422.
      if (start.existing && !start.existing.expired) return replayKey(start.existing, hash, replay);
      // Taken by a checkout that committed while the claim waited, or expired: the general rule reads it again.
      return idempotent(tx, claim, {
        create: async () => {
          const order = await place(null);
          return { value: order, resourceId: order.order_id };
        },
        replay,
      });
    });
    return { order: result.value, replayed: result.replayed };
  } catch (error) {
    // A cart item (or its owner) deleted between pricing and the insert: the same answer as an unavailable item.
    if (isForeignKeyViolation(error)) throw new AppError('CART_ITEM_UNAVAILABLE', 409, ORDER_MSG.cartChanged);
    throw error;
  }
}

/**
 * The order's delivery phone (docs/orders.md "Delivery details"): the one given, else the account's (`stored`, ''
 * when none). A buyer's first number is saved to the account; a different one later is used for this order only. A
 * checkout that names a locality (the web client) must end with a phone; the spec's client, which sends neither, may
 * order without one.
 */
async function deliveryPhone(tx: Executor, buyerId: number, input: OrderDetails, stored: string): Promise<string | null> {
  const phone = await deliveryPhoneOrMissing(tx, buyerId, input, stored);
  if (phone === MISSING) throw phoneMissing();
  return phone;
}

const MISSING = Symbol('phone missing');
const phoneMissing = () => badRequest(ORDER_MSG.phoneRequired, { phone: [ORDER_MSG.phoneRequired] });

/** deliveryPhone, with MISSING instead of the 400, for checkout, which answers for its cart's units first. */
async function deliveryPhoneOrMissing(tx: Executor, buyerId: number, input: OrderDetails, stored: string) {
  // Accounts made before the one phone rule may hold a number as typed ("+91 98390 55120"): orders get its 10 digits.
  const saved = normaliseIndianMobile(stored);
  if (input.phone) {
    if (stored === '') await saveFirstPhone(tx, buyerId, input.phone);
    return input.phone;
  }
  if (saved !== null) return saved;
  if (input.locality !== undefined) return MISSING;
  return null;
}

/** The delivery and payment fields of an order (a checkout without its cart, or an accepted rental offer's). */
type OrderDetails = Omit<CheckoutInput, 'cartItems'>;
/** A line ready to insert but for its order id. */
type NewOrderLine = Omit<repo.NewLineRow, 'orderId'> & { totalPaise: number; depositPaise: number };

/** The refusal of a cart: every line that cannot be ordered, flagged by its index; the first one's message is the answer's. */
function cartRefused(found: CartProblem[]): AppError {
  const problems = [...found].sort((a, b) => a.index - b.index);
  const first = problems[0] as CartProblem;
  const fieldErrors = Object.fromEntries(problems.map((p) => [`cartItems.${p.index}`, [textOf(p.message)]]));
  return new AppError(first.status === 409 ? 'CART_ITEM_UNAVAILABLE' : 'CART_ITEM_INVALID', first.status, first.message, fieldErrors);
}

async function placeOrder(
  tx: Executor,
  buyerId: number,
  input: CheckoutInput,
  context: { phone: string; keyId: number | null; notificationsEnabled: boolean; catalogue: checkoutRepo.CheckoutCatalogue; today: string },
): Promise<BuyerOrder> {
  const { catalogue, today } = context;
  const priced = priceCart(input.cartItems, catalogue.products, catalogue.listings, today, catalogue.holds);
  // A cart that cannot be priced whole is refused with every line's problem, the units of the priced ones included.
  if (priced.problems.length > 0) throw cartRefused([...priced.problems, ...(await availabilityProblems(tx, priced, catalogue.products))]);
  const { cartItems: _cart, ...details } = input;
  const phone = await deliveryPhoneOrMissing(tx, buyerId, details, context.phone);
  const order = { ...orderRowOf(buyerId, details, priced.lines, phone === MISSING ? null : phone), id: catalogue.orderId };
  const placed = events.orderPlacedRecords({
    orderId: order.id,
    buyerId,
    buyerName: input.name,
    totalPaise: order.totalPaise,
    lines: priced.lines.map((l) => ({ ownerId: l.ownerId ?? null, title: l.title, source: l.source })),
  });
  const written = await checkoutRepo.writeCheckout(
    tx,
    order,
    priced.lines.map((line, i) => ({ ...line, index: priced.indexes[i] as number })),
    checkoutPaymentRow({
      orderId: order.id,
      userId: buyerId,
      userName: details.name,
      amountPaise: order.dueNowPaise,
      method: details.paymentMethod,
    }),
    context.keyId,
    { notifications: context.notificationsEnabled ? placed.notes.map(events.notificationRowOf) : [], activity: placed.activity },
  );
  // Units are counted in the writing statement; a line with none free for its dates refuses the whole order (rolled back).
  if (written.short.length > 0) {
    const titles = new Map(priced.lines.map((line, i) => [priced.indexes[i] as number, line.title]));
    throw cartRefused(
      written.short.map((index) => ({ index, status: 409, message: coded(RENT_MSG.notAvailable, titles.get(index) ?? '') })),
    );
  }
  // A web checkout (it names a locality) must end with a phone: refused, and rolled back, once the cart is known good.
  if (phone === MISSING) throw phoneMissing();
  return toBuyerOrder(written.order, written.lines, written.payment);
}

/**
 * The order row of a checkout or an agreed rental: the commitment (`total`) is every line's total (rent for the whole
 * tenure, sale prices) and the refundable deposits; what is paid now is each sale, and each rental's first month and
 * deposit (docs/orders.md, "What is paid when").
 */
function orderRowOf(buyerId: number, details: OrderDetails, lines: NewOrderLine[], phone: string | null) {
  return {
    userId: buyerId,
    name: details.name,
    email: details.email,
    address: details.address,
    city: details.city,
    zip: details.zip,
    phone,
    // The web's checkout names the locality; for the spec's client it is read from the address or its PIN.
    locality: details.locality ?? localityOfAddress(details.address, details.zip)?.name ?? null,
    paymentMethod: details.paymentMethod,
    totalPaise: lines.reduce((sum, l) => sum + l.totalPaise + l.depositPaise, 0),
    dueNowPaise: lines.reduce((sum, l) => sum + dueNowOf(l), 0),
  };
}

/**
 * Writes an agreed rental's order (placeAcceptedRental): its line, and the demo payment of what is due now.
 * Live checkouts and orders.idempotency_key: only the seed's demo orders carry one; live keys are in idempotency_keys.
 */
async function writeOrder(tx: Executor, buyerId: number, details: OrderDetails, lines: NewOrderLine[]) {
  const phone = await deliveryPhone(tx, buyerId, details, await repo.buyerPhone(tx, buyerId));
  const order = await repo.insertOrder(tx, orderRowOf(buyerId, details, lines, phone));
  const lineRows = await repo.insertLines(
    tx,
    lines.map((l) => ({ ...l, orderId: order.id })),
  );
  const payment = await recordCheckoutPayment(tx, {
    orderId: order.id,
    userId: buyerId,
    userName: details.name,
    amountPaise: order.dueNowPaise ?? order.totalPaise,
    method: details.paymentMethod,
  });
  return { order, lines: lineRows, payment };
}

/** What a line costs at checkout: a sale in full, a rental's first month (all units) and its deposit. */
export const dueNowOf = (l: {
  type: 'rent' | 'sale';
  unitPricePaise: number;
  quantity?: number;
  totalPaise: number;
  depositPaise?: number;
}) => (l.type === 'sale' ? l.totalPaise : l.unitPricePaise * (l.quantity ?? 1) + (l.depositPaise ?? 0));

/* ───────────── buyer ───────────── */

export async function listBuyerOrders(db: Db, callerId: number, userId: number, page: number, limit: number) {
  if (callerId !== userId) throw forbidden(ORDER_MSG.notYourOrders);
  const { rows, total } = await repo.listUserOrders(db, userId, page, limit);
  return { items: await buyerOrdersOf(db, rows), total };
}

export async function cancelLine(db: Db, buyerId: number, itemId: number): Promise<BuyerOrderLine> {
  const moved = await db.transaction(async (tx) => {
    const line = await repo.moveLine(tx, itemId, orderItemStatusesMovableTo('cancelled', 'buyer'), 'cancelled', { buyerId });
    if (line) await events.orderLineCancelled(tx, { orderId: line.orderId, title: line.title, buyerId, ownerId: line.ownerId });
    return line;
  });
  if (moved) return toBuyerLine(moved);
  const found = await repo.findLine(db, itemId);
  if (!found) throw notFound(ORDER_MSG.lineNotFound);
  if (found.userId !== buyerId) throw forbidden(ORDER_MSG.notYourOrders);
  throw conflict(ORDER_MSG.notPending);
}

/* ───────────── deciding lines (owner for products, admin for listings) ───────────── */

type Decision = Extract<OrderItemStatus, 'accepted' | 'rejected'>;
const DECIDER: OrderItemActor = 'decider';

async function decide(db: Db, itemId: number, to: Decision, who: { ownerId: number } | { adminId: number | null }): Promise<OwnerOrderRow> {
  const result = await db.transaction(async (tx) => {
    const from = orderItemStatusesMovableTo(to, DECIDER);
    // Accepting takes units: the product's row is locked first, so concurrent accepts of one item count each other.
    if (to === 'accepted') await holdUnits(tx, itemId, 'ownerId' in who ? who.ownerId : null);
    const moved = await repo.moveLine(tx, itemId, from, to, 'ownerId' in who ? { ownerId: who.ownerId } : { source: 'listings' });
    const found = await repo.findLine(tx, itemId);
    if (!moved || !found) {
      if (!found) throw notFound(ORDER_MSG.lineNotFound);
      const line = found.line;
      if ('ownerId' in who) {
        if (line.source === 'listings') throw forbidden(ORDER_MSG.listingLineForAdmin);
        if (line.ownerId !== who.ownerId) throw forbidden(ORDER_MSG.notYourLine);
      } else if (line.source === 'products') {
        throw forbidden(ORDER_MSG.productLineForOwner);
      }
      throw conflict(ORDER_MSG.notPending);
    }
    if (to === 'accepted') {
      await creditOwner(tx, moved);
      await holdDeposit(tx, moved, found.userId);
    }
    await events.orderLineDecided(
      tx,
      { orderId: moved.orderId, title: moved.title, buyerId: found.userId, totalPaise: moved.totalPaise, status: to },
      'ownerId' in who ? { role: 'owner', id: who.ownerId } : { role: 'admin', id: who.adminId },
    );
    return toOwnerRow(moved, found.customerName);
  });
  // An accepted line changes what the catalogue shows as available.
  if (to === 'accepted') await catalogueChanged(db);
  return result;
}

/**
 * Accepting a sale credits the line's owner with its total in the same transaction: no accepted sale without its
 * credit, and no credit twice (the ledger's unique order_item_id and type). A rental's rent is credited as each month
 * begins (docs/renting.md "The money"). Deposits are Kiraya's to hold, never credited.
 */
async function creditOwner(tx: Executor, line: repo.LineRow): Promise<void> {
  // A product's rental is credited month by month from its handover (rent-money.ts), not at acceptance.
  if (line.ownerId === null || line.type === 'rent') return;
  await creditForOrderLine(tx, {
    ownerId: line.ownerId,
    orderItemId: line.id,
    amountPaise: line.totalPaise,
    description: `Order #${line.orderId} · ${line.title}`,
  });
}

/**
 * Before a product line is accepted: locks the product and refuses (409) when its units are not free for the line's
 * period; an accepted sale marks its units sold. Lines that are not the owner's, or not pending, are left to the
 * conditional move, which answers for them.
 */
async function holdUnits(tx: Executor, itemId: number, ownerId: number | null): Promise<void> {
  const found = await repo.findLine(tx, itemId);
  const line = found?.line;
  if (line?.source !== 'products' || line.productId === null || line.status !== 'pending') return;
  if (ownerId !== null && line.ownerId !== ownerId) return;
  const product = await repo.lockProductUnits(tx, line.productId);
  if (!product) return;
  const period = { productId: line.productId, quantity: line.quantity, startDate: line.startDate ?? todayInIndia(), endDate: line.endDate };
  if ((await unitsShort(tx, period, product, line.id)) > 0) throw new AppError('UNITS_TAKEN', 409, RENT_MSG.clash);
  if (line.type === 'sale') await repo.addUnitsSold(tx, line.productId, line.quantity);
}

// The answer is read again after the decision commits, so an accept answers with the address and phone it unlocked.
export const decideAsOwner = async (db: Db, ownerId: number, itemId: number, to: Decision) =>
  withDeliveryDetails(db, await decide(db, itemId, to, { ownerId }));
export const decideAsAdmin = async (db: Db, itemId: number, to: Decision, adminId: number | null = null) =>
  withDeliveryDetails(db, await decide(db, itemId, to, { adminId }));

/* ───────────── rentals agreed outside the cart (rental offers after a visit) ───────────── */

/**
 * Locks a product for a rental decision in the order every writer takes them: its owner (key share, as checkout
 * does before an owner delete can cascade to the product), then the product's row (as accepting a line does). A
 * caller that locks other rows first (a rental offer) calls this before them. Null when the product is gone.
 */
export async function lockProductForRental(tx: Executor, productId: number) {
  await repo.lockOwnersOfProducts(tx, [productId]);
  return repo.lockProductUnits(tx, productId);
}

export interface AgreedRental {
  productId: number;
  monthlyPaise: number;
  depositPaise: number;
  /** Move-in day (YYYY-MM-DD). */
  startDate: string;
  months: number;
}

/**
 * An order of one rent line that is **accepted at once**, because its owner already agreed to the terms (a rental
 * offer the buyer accepts). As `decide` does for a line: the product is locked and its unit must be free over
 * [start, end) (409 "not available for those dates" otherwise, and nothing is written); the rent is credited to the
 * owner month by month from the handover. As checkout does: the order, the delivery phone (a first one is saved to the account) and the
 * demo payment of what is due now — the first month and the deposit. Runs in the caller's transaction; the caller
 * tells the people concerned and calls catalogueChanged() after the commit.
 */
export async function placeAcceptedRental(
  tx: Executor,
  buyerId: number,
  details: CheckoutDetailsInput,
  rental: AgreedRental,
): Promise<{ order: BuyerOrder; line: repo.LineRow }> {
  const units = await lockProductForRental(tx, rental.productId);
  const [product] = await repo.productsForCheckout(tx, [rental.productId]);
  if (!units || !product) throw conflict(coded(ORDER_MSG.unavailable, `Product #${rental.productId}`));
  const endDate = addMonths(rental.startDate, rental.months);
  const period = { productId: rental.productId, quantity: 1, startDate: rental.startDate, endDate };
  if ((await unitsShort(tx, period, units)) > 0) throw new AppError('UNITS_TAKEN', 409, coded(RENT_MSG.notAvailable, product.title));
  const written = await writeOrder(tx, buyerId, details, [
    {
      source: 'products',
      productId: product.id,
      ownerId: product.ownerId,
      title: product.title,
      category: product.category,
      type: 'rent',
      unitPricePaise: rental.monthlyPaise,
      // The item's own monthly rent, for comparison; the agreed rent carries no tenure discount.
      listMonthlyPaise: product.rentMonthlyPaise ?? rental.monthlyPaise,
      discountPercent: 0,
      quantity: 1,
      months: rental.months,
      startDate: rental.startDate,
      endDate,
      deliverySlot: null,
      depositPaise: rental.depositPaise,
      totalPaise: rental.monthlyPaise * rental.months,
      status: 'accepted',
      decidedAt: new Date(),
      stage: FIRST_LINE_STAGE,
      stageAt: new Date(),
    },
  ]);
  const line = written.lines[0] as repo.LineRow;
  await creditOwner(tx, line);
  await holdDeposit(tx, line, buyerId);
  return { order: toBuyerOrder(written.order, written.lines, written.payment), line };
}

/* ───────────── owner lists ───────────── */

export async function listOwnerRequests(
  db: Db,
  callerId: number,
  ownerId: number,
  status: OrderItemStatus | undefined,
  page: number,
  limit: number,
) {
  if (callerId !== ownerId) throw forbidden(ORDER_MSG.notYourLine);
  const { rows, total } = await repo.listOwnerLines(db, ownerId, status, page, limit);
  // The clash the owner sees before accepting: the accept's own rule, for the whole page in one query.
  const clashes = await repo.clashingLines(
    db,
    rows.map((r) => r.line.id),
    todayInIndia(),
  );
  // Reviews (issue 15): what other owners said of each buyer, from the ratings kept on reveal.
  const buyerRatings = await buyerRatingsOfLines(
    db,
    rows.map((r) => r.line.id),
  );
  return {
    items: rows.map((r) => ({
      ...withDelivery(toOwnerRow(r.line, r.customerName, clashes.has(r.line.id)), r.line, r.context),
      buyer_rating: buyerRatings.get(r.line.id) ?? { average: null, count: 0 },
    })),
    total,
  };
}

/** My Orders: the owner's accepted lines — what was actually sold or rented out. */
export async function listOwnerSales(db: Db, ownerId: number, page: number, limit: number) {
  const { rows, total } = await repo.listOwnerLines(db, ownerId, 'accepted', page, limit);
  return { items: rows.map((r) => toMyOrderRow(r.line)), total };
}

/* ───────────── admin ───────────── */

/** Orders whose derived status is `status`, or all of them (the admin dashboard's cards). */
export const countOrders = (db: Db, status?: OrderStatus) => repo.countOrders(db, status);

/** Calendar days in India: orders of Lucknow are dated in IST whatever the server's zone. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

export async function listAllOrders(db: Db, query: AdminOrdersQuery, limit: number) {
  if (query.from && query.to && query.from > query.to) throw badRequest(ORDER_MSG.dateRange, { from: [ORDER_MSG.dateRange] });
  const filter: repo.AdminOrderFilter = {
    status: query.status,
    from: query.from ? istMidnight(query.from) : undefined,
    before: query.to ? new Date(istMidnight(query.to).getTime() + DAY_MS) : undefined,
  };
  const { rows, total } = await repo.listAllOrders(db, filter, query.page, limit);
  const byOrder = groupLines(
    await repo.linesOfOrders(
      db,
      rows.map((o) => o.id),
    ),
  );
  return { items: rows.map((o) => toAdminOrder(o, byOrder.get(o.id) ?? [])), total };
}
