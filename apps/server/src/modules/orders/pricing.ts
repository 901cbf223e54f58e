import {
  addMonths,
  type CheckoutCartLine,
  coded,
  firstStartDate,
  handoverFrom,
  isPropertyCategory,
  lastStartDate,
  ORDER_MSG,
  offerHasRent,
  offerHasSale,
  quoteRent,
  RENT_MSG,
} from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { availabilityOf, type Holds, NO_HOLDS } from '../../lib/availability.js';
import type { Message } from '../../lib/errors.js';
import * as repo from './orders.repository.js';

/** A line priced by the server, ready to insert (everything but its order id). */
export type PricedLine = Omit<repo.NewLineRow, 'orderId'> & { totalPaise: number; depositPaise: number; startDate: string };

export interface PricedCart {
  lines: PricedLine[];
  /** The cart index of each priced line. */
  indexes: number[];
  problems: CartProblem[];
}

export interface CartProblem {
  index: number;
  status: 400 | 409;
  message: Message;
}

/**
 * Prices every cart line from the catalogue, never from what the client sent (docs/orders.md, "Pricing"):
 * - a product rented: the tenure (default the item's minimum) must be at least that minimum; the start date
 *   (default the first day it can be handed over) must fall within RENT_LIMITS.startWithinDays of it; the monthly
 *   rent gets the tenure discount; the deposit is per unit; a property is one unit;
 * - a product bought: its sale price, handed over on the start date;
 * - an ad (listing): rent-only at its price for the months chosen.
 * Collects every line that cannot be ordered, so the cart can flag them all; the first one's message is the answer's.
 */
export function priceCart(
  cart: CheckoutCartLine[],
  productRows: repo.CheckoutProduct[],
  listingRows: repo.CheckoutListing[],
  today: string,
  holds: Map<number, Holds> = new Map(),
): PricedCart {
  const productsById = new Map(productRows.map((p) => [p.id, p]));
  const listingsById = new Map(listingRows.map((l) => [l.id, l]));
  const lines: PricedLine[] = [];
  const indexes: number[] = [];
  const problems: CartProblem[] = [];
  const price = (index: number, line: PricedLine) => {
    lines.push(line);
    indexes.push(index);
  };
  const refuse = (index: number, status: 400 | 409, message: Message) => problems.push({ index, status, message });
  cart.forEach((item, index) => {
    if (item.source === 'listings') {
      const l = listingsById.get(item.product_id);
      if (l?.approvalStatus !== 'approved') {
        refuse(index, 409, coded(ORDER_MSG.unavailable, l?.title ?? item.title ?? `Listing #${item.product_id}`));
        return;
      }
      const start = item.start_date ?? today;
      if (start < today || start > lastStartDate(null, today)) {
        refuse(
          index,
          400,
          start < today ? coded(RENT_MSG.startTooEarly, l.title, today) : coded(RENT_MSG.startTooLate, l.title, lastStartDate(null, today)),
        );
        return;
      }
      price(index, {
        source: 'listings',
        listingId: l.id,
        ownerId: null,
        title: l.title,
        category: l.category,
        type: 'rent',
        unitPricePaise: l.pricePaise,
        listMonthlyPaise: l.pricePaise,
        quantity: 1,
        months: item.months,
        startDate: start,
        endDate: addMonths(start, item.months),
        depositPaise: 0,
        totalPaise: l.pricePaise * item.months,
      });
      return;
    }
    const p = productsById.get(item.product_id);
    if (p?.approvalStatus !== 'approved' || !p.available) {
      refuse(index, 409, coded(ORDER_MSG.unavailable, p?.title ?? item.title ?? `Product #${item.product_id}`));
      return;
    }
    if (p.unitsSold >= p.quantity) {
      refuse(index, 409, coded(RENT_MSG.sold, p.title));
      return;
    }
    const property = isPropertyCategory(p.category);
    if (property && item.quantity > 1) {
      refuse(index, 400, RENT_MSG.propertyOneUnit);
      return;
    }
    // The first day a unit is free: the available-from date, or the end of the first running rental when all are out.
    const first = firstFreeDay(p, holds.get(p.id) ?? NO_HOLDS, today);
    const last = lastStartDate(first, today);
    const start = item.start_date ?? first;
    if (start < first) {
      refuse(index, 400, coded(RENT_MSG.startTooEarly, p.title, first));
      return;
    }
    if (start > last) {
      refuse(index, 400, coded(RENT_MSG.startTooLate, p.title, last));
      return;
    }
    const common = {
      source: 'products' as const,
      productId: p.id,
      ownerId: p.ownerId,
      title: p.title,
      category: p.category,
      quantity: item.quantity,
      startDate: start,
      // Property is moved into, not delivered: no slot.
      deliverySlot: property ? null : (item.delivery_slot ?? null),
    };
    if (item.mode === 'rent') {
      if (!offerHasRent(p.offer) || p.rentMonthlyPaise === null) {
        refuse(index, 400, coded(ORDER_MSG.notForRent, p.title));
        return;
      }
      const months = item.months ?? p.minTenureMonths;
      if (months < p.minTenureMonths) {
        refuse(index, 400, coded(RENT_MSG.belowMinimum, p.title, p.minTenureMonths));
        return;
      }
      const quote = quoteRent(
        { monthly: p.rentMonthlyPaise, deposit: p.depositPaise, discounts: p.tenureDiscounts },
        months,
        item.quantity,
      );
      price(index, {
        ...common,
        type: 'rent',
        unitPricePaise: quote.monthly,
        listMonthlyPaise: quote.listMonthly,
        discountPercent: quote.discountPercent,
        months,
        endDate: addMonths(start, months),
        depositPaise: quote.deposit,
        totalPaise: quote.totalRent,
      });
      return;
    }
    if (!offerHasSale(p.offer) || p.salePricePaise === null) {
      refuse(index, 400, coded(ORDER_MSG.rentOnly, p.title));
      return;
    }
    price(index, {
      ...common,
      type: 'sale',
      unitPricePaise: p.salePricePaise,
      months: null,
      endDate: null,
      depositPaise: 0,
      totalPaise: p.salePricePaise * item.quantity,
    });
  });
  return { lines, indexes, problems };
}

