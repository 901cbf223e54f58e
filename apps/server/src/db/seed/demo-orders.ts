/**
 * A few weeks of activity for the demo accounts: the buyer's orders, the owners' decisions (credits in their
 * wallets, a refusal, requests still waiting), one cancelled line and one withdrawal the admin has yet to process.
 * Everything goes through the services, so prices, lines, payments and ledger rows are exactly what the app makes;
 * only the dates are moved back afterwards, because the services stamp the present moment.
 */
import { addMonths, type CheckoutCartLine, DAY_MS, type PaymentMethod, todayInIndia } from '@kiraya/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import { cancelLine, checkout, decideAsOwner } from '../../modules/orders/orders.service.js';
import { creditRentMonths } from '../../modules/orders/rent-money.js';
import { requestWithdrawal } from '../../modules/wallet/wallet.service.js';
import type { Db } from '../client.js';
import { listings, orderItems, orders, payments, products, walletTransactions } from '../schema/index.js';

type Outcome = 'accepted' | 'rejected' | 'cancelled';

interface DemoLine {
  /** The seeded item's picture key (`seed/p-…` product, `seed/l-…` listing). */
  item: string;
  /** Months of rent; a product line without it is bought. Listings are always rented. */
  months?: number;
  quantity?: number;
  /** What happened to the line and how long after the order (pending when absent). */
  outcome?: { to: Outcome; hoursLater: number };
}

interface DemoOrder {
  /** Idempotency key of the checkout; `seed/…` marks the demo orders. */
  key: string;
  /** How long before the seed time it was placed (fractions give other times of day). */
  daysAgo: number;
  paymentMethod: PaymentMethod;
  address: string;
  zip: string;
  lines: DemoLine[];
}

const HOME = { address: 'C-2/118, Sector C, Aliganj', zip: '226024' };

/**
 * Owners: `seed/p-008`, `p-053`, `p-032`, `p-065` are owner@kiraya.in's; `p-003`, `p-027`, `p-051`, `p-033` are
 * owner2@kiraya.in's (catalogue.ts: every third product is the second owner's). Each item is older than its order.
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'seed/order-1',
    daysAgo: 24.1,
    paymentMethod: 'card',
    ...HOME,
    lines: [
      { item: 'seed/p-008', months: 6, outcome: { to: 'accepted', hoursLater: 5 } },
      { item: 'seed/p-003', outcome: { to: 'accepted', hoursLater: 20 } },
    ],
  },
  {
    key: 'seed/order-2',
    daysAgo: 14.8,
    paymentMethod: 'upi',
    ...HOME,
    lines: [
      { item: 'seed/p-053', outcome: { to: 'accepted', hoursLater: 9 } },
      // Already booked for that wedding date.
      { item: 'seed/p-027', months: 1, outcome: { to: 'rejected', hoursLater: 26 } },
      { item: 'seed/l-012', months: 1 },
    ],
  },
  {
    key: 'seed/order-3',
    daysAgo: 6.3,
    paymentMethod: 'cod',
    address: '4/212, Vivek Khand, Gomti Nagar',
    zip: '226010',
    lines: [
      { item: 'seed/p-032', months: 3 },
      { item: 'seed/p-051', months: 1 },
    ],
  },
  {
    key: 'seed/order-4',
    daysAgo: 2.2,
    paymentMethod: 'card',
    ...HOME,
    lines: [{ item: 'seed/p-065' }, { item: 'seed/p-033', months: 1, outcome: { to: 'cancelled', hoursLater: 19 } }],
  },
];

/** owner@kiraya.in asks for part of its credits; the request waits for the admin. */
const DEMO_WITHDRAWAL = { ownerIndex: 0, amountRupees: 1000, daysAgo: 3.6 } as const;

const isListing = (item: string) => item.startsWith('seed/l-');
const SEED_ORDER_PATTERN = 'seed/%';
const HOUR_MS = 60 * 60 * 1000;

export interface DemoOrdersContext {
  now: Date;
  buyer: { id: number; name: string; email: string };
  ownerIds: [number, number];
}

