import { formatDay, formatVisitSlot, type MessageParams, type NoticeCode, type VisitSlot } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { publishLive } from '../../db/events.js';
import { formatRupees } from '../../lib/money.js';
import { inboxOfRow, inboxStream, toNotification } from '../notifications/notification-view.js';
import type { NotificationRow } from '../notifications/notifications.repository.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './events.repository.js';

/**
 * What happened on Kiraya, told to the people it concerns (notifications) and kept for the admin
 * dashboard (activity log). Services call these inside the transaction of the change they describe, so
 * a rolled-back change leaves no notification or activity behind. Notifications respect the admin
 * setting notificationsEnabled; the activity log is always kept.
 */

export type NotificationType = 'success' | 'warning' | 'error' | 'info';
/** A buyer or an owner by id; 'admin' reaches every admin. */
export type Recipient = { role: 'user' | 'owner'; id: number } | { role: 'admin' };
export type Actor = { role: 'user' | 'owner' | 'admin'; id: number | null; name?: string } | { role: 'system' };

export interface NewNotification {
  to: Recipient;
  /** English, as the spec's client shows it. */
  title: string;
  message: string;
  /** What it says and its values, for the web to say it in the reader's language (`notices` area). */
  code: NoticeCode;
  params: MessageParams;
  type: NotificationType;
}

export async function notify(db: Executor, notes: readonly NewNotification[]): Promise<void> {
  if (notes.length === 0 || !(await readSettings(db)).notificationsEnabled) return;
  await publishNotifications(db, await repo.insertNotifications(db, notes.map(notificationRowOf)));
}

/** The row of a notification, for a caller that inserts it with its own writes (checkout). */
export const notificationRowOf = (n: NewNotification): repo.NotificationInsert => ({
  recipientRole: n.to.role,
  recipientId: n.to.role === 'admin' ? null : n.to.id,
  title: n.title,
  message: n.message,
  code: n.code,
  params: n.params,
  type: n.type,
});

/** Each inbox's open streams, in every process, hear of these inserted notifications when the transaction commits. */
export async function publishNotifications(db: Executor, rows: readonly NotificationRow[]): Promise<void> {
  await publishLive(
    db,
    rows.map((row) => ({ ...inboxStream(inboxOfRow(row)), kind: 'notification', payload: toNotification(row) })),
  );
}

/** One line of the admin dashboard's Recent Activities; `action` is a stable key (e.g. 'order.placed') for filters and tests. */
export async function recordActivity(db: Executor, actor: Actor, action: string, summary: string): Promise<void> {
  await repo.insertActivity(db, activityRowOf(actor, action, summary));
}

/** The row of an activity line, for a caller that inserts it with its own writes (checkout). */
export const activityRowOf = (actor: Actor, action: string, summary: string): repo.ActivityInsert => ({
  actorRole: actor.role,
  actorId: actor.role === 'system' ? null : actor.id,
  action,
  summary,
});

const quoted = (title: string) => `“${title}”`;
const itemNoun = (source: 'products' | 'listings') => (source === 'products' ? 'product' : 'ad');

/* ───────────── orders ───────────── */

export interface PlacedOrder {
  orderId: number;
  buyerId: number;
  buyerName: string;
  totalPaise: number;
  lines: readonly { ownerId: number | null; title: string; source: 'products' | 'listings' }[];
}

/**
 * What a placed order tells: the buyer, each owner of its products and, for ads, the admins; and the activity line.
 * Checkout writes them with the order in one statement (orders/checkout.repository.ts); orderPlaced writes them alone.
 */
