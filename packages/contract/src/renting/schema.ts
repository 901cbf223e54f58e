import { z } from 'zod';
import { SOURCES } from '../catalogue/rules.js';
import { pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { RUPEES_MAX } from '../limits.js';
import { atLeastOnePaisa, atMostTwoDecimals } from '../money.js';
import { EXTENSION_ACTIONS, EXTENSION_MSG, EXTENSION_STATUSES } from './extensions.js';
import { OFFER_AMOUNT_MSG, RENT_MSG } from './form-texts.js';
import {
  BUYER_REFUND_KINDS,
  DEPOSIT_STATUSES,
  DISPUTED_STAGES,
  LINE_ACTORS,
  LINE_EVENTS,
  LINE_KINDS,
  LINE_MSG,
  LINE_REPORT_LIMITS,
  LINE_STAGES,
  REPORT_CONDITIONS,
} from './lifecycle.js';
import { AVAILABILITY_STATUSES, OFFER_KINDS, RENT_LIMITS, type TenureDiscount } from './rules.js';

/* ───────────────────────── What every item view carries beside the spec's fields ───────────────────────── */

/** One tenure discount. */
export const tenureDiscount = z.object({ months: z.number().int(), percent: z.number().int() });

/** The offer, in rupees: a sale price, a rental block, or both. */
export const offerView = z.object({
  kind: z.enum(OFFER_KINDS),
  sale_price: z.number().nullable(),
  rent: z
    .object({
      monthly: z.number(),
      deposit: z.number(),
      min_months: z.number().int(),
      discounts: z.array(tenureDiscount),
    })
    .nullable(),
  /** First day it can be handed over; null means now. */
  available_from: z.string().nullable(),
  quantity: z.number().int(),
});
export type OfferView = z.infer<typeof offerView>;

/** Whether a unit is free today; when none is, the day one frees up, or sold. */
export const availabilityView = z.object({
  status: z.enum(AVAILABILITY_STATUSES),
  available_from: z.string().nullable(),
});
export type AvailabilityView = z.infer<typeof availabilityView>;

/** The item's own terms: goods' delivery fee and return window, property's notice period and inclusions. */
export const termsView = z.object({
  delivery_fee: z.number(),
  return_days: z.number().int(),
  notice_days: z.number().int().nullable(),
  includes: z.string().nullable(),
});
export type TermsView = z.infer<typeof termsView>;

/* ───────────────────────── Form fields of an offer (owner upload and edit) ───────────────────────── */

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
const blankToNull = (v: unknown) => (v === '' ? null : v);

type AmountTexts = (typeof OFFER_AMOUNT_MSG)[keyof typeof OFFER_AMOUNT_MSG];
const rupeeAmount = (m: AmountTexts) =>
  z
    .number({ error: m.notNumber })
    .min(0, m.negative)
    .max(RUPEES_MAX, m.tooLarge)
    .refine((v) => Number.isFinite(v) && atMostTwoDecimals(v), m.decimals);
const positiveRupees = (m: AmountTexts) => rupeeAmount(m).refine(atLeastOnePaisa, m.zero);
const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** "6:5,12:10" (months:percent pairs, as a form sends them) or a JSON array of { months, percent }. */
const discountsInput = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return [];
    if (Array.isArray(v)) return v;
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s);
      } catch {
        return s;
      }
    }
    return s
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [m, p] = pair.split(':');
        return { months: Number(m), percent: Number(p) };
      });
  },
  z
    .array(
      z.object({
        months: z.coerce
          .number({ error: RENT_MSG.discountMonths })
          .int(RENT_MSG.discountMonths)
          .min(2, RENT_MSG.discountMonths)
          .max(RENT_LIMITS.tenureMax, RENT_MSG.discountMonths),
        percent: z.coerce
          .number({ error: RENT_MSG.discountPercent })
          .int(RENT_MSG.discountPercent)
          .min(1, RENT_MSG.discountPercent)
          .max(RENT_LIMITS.discountPercentMax, RENT_MSG.discountPercent),
      }),
      { error: RENT_MSG.discountMonths },
    )
    .max(RENT_LIMITS.maxDiscounts, RENT_MSG.discountsTooMany)
    .refine((ds) => new Set(ds.map((d) => d.months)).size === ds.length, RENT_MSG.discountsOrder)
    .transform((ds): TenureDiscount[] => [...ds].sort((a, b) => a.months - b.months)),
);

