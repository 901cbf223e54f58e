import {
  type AcceptOfferResponse,
  type CheckoutDetailsInput,
  canMoveVisit,
  coded,
  isPropertyCategory,
  lastMoveInDay,
  normaliseIndianMobile,
  offerQuote,
  type RentalOfferInput,
  type RentalOfferView,
  slotInWindow,
  todayInIndia,
  VISIT_ACTIONS,
  VISIT_MSG,
  VISIT_STATUS_LABELS,
  type VisitAction,
  type VisitProposeInput,
  type VisitRequestInput,
  type VisitSlot,
  type VisitStatus,
  type VisitView,
} from '@kiraya/contract';
import type { SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { isSerializationFailure, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { imageUrl } from '../../lib/images.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import * as events from '../events/events.service.js';
import { lockActiveBuyer, lockProductForRental, placeAcceptedRental } from '../orders/orders.service.js';
import * as repo from './visits.repository.js';

/**
 * Visits to a property and the rental offers that follow (docs/renting.md "Visits and rental offers"). Who may move a
 * visit, and from where, is the contract's VISIT_ACTIONS; every move is one conditional UPDATE in a REPEATABLE READ
 * transaction, so of two moves that overlap one wins and the other gets 409, whatever the two are.
 */

/* ───────────── views ───────────── */

/** A party's phone as the other side may call it: 10 digits when it reads as a mobile, as typed otherwise, '' → null. */
const phoneOf = (phone: string | null): string | null =>
  phone === null || phone.trim() === '' ? null : (normaliseIndianMobile(phone) ?? phone.trim());

export function toOfferView({ offer: o, orderId }: repo.OfferRow): RentalOfferView {
  const quote = offerQuote(o);
  return {
    id: o.id,
    visit_id: o.visitId,
    monthly_rent: paiseToRupees(o.monthlyPaise),
    deposit: paiseToRupees(o.depositPaise),
    move_in: o.moveIn,
    months: o.months,
    end_date: quote.endDate,
    total_rent: paiseToRupees(quote.totalRentPaise),
    due_now: paiseToRupees(quote.dueNowPaise),
    note: o.note,
    status: o.status,
    order_id: orderId,
    created_at: o.createdAt.toISOString(),
  };
}

const slotOr = (date: string | null, time: string | null): VisitSlot | null => (date !== null && time !== null ? { date, time } : null);

export function toVisitView(r: repo.VisitRow, offers: repo.OfferRow[]): VisitView {
  const v = r.visit;
  // The repository already withholds the phones; this is the second check of the same rule.
  const shown = v.status === 'confirmed' || offers.some((o) => o.offer.status === 'accepted');
  const proposal = slotOr(v.proposedDate, v.proposedTime);
  return {
    id: v.id,
    status: v.status,
    product: { id: v.productId, title: r.title, image: imageUrl(r.image, 'card'), location: r.location || null },
    buyer: { id: v.userId, name: r.buyerName, phone: shown ? phoneOf(r.buyerPhone) : null },
    owner: { id: v.ownerId, name: r.ownerName, phone: shown ? phoneOf(r.ownerPhone) : null },
    slots: v.slots.map((s) => ({ date: s.date, time: s.time })),
    message: v.message,
    // As the contract says: the agreed time, or while rescheduled the owner's proposal that waits for the buyer.
    scheduled: v.status === 'rescheduled' ? proposal : slotOr(v.scheduledDate, v.scheduledTime),
    proposed: proposal,
    owner_note: v.ownerNote,
    offers: offers.map(toOfferView),
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

async function viewsOf(db: Executor, rows: repo.VisitRow[]): Promise<VisitView[]> {
  const offers = await repo.offersOfVisits(
    db,
    rows.map((r) => r.visit.id),
  );
  const byVisit = new Map<number, repo.OfferRow[]>();
  for (const o of offers) byVisit.set(o.offer.visitId, [...(byVisit.get(o.offer.visitId) ?? []), o]);
  return rows.map((r) => toVisitView(r, byVisit.get(r.visit.id) ?? []));
}

async function viewOf(db: Executor, visitId: number): Promise<VisitView> {
  const row = await repo.findVisitRow(db, visitId);
  if (!row) throw notFound(VISIT_MSG.notFound);
  return (await viewsOf(db, [row]))[0] as VisitView;
}

const partiesOf = (v: VisitView): events.VisitParties => ({
  title: v.product.title,
  buyerId: v.buyer.id as number,
  buyerName: v.buyer.name,
  ownerId: v.owner.id as number,
  ownerName: v.owner.name,
});

/* ───────────── lists ───────────── */

export async function listVisits(db: Db, side: repo.Side, status: VisitStatus | undefined, page: number, limit: number) {
  const { rows, total } = await repo.listVisits(db, side, status, page, limit);
  return { items: await viewsOf(db, rows), total };
}

/* ───────────── asking for a visit ───────────── */

/** Which of the times fall outside the window a visit may be asked for, as field errors (`slots.1`). */
function slotProblems(slots: readonly VisitSlot[], today: string): Record<string, string[]> {
  const message = VISIT_MSG.slotWindow(today);
  return Object.fromEntries(slots.flatMap((s, i) => (slotInWindow(s, today) ? [] : [[`slots.${i}`, [message]]])));
}

/**
 * A buyer asks to see a property at one to three times. The partial unique index on open visits, not a read before
 * the insert, refuses a second open visit of the same buyer and property (409), so two requests at once make one.
 * `today` is India's (the seed passes the day it seeds for).
 */
export async function requestVisit(db: Db, buyerId: number, input: VisitRequestInput, today = todayInIndia()): Promise<VisitView> {
  try {
    return await db.transaction(async (tx) => {
      await lockActiveBuyer(tx, buyerId);
      const product = await repo.productForVisit(tx, input.product_id);
      if (product?.approvalStatus !== 'approved') throw notFound(VISIT_MSG.productNotFound);
      if (!isPropertyCategory(product.category)) throw badRequest(VISIT_MSG.propertyOnly, { product_id: [VISIT_MSG.propertyOnly] });
      const problems = slotProblems(input.slots, today);
      if (Object.keys(problems).length > 0) throw badRequest(coded(VISIT_MSG.slotWindow, today), problems);
      const visit = await repo.insertVisit(tx, {
        productId: product.id,
        userId: buyerId,
        ownerId: product.ownerId,
        slots: input.slots.map((s) => ({ date: s.date, time: s.time })),
        message: input.message ?? null,
      });
      const view = await viewOf(tx, visit.id);
      await events.visitRequested(tx, partiesOf(view), view.slots, view.message);
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VISIT_ALREADY_OPEN', 409, VISIT_MSG.alreadyOpen);
    throw error;
  }
}

/* ───────────── moving a visit ───────────── */

interface Move {
  action: VisitAction;
  /** What the move writes besides the status. */
  change: repo.VisitChange;
  /** A further condition of the UPDATE (confirm: the chosen time exists). */
  guard?: SQL;
  /** Why the move found nothing when the visit is the caller's and in a status it may leave (confirm: the index). */
  otherwise?: () => AppError;
  /** Decline and cancel withdraw the offer waiting for the buyer. */
  withdrawOffers?: boolean;
  /** The notification and activity of the move, in its transaction. */
  tell: (tx: Executor, view: VisitView) => Promise<void>;
}

const sideOf = (action: VisitAction, callerId: number): repo.Side =>
  VISIT_ACTIONS[action].by === 'owner' ? { ownerId: callerId } : { userId: callerId };

const cannotMove = (status: VisitStatus) =>
  new AppError('VISIT_STATUS_CHANGED', 409, coded(VISIT_MSG.cannotMove, VISIT_STATUS_LABELS[status]));

/** Why a move changed nothing: someone else's visit or none (404, never telling which), its status (409), or `otherwise`. */
async function refusal(db: Executor, visitId: number, callerId: number, move: Move): Promise<AppError> {
  const visit = await repo.findVisit(db, visitId);
  const by = VISIT_ACTIONS[move.action].by;
  if (!visit || (by === 'owner' ? visit.ownerId : visit.userId) !== callerId) return notFound(VISIT_MSG.notFound);
  if (!canMoveVisit(visit.status, move.action, by)) return cannotMove(visit.status);
  return move.otherwise?.() ?? cannotMove(visit.status);
}

/**
 * One move: a conditional UPDATE (the caller's visit, in a status the action may leave), then what goes with it, in
 * one REPEATABLE READ transaction. A move whose row was changed by a transaction that committed after this one began
 * fails (40001) instead of acting on a status its caller never saw: a confirm and a decline that overlap end with one
 * 200 and one 409, not a visit confirmed and then declined. (Sent together but not overlapping, the decline may follow
 * the confirm: VISIT_ACTIONS lets a confirmed visit be declined.)
 */
async function moveVisit(db: Db, callerId: number, visitId: number, move: Move): Promise<VisitView> {
  const { from, to } = VISIT_ACTIONS[move.action];
  try {
    return await db.transaction(
      async (tx) => {
        const moved = await repo.moveVisit(tx, visitId, sideOf(move.action, callerId), from, to, move.change, move.guard);
        if (!moved) throw await refusal(tx, visitId, callerId, move);
        if (move.withdrawOffers) await repo.withdrawOpenOffers(tx, visitId);
        const view = await viewOf(tx, visitId);
        await move.tell(tx, view);
        return view;
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (!isSerializationFailure(error)) throw error;
    const now = await repo.findVisit(db, visitId);
    throw now ? cannotMove(now.status) : notFound(VISIT_MSG.notFound);
  }
}

const agreed = (view: VisitView): VisitSlot => view.scheduled as VisitSlot;

/** The owner picks one of the buyer's times (0-based index); an index past them is a 400. */
export const confirmVisit = (db: Db, ownerId: number, visitId: number, slot: number) =>
  moveVisit(db, ownerId, visitId, {
    action: 'confirm',
    change: {
      scheduledDate: repo.slotDate(slot),
      scheduledTime: repo.slotTime(slot),
      proposedDate: null,
      proposedTime: null,
    },
    guard: repo.hasSlot(slot),
    otherwise: () => badRequest(VISIT_MSG.slotIndex, { slot: [VISIT_MSG.slotIndex] }),
    tell: (tx, view) => events.visitConfirmed(tx, partiesOf(view), agreed(view)),
  });

/** The owner proposes another time (in the same window as the buyer's); the agreed time, if any, no longer holds. */
export function proposeVisitTime(db: Db, ownerId: number, visitId: number, input: VisitProposeInput, today = todayInIndia()) {
  const slot = { date: input.date, time: input.time };
  if (!slotInWindow(slot, today)) throw badRequest(coded(VISIT_MSG.slotWindow, today), { date: [VISIT_MSG.slotWindow(today)] });
  const note = input.note ?? null;
  return moveVisit(db, ownerId, visitId, {
    action: 'propose',
    change: { proposedDate: slot.date, proposedTime: slot.time, scheduledDate: null, scheduledTime: null, ownerNote: note },
    tell: (tx, view) => events.visitRescheduled(tx, partiesOf(view), slot, note),
  });
}

export function declineVisit(db: Db, ownerId: number, visitId: number, note: string | undefined) {
  return moveVisit(db, ownerId, visitId, {
    action: 'decline',
    change: { ownerNote: note ?? null },
    withdrawOffers: true,
    tell: (tx, view) => events.visitDeclined(tx, partiesOf(view), note ?? null),
  });
}

/** The buyer takes the owner's proposal: it becomes the agreed time. */
export const acceptVisitTime = (db: Db, buyerId: number, visitId: number) =>
  moveVisit(db, buyerId, visitId, {
    action: 'accept_time',
    change: { scheduledDate: repo.proposed.date, scheduledTime: repo.proposed.time, proposedDate: null, proposedTime: null },
    tell: (tx, view) => events.visitTimeAccepted(tx, partiesOf(view), agreed(view)),
  });

/** The buyer calls the visit off; the note goes to the owner's notification. */
export function cancelVisit(db: Db, buyerId: number, visitId: number, note: string | undefined) {
  return moveVisit(db, buyerId, visitId, {
    action: 'cancel',
    change: {},
    withdrawOffers: true,
    tell: (tx, view) => events.visitCancelled(tx, partiesOf(view), note ?? null),
  });
}

/* ───────────── rental offers ───────────── */

const offerNotOpen = () => new AppError('OFFER_NOT_OPEN', 409, VISIT_MSG.offerNotOpen);
const termsOf = (o: repo.OfferRecord): events.OfferTerms => ({
  monthlyPaise: o.monthlyPaise,
  depositPaise: o.depositPaise,
  moveIn: o.moveIn,
  months: o.months,
});

/**
 * The owner's offer after a confirmed visit. Claiming the visit writes its row, so a cancel or decline that overlaps
 * fails rather than leaving an offer on a closed visit; the offer waiting before, if any, is withdrawn in the same
 * transaction (the partial unique index allows one).
 */
export async function sendOffer(
  db: Db,
  ownerId: number,
  visitId: number,
  input: RentalOfferInput,
  today = todayInIndia(),
): Promise<RentalOfferView> {
  if (input.move_in < today || input.move_in > lastMoveInDay(today))
    throw badRequest(coded(VISIT_MSG.moveIn, today), { move_in: [VISIT_MSG.moveIn(today)] });
  return db.transaction(async (tx) => {
    const visit = await repo.claimConfirmedVisit(tx, visitId, ownerId);
    if (!visit) {
      const found = await repo.findVisit(tx, visitId);
      if (found?.ownerId !== ownerId) throw notFound(VISIT_MSG.notFound);
      throw new AppError('OFFER_NEEDS_CONFIRMED_VISIT', 409, VISIT_MSG.offerNeedsConfirmed);
    }
    const replaced = await repo.withdrawOpenOffers(tx, visitId);
    const offer = await repo.insertOffer(tx, {
      visitId,
      productId: visit.productId,
      userId: visit.userId,
      ownerId,
      monthlyPaise: rupeesToPaise(input.monthly_rent),
      depositPaise: rupeesToPaise(input.deposit),
      moveIn: input.move_in,
      months: input.months,
      note: input.note ?? null,
    });
    await events.offerSent(tx, partiesOf(await viewOf(tx, visitId)), termsOf(offer), replaced.length > 0);
    return toOfferView({ offer, orderId: null });
  });
}

/** The owner takes back an offer, or the buyer turns it down: only while it waits ('sent'); someone else's is a 404. */
async function closeOffer(db: Db, offerId: number, side: repo.Side, to: 'withdrawn' | 'declined'): Promise<RentalOfferView> {
  return db.transaction(async (tx) => {
    const moved = await repo.moveOffer(tx, offerId, side, to);
    if (!moved) {
      const found = await repo.findOffer(tx, offerId);
      const mine = found && ('userId' in side ? found.userId === side.userId : found.ownerId === side.ownerId);
      throw mine ? offerNotOpen() : notFound(VISIT_MSG.offerNotFound);
    }
    const parties = partiesOf(await viewOf(tx, moved.visitId));
    await (to === 'withdrawn' ? events.offerWithdrawn(tx, parties) : events.offerDeclined(tx, parties));
    return toOfferView({ offer: moved, orderId: null });
  });
}

export const withdrawOffer = (db: Db, ownerId: number, offerId: number) => closeOffer(db, offerId, { ownerId }, 'withdrawn');
export const declineOffer = (db: Db, buyerId: number, offerId: number) => closeOffer(db, offerId, { userId: buyerId }, 'declined');

/**
 * The buyer accepts an offer: in one transaction, an order of one rent line accepted at once (the owner agreed by
 * offering), its payment of the first month and the deposit, the owner's credit, and the offer marked accepted with
 * its line. Locks are taken in the order every rental decision takes them — buyer, the flat's owner and the flat
 * (orders' lockProductForRental), then the offer — so two accepts of one offer make one order, and one for dates the
 * flat is already rented for is a 409 with nothing written.
 */
export async function acceptOffer(
  db: Db,
  buyerId: number,
  offerId: number,
  details: CheckoutDetailsInput,
  today = todayInIndia(),
): Promise<AcceptOfferResponse> {
  const result = await db.transaction(async (tx) => {
    await lockActiveBuyer(tx, buyerId);
    const found = await repo.findOffer(tx, offerId);
    if (found?.userId !== buyerId) throw notFound(VISIT_MSG.offerNotFound);
    await lockProductForRental(tx, found.productId);
    const offer = await repo.moveOffer(tx, offerId, { userId: buyerId }, 'accepted');
    if (!offer) throw offerNotOpen();
    if (offer.moveIn < today) throw new AppError('OFFER_EXPIRED', 409, VISIT_MSG.offerExpired);
    const { order, line } = await placeAcceptedRental(tx, buyerId, details, {
      productId: offer.productId,
      monthlyPaise: offer.monthlyPaise,
      depositPaise: offer.depositPaise,
      startDate: offer.moveIn,
      months: offer.months,
    });
    const accepted = await repo.setOfferOrderItem(tx, offer.id, line.id);
    const view = await viewOf(tx, offer.visitId);
    await events.offerAccepted(tx, partiesOf(view), termsOf(accepted), {
      orderId: order.order_id,
      dueNowPaise: rupeesToPaise(order.due_now),
    });
    return { order, offer: toOfferView({ offer: accepted, orderId: order.order_id }) };
  });
  // The flat is now rented for those dates: what the catalogue shows as available changed.
  await catalogueChanged(db);
  return result;
}