export function orderPlacedRecords(order: PlacedOrder): { notes: NewNotification[]; activity: repo.ActivityInsert } {
  const notes: NewNotification[] = [
    {
      to: { role: 'user', id: order.buyerId },
      title: `Order #${order.orderId} placed`,
      message: `Your order of ${formatRupees(order.totalPaise)} was placed. Each item is now accepted or rejected by its owner.`,
      code: 'ORDER_PLACED',
      params: { order: order.orderId, total: formatRupees(order.totalPaise) },
      type: 'success',
    },
  ];
  const byOwner = new Map<number, string[]>();
  for (const line of order.lines) {
    if (line.ownerId !== null) byOwner.set(line.ownerId, [...(byOwner.get(line.ownerId) ?? []), line.title]);
  }
  for (const [ownerId, titles] of byOwner) {
    notes.push({
      to: { role: 'owner', id: ownerId },
      title: 'New order request',
      message: `${order.buyerName} ordered ${titles.map(quoted).join(', ')} (order #${order.orderId}). Accept or reject it in Order Requests.`,
      code: 'ORDER_REQUEST',
      params: { buyer: order.buyerName, titles: titles.map(quoted).join(', '), order: order.orderId },
      type: 'info',
    });
  }
  const ads = order.lines.filter((l) => l.source === 'listings');
  if (ads.length > 0) {
    notes.push({
      to: { role: 'admin' },
      title: 'New order for an ad',
      message: `Order #${order.orderId} includes ${ads.map((l) => quoted(l.title)).join(', ')}, which an admin accepts or rejects.`,
      code: 'ORDER_FOR_AD',
      params: { order: order.orderId, titles: ads.map((l) => quoted(l.title)).join(', ') },
      type: 'info',
    });
  }
  const activity = activityRowOf(
    { role: 'user', id: order.buyerId },
    'order.placed',
    `${order.buyerName} placed order #${order.orderId} (${formatRupees(order.totalPaise)}, ${order.lines.length} item${order.lines.length === 1 ? '' : 's'}).`,
  );
  return { notes, activity };
}

export async function orderPlaced(db: Executor, order: PlacedOrder): Promise<void> {
  const { notes, activity } = orderPlacedRecords(order);
  await notify(db, notes);
  await repo.insertActivity(db, activity);
}

export async function orderLineDecided(
  db: Executor,
  line: { orderId: number; title: string; buyerId: number; totalPaise: number; status: 'accepted' | 'rejected' },
  by: { role: 'owner'; id: number } | { role: 'admin'; id: number | null },
): Promise<void> {
  const accepted = line.status === 'accepted';
  await notify(db, [
    {
      to: { role: 'user', id: line.buyerId },
      title: accepted ? 'Order item accepted' : 'Order item rejected',
      message: accepted
        ? `${quoted(line.title)} in order #${line.orderId} was accepted.`
        : `${quoted(line.title)} in order #${line.orderId} was rejected. You are not charged for it.`,
      code: accepted ? 'ORDER_LINE_ACCEPTED' : 'ORDER_LINE_REJECTED',
      params: { title: line.title, order: line.orderId },
      type: accepted ? 'success' : 'error',
    },
  ]);
  const who = by.role === 'owner' ? await repo.nameOf(db, 'owner', by.id) : 'An admin';
  await recordActivity(
    db,
    by,
    accepted ? 'order.line_accepted' : 'order.line_rejected',
    `${who} ${line.status} ${quoted(line.title)} in order #${line.orderId}${accepted ? ` (${formatRupees(line.totalPaise)})` : ''}.`,
  );
}

export async function orderLineCancelled(
  db: Executor,
  line: { orderId: number; title: string; buyerId: number; ownerId: number | null },
): Promise<void> {
  await notify(
    db,
    line.ownerId === null
      ? []
      : [
          {
            to: { role: 'owner', id: line.ownerId },
            title: 'Order request cancelled',
            message: `The buyer cancelled ${quoted(line.title)} in order #${line.orderId}.`,
            code: 'ORDER_LINE_CANCELLED',
            params: { title: line.title, order: line.orderId },
            type: 'warning',
          },
        ],
  );
  await recordActivity(
    db,
    { role: 'user', id: line.buyerId },
    'order.line_cancelled',
    `A buyer cancelled ${quoted(line.title)} in order #${line.orderId}.`,
  );
}

/* ───────────── visits and rental offers ───────────── */

/** Who and what a visit is about, as its notifications name them. */
export interface VisitParties {
  title: string;
  buyerId: number;
  buyerName: string;
  ownerId: number;
  ownerName: string;
}

/** The terms of a rental offer, in paise. */
export interface OfferTerms {
  monthlyPaise: number;
  depositPaise: number;
  moveIn: string;
  months: number;
}

const withNote = (note: string | null | undefined) => (note ? `: “${note}”` : '.');
const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;
/** A visit time as params carry it (`2027-01-31 10:00`): the web writes the day its language's way. */
const slotParam = (slot: VisitSlot) => `${slot.date} ${slot.time}`;
const noteParam = (note: string | null | undefined) => (note ? `: “${note}”` : '');
const termsParams = (o: OfferTerms) => ({
  monthly: formatRupees(o.monthlyPaise),
  deposit: formatRupees(o.depositPaise),
  months: o.months,
  moveIn: o.moveIn,
});
const termsText = (o: OfferTerms) =>
  `${formatRupees(o.monthlyPaise)}/month and a ${formatRupees(o.depositPaise)} deposit, for ${monthsText(o.months)} from ${formatDay(o.moveIn)}`;