/**
 * The offer's own fields, all optional: an upload without `offer` is described by the spec's price, rent_price and
 * type instead (offerFromLegacy). Numbers arrive as strings from multipart forms.
 */
export const offerFields = {
  offer: z.enum(OFFER_KINDS, { error: RENT_MSG.offerKind }),
  sale_price: z.preprocess(toNumber, positiveRupees(OFFER_AMOUNT_MSG.salePrice)),
  rent_monthly: z.preprocess(toNumber, positiveRupees(OFFER_AMOUNT_MSG.monthlyRent)),
  deposit: z.preprocess(toNumber, rupeeAmount(OFFER_AMOUNT_MSG.deposit)),
  min_tenure_months: z.preprocess(toNumber, wholeNumber(RENT_MSG.minTenure, RENT_LIMITS.tenureMin, RENT_LIMITS.tenureMax)),
  tenure_discounts: discountsInput,
  available_from: z.preprocess(blankToNull, z.iso.date(RENT_MSG.availableFrom).nullable()),
  quantity: z.preprocess(toNumber, wholeNumber(RENT_MSG.quantity, 1, RENT_LIMITS.quantityMax)),
  delivery_fee: z.preprocess(toNumber, rupeeAmount(OFFER_AMOUNT_MSG.deliveryFee)),
  return_days: z.preprocess(toNumber, wholeNumber(RENT_MSG.returnDays, 0, RENT_LIMITS.returnDaysMax)),
  notice_days: z.preprocess(
    (v) => (v === '' ? null : toNumber(v)),
    wholeNumber(RENT_MSG.noticeDays, 0, RENT_LIMITS.noticeDaysMax).nullable(),
  ),
  includes: z.preprocess(blankToNull, z.string().trim().max(RENT_LIMITS.includesMax, RENT_MSG.includesTooLong).nullable()),
};
export const offerFieldsInput = z.object(offerFields).partial();
export type OfferFieldsInput = z.infer<typeof offerFieldsInput>;

/* ───────────────────────── The life of a line after acceptance ───────────────────────── */

/** A handover or return report (photos are added beside it). */
export const lineReport = z.object({
  condition: z.enum(REPORT_CONDITIONS, { error: LINE_MSG.conditionInvalid }),
  note: z.string().trim().max(LINE_REPORT_LIMITS.noteMax, LINE_MSG.noteTooLong).optional(),
  accessories: z
    .array(z.string().trim().min(1).max(LINE_REPORT_LIMITS.accessoryMax, LINE_MSG.accessoryTooLong))
    .max(LINE_REPORT_LIMITS.accessoriesMax, LINE_MSG.tooManyAccessories)
    .optional(),
  meter_reading: z.string().trim().max(LINE_REPORT_LIMITS.meterMax, LINE_MSG.meterTooLong).optional(),
  /** Ids of photos uploaded for this line (POST /orders/items/{itemId}/report-photos) and not yet in a report. */
  photos: z
    .array(z.string().trim().min(1, LINE_MSG.photoNotFound).max(64, LINE_MSG.photoNotFound))
    .max(LINE_REPORT_LIMITS.photosMax, LINE_MSG.tooManyPhotos)
    .refine((ids) => new Set(ids).size === ids.length, LINE_MSG.photoRepeated)
    .optional(),
});
export type LineReport = z.infer<typeof lineReport>;

const reason = z
  .string({ error: LINE_MSG.reasonRequired })
  .trim()
  .min(LINE_REPORT_LIMITS.reasonMin, LINE_MSG.reasonRequired)
  .max(LINE_REPORT_LIMITS.reasonMax, LINE_MSG.reasonTooLong);

/** Rupees kept from the deposit: 0 or more, two decimals at most (checked against the deposit by the server). */
const deductionRupees = z
  .number({ error: LINE_MSG.deductionInvalid })
  .min(0, LINE_MSG.deductionInvalid)
  .max(RUPEES_MAX, LINE_MSG.deductionTooLarge)
  .refine(atMostTwoDecimals, LINE_MSG.deductionInvalid);