/** Places the demo orders once: they are written together in the seed's transaction, so one present means all. */
export async function ensureDemoOrders(tx: Db, ctx: DemoOrdersContext): Promise<number> {
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, ctx.buyer.id), like(orders.idempotencyKey, SEED_ORDER_PATTERN)))
    .limit(1);
  if (existing) return 0;

  const keys = DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.item));
  const productRows = await tx
    .select({ id: products.id, key: products.image, ownerId: products.ownerId })
    .from(products)
    .where(inArray(products.image, keys));
  const listingRows = await tx.select({ id: listings.id, key: listings.image }).from(listings).where(inArray(listings.image, keys));
  // An item deleted since the catalogue was seeded: no demo orders rather than a failed seed.
  if (productRows.length + listingRows.length < new Set(keys).size) return 0;
  const itemOf = (item: string) => {
    const row = (isListing(item) ? listingRows : productRows).find((r) => r.key === item);
    if (!row) throw new Error(`demo order item ${item} is missing`);
    return row;
  };
  const at = (daysAgo: number, hoursLater = 0) => new Date(ctx.now.getTime() - daysAgo * DAY_MS + hoursLater * HOUR_MS);

  for (const demo of DEMO_ORDERS) {
    const cartItems: CheckoutCartLine[] = demo.lines.map((l) =>
      isListing(l.item)
        ? { source: 'listings', product_id: itemOf(l.item).id, months: l.months ?? 1 }
        : {
            source: 'products',
            product_id: itemOf(l.item).id,
            mode: l.months ? 'rent' : 'buy',
            quantity: l.quantity ?? 1,
            months: l.months,
          },
    );
    const { order } = await checkout(tx, ctx.buyer.id, {
      name: ctx.buyer.name,
      email: ctx.buyer.email,
      address: demo.address,
      city: 'Lucknow',
      zip: demo.zip,
      paymentMethod: demo.paymentMethod,
      cartItems,
    });
    const placedAt = at(demo.daysAgo);
    // The seed's own mark (live checkouts keep their keys in idempotency_keys instead).
    await tx.update(orders).set({ createdAt: placedAt, idempotencyKey: demo.key }).where(eq(orders.id, order.order_id));
    // Handed over on the day it was placed (India time); a rental runs its months from there.
    const startDate = todayInIndia(placedAt);
    for (const line of order.cart_items) {
      await tx
        .update(orderItems)
        .set({ createdAt: placedAt, startDate, endDate: line.months === null ? null : addMonths(startDate, line.months) })
        .where(eq(orderItems.id, line.item_id));
    }
    await tx.update(payments).set({ createdAt: placedAt, updatedAt: placedAt }).where(eq(payments.orderId, order.order_id));

    for (const line of demo.lines) {
      if (!line.outcome) continue;
      const item = itemOf(line.item);
      const source = isListing(line.item) ? 'listings' : 'products';
      const itemId = order.cart_items.find((c) => c.source === source && c.product_id === item.id)?.item_id;
      if (itemId === undefined) throw new Error(`demo order ${demo.key} has no line for ${line.item}`);
      if (line.outcome.to === 'cancelled') {
        await cancelLine(tx, ctx.buyer.id, itemId);
      } else {
        const ownerId = productRows.find((r) => r.key === line.item)?.ownerId;
        if (ownerId === undefined) throw new Error(`demo line ${line.item} is not an owner's product`);
        await decideAsOwner(tx, ownerId, itemId, line.outcome.to);
      }
      const decidedAt = at(demo.daysAgo, line.outcome.hoursLater);
      await tx.update(orderItems).set({ decidedAt }).where(eq(orderItems.id, itemId));
      // An accepted rental was handed over that day: it runs, and its first month is the owner's (rent money).
      if (line.outcome.to === 'accepted' && line.months && !isListing(line.item)) {
        await tx.update(orderItems).set({ stage: 'active', stageAt: decidedAt }).where(eq(orderItems.id, itemId));
        await creditRentMonths(tx, itemId, ctx.now);
      }
      // The owner's credit is written with the accept (a rental's with its handover).
      await tx.update(walletTransactions).set({ createdAt: decidedAt }).where(eq(walletTransactions.orderItemId, itemId));
    }
  }

  const { value: withdrawal } = await requestWithdrawal(tx, ctx.ownerIds[DEMO_WITHDRAWAL.ownerIndex], {
    amount: DEMO_WITHDRAWAL.amountRupees,
  });
  const requestedAt = at(DEMO_WITHDRAWAL.daysAgo);
  await tx.update(payments).set({ createdAt: requestedAt, updatedAt: requestedAt }).where(eq(payments.id, withdrawal.payment.id));
  await tx.update(walletTransactions).set({ createdAt: requestedAt }).where(eq(walletTransactions.id, withdrawal.transaction.id));
  return DEMO_ORDERS.length;
}