/**
 * Every text of the visit events, in one place so they can be translated together: `title` and `message` of each
 * notification, and the activity line (`log`).
 */
export const VISIT_EVENT_TEXT = {
  requested: (v: VisitParties, slots: readonly VisitSlot[], message: string | null) => ({
    code: 'VISIT_REQUESTED' as const,
    params: { buyer: v.buyerName, title: v.title, slots: slots.map(slotParam).join(', '), note: message ? ` “${message}”` : '' },
    title: 'New visit request',
    message: `${v.buyerName} would like to visit ${quoted(v.title)}: ${slots.map(formatVisitSlot).join(', or ')}${
      message ? `. “${message}”` : '.'
    } Confirm a time or propose another in Visits.`,
    log: `${v.buyerName} asked to visit ${quoted(v.title)}.`,
  }),
  confirmed: (v: VisitParties, slot: VisitSlot) => ({
    code: 'VISIT_CONFIRMED' as const,
    params: { owner: v.ownerName, title: v.title, when: slotParam(slot) },
    title: 'Visit confirmed',
    message: `${v.ownerName} confirmed your visit to ${quoted(v.title)} on ${formatVisitSlot(slot)}. The owner's phone is in My visits.`,
    log: `${v.ownerName} confirmed ${v.buyerName}'s visit to ${quoted(v.title)}.`,
  }),
  rescheduled: (v: VisitParties, slot: VisitSlot, note: string | null) => ({
    code: 'VISIT_RESCHEDULED' as const,
    params: { owner: v.ownerName, title: v.title, when: slotParam(slot), note: noteParam(note) },
    title: 'New visit time proposed',
    message: `${v.ownerName} proposed ${formatVisitSlot(slot)} for your visit to ${quoted(v.title)}${withNote(note)} Accept it or cancel in My visits.`,
    log: `${v.ownerName} proposed another time for ${v.buyerName}'s visit to ${quoted(v.title)}.`,
  }),
  declined: (v: VisitParties, note: string | null) => ({
    code: 'VISIT_DECLINED' as const,
    params: { owner: v.ownerName, title: v.title, note: noteParam(note) },
    title: 'Visit declined',
    message: `${v.ownerName} declined your visit to ${quoted(v.title)}${withNote(note)}`,
    log: `${v.ownerName} declined ${v.buyerName}'s visit to ${quoted(v.title)}.`,
  }),
  timeAccepted: (v: VisitParties, slot: VisitSlot) => ({
    code: 'VISIT_TIME_ACCEPTED' as const,
    params: { buyer: v.buyerName, title: v.title, when: slotParam(slot) },
    title: 'Visit time accepted',
    message: `${v.buyerName} accepted ${formatVisitSlot(slot)} to visit ${quoted(v.title)}. Their phone is in Visits.`,
    log: `${v.buyerName} accepted the time proposed for visiting ${quoted(v.title)}.`,
  }),
  cancelled: (v: VisitParties, note: string | null) => ({
    code: 'VISIT_CANCELLED' as const,
    params: { buyer: v.buyerName, title: v.title, note: noteParam(note) },
    title: 'Visit cancelled',
    message: `${v.buyerName} cancelled the visit to ${quoted(v.title)}${withNote(note)}`,
    log: `${v.buyerName} cancelled the visit to ${quoted(v.title)}.`,
  }),
  offerSent: (v: VisitParties, o: OfferTerms, replaced: boolean) => ({
    code: replaced ? ('OFFER_REPLACED' as const) : ('OFFER_SENT' as const),
    params: { owner: v.ownerName, title: v.title, ...termsParams(o) },
    title: replaced ? 'New rental offer' : 'Rental offer received',
    message: `${v.ownerName} offers ${quoted(v.title)} at ${termsText(o)}${
      replaced ? ', in place of the earlier offer' : ''
    }. Accept it in My visits.`,
    log: `${v.ownerName} sent ${v.buyerName} a rental offer for ${quoted(v.title)} (${formatRupees(o.monthlyPaise)}/month).`,
  }),
  offerAcceptedBuyer: (v: VisitParties, o: OfferTerms, order: { orderId: number; dueNowPaise: number }) => ({
    code: 'OFFER_ACCEPTED_BUYER' as const,
    params: { order: order.orderId, title: v.title, ...termsParams(o), dueNow: formatRupees(order.dueNowPaise) },
    title: `Order #${order.orderId} placed`,
    message: `You rented ${quoted(v.title)} at ${termsText(o)}. ${formatRupees(order.dueNowPaise)} was paid now (the first month and the deposit); the owner has already accepted.`,
  }),
  offerAcceptedOwner: (v: VisitParties, o: OfferTerms, order: { orderId: number }) => ({
    code: 'OFFER_ACCEPTED_OWNER' as const,
    params: { buyer: v.buyerName, title: v.title, order: order.orderId, ...termsParams(o) },
    title: 'Rental offer accepted',
    message: `${v.buyerName} accepted your offer for ${quoted(v.title)} (order #${order.orderId}): ${termsText(o)}. Your wallet is credited the rent month by month from the handover.`,
    log: `${v.buyerName} accepted the rental offer for ${quoted(v.title)} (order #${order.orderId}, ${formatRupees(o.monthlyPaise * o.months)}).`,
  }),
  offerDeclined: (v: VisitParties) => ({
    code: 'OFFER_DECLINED' as const,
    params: { buyer: v.buyerName, title: v.title },
    title: 'Rental offer declined',
    message: `${v.buyerName} declined your rental offer for ${quoted(v.title)}.`,
    log: `${v.buyerName} declined the rental offer for ${quoted(v.title)}.`,
  }),
  offerWithdrawn: (v: VisitParties) => ({
    code: 'OFFER_WITHDRAWN' as const,
    params: { owner: v.ownerName, title: v.title },
    title: 'Rental offer withdrawn',
    message: `${v.ownerName} withdrew the rental offer for ${quoted(v.title)}.`,
    log: `${v.ownerName} withdrew the rental offer for ${quoted(v.title)}.`,
  }),
} as const;