/**
 * A move of a line, with what it needs: a report to record a handover or a return (the return may keep part of the
 * deposit, with a reason), a reason to dispute one, an admin's deduction to decide a disputed return.
 */
export const lineMoveInput = z.discriminatedUnion('event', [
  z.object({ event: z.literal('deliver'), report: lineReport }),
  z.object({ event: z.literal('confirm_delivery') }),
  z.object({ event: z.literal('dispute_delivery'), reason }),
  z.object({ event: z.literal('request_return') }),
  z
    .object({
      event: z.literal('record_return'),
      report: lineReport,
      deduction: deductionRupees.optional(),
      deduction_reason: z.string().trim().max(LINE_REPORT_LIMITS.reasonMax, LINE_MSG.reasonTooLong).optional(),
    })
    .refine((v) => !v.deduction || (v.deduction_reason ?? '').length >= LINE_REPORT_LIMITS.reasonMin, {
      message: LINE_MSG.deductionReasonRequired,
      path: ['deduction_reason'],
    }),
  z.object({ event: z.literal('confirm_return') }),
  z.object({ event: z.literal('dispute_return'), reason }),
  z.object({
    event: z.literal('decide_dispute'),
    deduction: deductionRupees.optional(),
    note: z
      .string({ error: LINE_MSG.decisionNoteRequired })
      .trim()
      .min(LINE_REPORT_LIMITS.reasonMin, LINE_MSG.decisionNoteRequired)
      .max(LINE_REPORT_LIMITS.reasonMax, LINE_MSG.noteTooLong),
  }),
  // rent money: calling a line off before its handover (buyer, owner or admin), with an optional reason.
  z.object({ event: z.literal('cancel'), reason: z.string().trim().max(LINE_REPORT_LIMITS.reasonMax, LINE_MSG.reasonTooLong).optional() }),
]);
export type LineMoveInput = z.infer<typeof lineMoveInput>;

/**
 * A report photo as the line's sides see it: private, so its URLs are signed and short-lived (fetch the lifecycle
 * again for fresh ones).
 */
export const reportPhoto = z.object({ id: z.string(), card_url: z.string(), full_url: z.string() });
export type ReportPhoto = z.infer<typeof reportPhoto>;

/** The answer to a report photo upload: its id (for the report's `photos`) and a signed URL of its thumbnail. */
export const reportPhotoUpload = z.object({ id: z.string(), url: z.string() });
export type ReportPhotoUpload = z.infer<typeof reportPhotoUpload>;

export const reportPhotoParams = z.object({
  itemId: rowId,
  photoId: z.string().min(1).max(64),
});

/** One entry of a line's history. */
export const lineHistoryEntry = z.object({
  event: z.enum(LINE_EVENTS),
  from_stage: z.enum(LINE_STAGES).nullable(),
  to_stage: z.enum(LINE_STAGES),
  actor: z.enum(LINE_ACTORS),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
  /** An entry with a report: its photos, in the order the owner gave them. */
  photos: z.array(reportPhoto).optional(),
});

// extensions
/** The buyer's request for more months (the price is the server's, never the client's). */
export const extensionRequestInput = z.object({
  months: z.coerce.number({ error: EXTENSION_MSG.monthsInvalid }).int(EXTENSION_MSG.monthsInvalid).min(1, EXTENSION_MSG.monthsInvalid),
});
export type ExtensionRequestInput = z.infer<typeof extensionRequestInput>;

/** `/orders/items/:itemId/extensions/:extensionId/...` */
export const extensionParams = z.object({
  itemId: rowId,
  extensionId: rowId,
});

/** What `months` more would cost and where the rental would end, in rupees (GET …/extensions/quote). */
export const extensionQuote = z.object({
  months: z.number().int(),
  quantity: z.number().int(),
  /** Monthly rent of one unit, as the line pays it. */
  monthly_price: z.number(),
  total: z.number(),
  from_end_date: z.string(),
  to_end_date: z.string(),
  /** The most months the rental may still be extended by. */
  max_months: z.number().int(),
});
export type ExtensionQuote = z.infer<typeof extensionQuote>;

/** One extension request of a line, in rupees. */
export const extensionView = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  months: z.number().int(),
  monthly_price: z.number(),
  total: z.number(),
  status: z.enum(EXTENSION_STATUSES),
  from_end_date: z.string(),
  to_end_date: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ExtensionView = z.infer<typeof extensionView>;