/** The first day a product can be handed over (the item page offers the same, from its `availability`). */
export function firstFreeDay(
  p: { quantity: number; unitsSold: number; availableFrom: string | null; available: boolean },
  holds: Holds,
  today: string,
): string {
  return firstStartDate(handoverFrom(p.availableFrom, availabilityOf(p, holds, today)), today);
}

/**
 * Units the line would need that are not free for its period: sold units are gone for good, accepted rentals hold
 * theirs from start to end (a sale needs a unit free from its handover on). 0 means it fits.
 */
export async function unitsShort(
  tx: Executor,
  line: { productId: number; quantity: number; startDate: string; endDate: string | null },
  product: { quantity: number; unitsSold: number },
  exceptLineId?: number,
): Promise<number> {
  const rented = await repo.unitsRentedDuring(tx, line.productId, { start: line.startDate, end: line.endDate }, exceptLineId);
  return Math.max(0, product.unitsSold + rented + line.quantity - product.quantity);
}

/** The cart lines whose product has no unit free for the chosen dates (checked again, under a lock, on accept). */
export async function availabilityProblems(
  tx: Executor,
  cart: Pick<PricedCart, 'lines' | 'indexes'>,
  productRows: repo.CheckoutProduct[],
): Promise<CartProblem[]> {
  const productsById = new Map(productRows.map((p) => [p.id, p]));
  const problems: CartProblem[] = [];
  for (const [i, line] of cart.lines.entries()) {
    const product = line.productId ? productsById.get(line.productId) : undefined;
    if (!product || !line.productId) continue;
    const short = await unitsShort(
      tx,
      { productId: line.productId, quantity: line.quantity ?? 1, startDate: line.startDate, endDate: line.endDate ?? null },
      product,
    );
    if (short > 0) problems.push({ index: cart.indexes[i] as number, status: 409, message: coded(RENT_MSG.notAvailable, line.title) });
  }
  return problems;
}