const toBuyer = (v: VisitParties): Recipient => ({ role: 'user', id: v.buyerId });
const toOwner = (v: VisitParties): Recipient => ({ role: 'owner', id: v.ownerId });
const byBuyer = (v: VisitParties): Actor => ({ role: 'user', id: v.buyerId, name: v.buyerName });
const byOwner = (v: VisitParties): Actor => ({ role: 'owner', id: v.ownerId, name: v.ownerName });

/** One notification and its activity line. */
async function visitEvent(
  db: Executor,
  to: Recipient,
  by: Actor,
  action: string,
  type: NotificationType,
  text: { title: string; message: string; log: string; code: NoticeCode; params: MessageParams },
): Promise<void> {
  await notify(db, [{ to, title: text.title, message: text.message, code: text.code, params: text.params, type }]);
  await recordActivity(db, by, action, text.log);
}

export const visitRequested = (db: Executor, v: VisitParties, slots: readonly VisitSlot[], message: string | null) =>
  visitEvent(db, toOwner(v), byBuyer(v), 'visit.requested', 'info', VISIT_EVENT_TEXT.requested(v, slots, message));
export const visitConfirmed = (db: Executor, v: VisitParties, slot: VisitSlot) =>
  visitEvent(db, toBuyer(v), byOwner(v), 'visit.confirmed', 'success', VISIT_EVENT_TEXT.confirmed(v, slot));
export const visitRescheduled = (db: Executor, v: VisitParties, slot: VisitSlot, note: string | null) =>
  visitEvent(db, toBuyer(v), byOwner(v), 'visit.rescheduled', 'warning', VISIT_EVENT_TEXT.rescheduled(v, slot, note));
export const visitDeclined = (db: Executor, v: VisitParties, note: string | null) =>
  visitEvent(db, toBuyer(v), byOwner(v), 'visit.declined', 'error', VISIT_EVENT_TEXT.declined(v, note));
export const visitTimeAccepted = (db: Executor, v: VisitParties, slot: VisitSlot) =>
  visitEvent(db, toOwner(v), byBuyer(v), 'visit.time_accepted', 'success', VISIT_EVENT_TEXT.timeAccepted(v, slot));
export const visitCancelled = (db: Executor, v: VisitParties, note: string | null) =>
  visitEvent(db, toOwner(v), byBuyer(v), 'visit.cancelled', 'warning', VISIT_EVENT_TEXT.cancelled(v, note));
export const offerSent = (db: Executor, v: VisitParties, o: OfferTerms, replaced: boolean) =>
  visitEvent(db, toBuyer(v), byOwner(v), 'visit.offer_sent', 'info', VISIT_EVENT_TEXT.offerSent(v, o, replaced));