/** Where a line is and how it got there. */
export const lineLifecycle = z.object({
  item_id: z.number().int(),
  kind: z.enum(LINE_KINDS),
  stage: z.enum(LINE_STAGES),
  stage_at: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** What the caller may do next: the line's moves, and (extensions) what they may do about extending it. */
  next: z.array(z.enum([...LINE_EVENTS, ...EXTENSION_ACTIONS])),
  /** The deposit of a rental, in rupees: held until the return is settled, then refunded and deducted. */
  deposit: z
    .object({
      status: z.enum(DEPOSIT_STATUSES),
      held: z.number(),
      proposed_deduction: z.number().nullable(),
      deduction_reason: z.string().nullable(),
      refunded: z.number().nullable(),
      deducted: z.number().nullable(),
    })
    .nullable(),
  history: z.array(lineHistoryEntry),
  // extensions
  /** The line's extension requests, newest first. */
  extensions: z.array(extensionView),
  /** The most months the rental may still be extended by (rentals; null for a sale). */
  extension_max_months: z.number().int().nullable(),
});
export type LineLifecycle = z.infer<typeof lineLifecycle>;

/* ───────────────────────── The admin's dispute desk ───────────────────────── */

/** GET /api/admin/disputes: a page of the queue (oldest dispute first). */
export const disputesQuery = pagination;
export type DisputesQuery = z.infer<typeof disputesQuery>;

/** One line waiting for an admin's decision, with what the queue shows of it (money in rupees). */
export const disputeRow = z.object({
  order_id: z.number().int(),
  item_id: z.number().int(),
  title: z.string(),
  kind: z.enum(LINE_KINDS),
  /** products (an owner's) or listings (an ad, whose owner is Kiraya). */
  source: z.enum(SOURCES),
  stage: z.enum(DISPUTED_STAGES),
  /** When the buyer disputed (the line entered its stage). */
  stage_at: z.string().nullable(),
  buyer_name: z.string(),
  /** The owner's name, or DISPUTE_AD_OWNER for an ad's line. */
  owner_name: z.string(),
  deposit_held: z.number().nullable(),
  proposed_deduction: z.number().nullable(),
  /** The buyer's reason, from the dispute in the line's history. */
  reason: z.string().nullable(),
});
export type DisputeRow = z.infer<typeof disputeRow>;

/* ───────────────────────── The buyer's rentals and refunds (rent money) ───────────────────────── */

/** One of the buyer's rentals that has not ended (accepted, not closed or cancelled). Money in rupees. */
export const myRental = z.object({
  item_id: z.number().int(),
  order_id: z.number().int(),
  title: z.string(),
  stage: z.enum(LINE_STAGES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  months: z.number().int().nullable(),
  quantity: z.number().int(),
  /** The monthly rent of the line (every unit, after the tenure discount). */
  monthly_rent: z.number(),
  /** Months credited to the owner so far (begun). */
  months_begun: z.number().int(),
  /** The day the next month begins while the rental runs, else null. */
  next_month: z.string().nullable(),
  /** The day a reminder to return or extend comes next (7 and 1 days before the end), else null. */
  next_reminder: z.string().nullable(),
});
export type MyRental = z.infer<typeof myRental>;

export const myDeposit = z.object({
  item_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  title: z.string(),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
});
export type MyDeposit = z.infer<typeof myDeposit>;

export const myRefund = z.object({
  id: z.number().int(),
  item_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  title: z.string().nullable(),
  kind: z.enum(BUYER_REFUND_KINDS),
  amount: z.number(),
  description: z.string(),
  date: z.string(),
});
export type MyRefund = z.infer<typeof myRefund>;

/** GET /api/me/rentals: the buyer's running rentals, deposits held and refunds, with totals. */
export const myRentals = z.object({
  rentals: z.array(myRental),
  /** Deposits still held (settled ones show as refunds). */
  deposits: z.array(myDeposit),
  /** Newest first, at most 50. */
  refunds: z.array(myRefund),
  totals: z.object({ monthly_rent: z.number(), deposits_held: z.number(), refunded: z.number() }),
});
export type MyRentals = z.infer<typeof myRentals>;