export const offerDeclined = (db: Executor, v: VisitParties) =>
  visitEvent(db, toOwner(v), byBuyer(v), 'visit.offer_declined', 'warning', VISIT_EVENT_TEXT.offerDeclined(v));
export const offerWithdrawn = (db: Executor, v: VisitParties) =>
  visitEvent(db, toBuyer(v), byOwner(v), 'visit.offer_withdrawn', 'info', VISIT_EVENT_TEXT.offerWithdrawn(v));

/** An offer accepted into an order: the buyer gets the order, the owner the news; one activity line. */
export async function offerAccepted(
  db: Executor,
  v: VisitParties,
  o: OfferTerms,
  order: { orderId: number; dueNowPaise: number },
): Promise<void> {
  const owner = VISIT_EVENT_TEXT.offerAcceptedOwner(v, o, order);
  await notify(db, [
    { to: toBuyer(v), type: 'success', ...VISIT_EVENT_TEXT.offerAcceptedBuyer(v, o, order) },
    { to: toOwner(v), type: 'success', title: owner.title, message: owner.message, code: owner.code, params: owner.params },
  ]);
  await recordActivity(db, byBuyer(v), 'visit.offer_accepted', owner.log);
}

/* ───────────── catalogue moderation ───────────── */

/** A new product or ad, or one sent back to review by an edit: the admins are told it waits for them. */
export async function itemSubmitted(
  db: Executor,
  item: { source: 'products' | 'listings'; title: string },
  author: { role: 'owner' | 'user'; id: number },
  resubmitted = false,
): Promise<void> {
  const by = { ...author, name: await repo.nameOf(db, author.role, author.id) };
  const noun = itemNoun(item.source);
  await notify(db, [
    {
      to: { role: 'admin' },
      title: resubmitted ? `Edited ${noun} awaiting approval` : `New ${noun} awaiting approval`,
      message: `${by.name} ${resubmitted ? 'changed' : 'posted'} ${quoted(item.title)}. Review it in Approve Requests.`,
      code: `${noun === 'ad' ? 'AD' : 'PRODUCT'}_${resubmitted ? 'RESUBMITTED' : 'SUBMITTED'}`,
      params: { name: by.name, title: item.title },
      type: 'info',
    },
  ]);
  await recordActivity(
    db,
    by,
    resubmitted ? 'catalogue.resubmitted' : 'catalogue.submitted',
    `${by.name} ${resubmitted ? 'edited' : 'posted'} the ${noun} ${quoted(item.title)}${resubmitted ? ', back to review' : ''}.`,
  );
}

export async function itemDecided(
  db: Executor,
  item: { source: 'products' | 'listings'; title: string; ownerId: number | null },
  decision: 'approved' | 'rejected',
  reason: string | null,
): Promise<void> {
  const noun = itemNoun(item.source);
  const approved = decision === 'approved';
  if (item.ownerId !== null) {
    await notify(db, [
      {
        to: { role: item.source === 'products' ? 'owner' : 'user', id: item.ownerId },
        title: approved ? `Your ${noun} is live` : `Your ${noun} was rejected`,
        message: approved
          ? `${quoted(item.title)} was approved and now shows in the catalogue.`
          : `${quoted(item.title)} was rejected${reason ? `: ${reason}` : '.'}`,
        code: `${noun === 'ad' ? 'AD' : 'PRODUCT'}_${approved ? 'APPROVED' : 'REJECTED'}`,
        params: { title: item.title, reason: reason ? `: ${reason}` : '' },
        type: approved ? 'success' : 'error',
      },
    ]);
  }
  await recordActivity(
    db,
    { role: 'admin', id: null },
    approved ? 'catalogue.approved' : 'catalogue.rejected',
    `An admin ${decision} the ${noun} ${quoted(item.title)}.`,
  );
}

/* ───────────── money ───────────── */

export async function withdrawalRequested(db: Executor, ownerId: number, amountPaise: number): Promise<void> {
  const owner = { id: ownerId, name: await repo.nameOf(db, 'owner', ownerId) };
  await notify(db, [
    {
      to: { role: 'admin' },
      title: 'Withdrawal requested',
      message: `${owner.name} asked to withdraw ${formatRupees(amountPaise)}. Mark it processed in Payment History once it is paid.`,
      code: 'WITHDRAWAL_REQUESTED',
      params: { owner: owner.name, amount: formatRupees(amountPaise) },
      type: 'warning',
    },
  ]);
  await recordActivity(
    db,
    { role: 'owner', id: owner.id, name: owner.name },
    'wallet.withdrawal_requested',
    `${owner.name} requested a withdrawal of ${formatRupees(amountPaise)}.`,
  );
}

export async function withdrawalProcessed(
  db: Executor,
  withdrawal: { ownerId: number | null; ownerName: string; amountPaise: number; txnId: string },
): Promise<void> {
  await notify(
    db,
    withdrawal.ownerId === null
      ? []
      : [
          {
            to: { role: 'owner', id: withdrawal.ownerId },
            title: 'Withdrawal processed',
            message: `Your withdrawal of ${formatRupees(withdrawal.amountPaise)} (${withdrawal.txnId}) was sent to your bank.`,
            code: 'WITHDRAWAL_PROCESSED',
            params: { amount: formatRupees(withdrawal.amountPaise), txn: withdrawal.txnId },
            type: 'success',
          },
        ],
  );
  await recordActivity(
    db,
    { role: 'admin', id: null },
    'wallet.withdrawal_processed',
    `An admin processed ${withdrawal.ownerName}'s withdrawal of ${formatRupees(withdrawal.amountPaise)}.`,
  );
}

/* ───────────── accounts ───────────── */

export async function accountRegistered(
  db: Executor,
  account: { role: 'user' | 'owner' | 'admin'; id: number; name: string },
): Promise<void> {
  const what = { user: 'buyer', owner: 'owner', admin: 'admin' }[account.role];
  await recordActivity(
    db,
    account,
    `account.${what}_registered`,
    `${account.name} joined Kiraya as ${what === 'buyer' ? 'a' : 'an'} ${what}.`,
  );
}

/* ───────────── support, reports, feedback (called by their modules) ───────────── */

export async function supportMessage(db: Executor, message: { userId: number; from: 'user' | 'admin'; text: string }): Promise<void> {
  const userName = await repo.nameOf(db, 'user', message.userId);
  const preview = message.text.length > 80 ? `${message.text.slice(0, 79)}…` : message.text;
  await notify(db, [
    message.from === 'user'
      ? {
          to: { role: 'admin' },
          title: 'New support message',
          message: `${userName}: ${preview}`,
          code: 'SUPPORT_MESSAGE',
          params: { name: userName, preview },
          type: 'info',
        }
      : {
          to: { role: 'user', id: message.userId },
          title: 'Reply from support',
          message: preview,
          code: 'SUPPORT_REPLY',
          params: { preview },
          type: 'info',
        },
  ]);
  if (message.from === 'user') {
    await recordActivity(db, { role: 'user', id: message.userId }, 'support.message', `${userName} wrote to support.`);
  }
}

export async function reportFiled(
  db: Executor,
  report: { source: 'products' | 'listings'; title: string; reason: string },
  reporter: { role: 'user' | 'owner' | 'admin'; id: number },
): Promise<void> {
  const by = { ...reporter, name: await repo.nameOf(db, reporter.role, reporter.id) };
  const noun = itemNoun(report.source);
  await notify(db, [
    {
      to: { role: 'admin' },
      title: noun === 'ad' ? 'New report on an ad' : 'New report on a product',
      message: `${by.name} reported ${quoted(report.title)}: ${report.reason}`,
      code: noun === 'ad' ? 'AD_REPORTED' : 'PRODUCT_REPORTED',
      params: { name: by.name, title: report.title, reason: report.reason },
      type: 'warning',
    },
  ]);
  await recordActivity(db, by, 'report.filed', `${by.name} reported the ${noun} ${quoted(report.title)}.`);
}

export async function feedbackGiven(db: Executor, feedback: { title: string; rating: number }, userId: number): Promise<void> {
  const name = await repo.nameOf(db, 'user', userId);
  await recordActivity(
    db,
    { role: 'user', id: userId },
    'feedback.given',
    `${name} rated ${quoted(feedback.title)} ${feedback.rating} out of 5.`,
  );
}

/* ───────────── settings (called by the settings module) ───────────── */

export async function settingsChanged(
  db: Executor,
  adminId: number,
  before: { maintenanceMode: boolean },
  after: { maintenanceMode: boolean },
): Promise<void> {
  const name = await repo.nameOf(db, 'admin', adminId);
  // Maintenance mode locks buyers and owners out, so the log says so in words.
  const what =
    before.maintenanceMode === after.maintenanceMode
      ? 'updated the site settings'
      : `turned maintenance mode ${after.maintenanceMode ? 'on' : 'off'}`;
  await recordActivity(db, { role: 'admin', id: adminId, name }, 'settings.updated', `${name} ${what}.`);
}
