import { z } from 'zod';
import { pagination } from '../http/schema.js';
import { idSchema, rowId } from '../ids.js';
import { RUPEES_MAX } from '../limits.js';
import { atMostTwoDecimals } from '../money.js';
import { buyerOrder } from '../orders/schema.js';
import { RENT_LIMITS } from '../renting/rules.js';
import { RENTAL_OFFER_STATUSES, VISIT_LIMITS, VISIT_MSG, VISIT_STATUSES, VISIT_TIMES } from './rules.js';

/* ───────────────────────── Requests ───────────────────────── */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number, message: string) => z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());

/** A day and a time in India. The window (tomorrow to 30 days ahead) depends on today, so the server checks it. */
export const visitSlot = z.object({
  date: z.iso.date(VISIT_MSG.slotDate),
  time: z.string({ error: VISIT_MSG.slotTime }).refine((t) => VISIT_TIMES.includes(t), VISIT_MSG.slotTime),
});
export type VisitSlotInput = z.infer<typeof visitSlot>;

/** POST /api/visits: a buyer asks to see a property at one to three times. */
export const visitRequestInput = z.object({
  product_id: idSchema(VISIT_MSG.productNotFound),
  slots: z
    .array(visitSlot, { error: VISIT_MSG.slotsMin })
    .min(VISIT_LIMITS.minSlots, VISIT_MSG.slotsMin)
    .max(VISIT_LIMITS.maxSlots, VISIT_MSG.slotsMax)
    .refine((slots) => new Set(slots.map((s) => `${s.date} ${s.time}`)).size === slots.length, VISIT_MSG.slotsDistinct),
  message: optionalText(VISIT_LIMITS.messageMax, VISIT_MSG.messageTooLong),
});
export type VisitRequestInput = z.infer<typeof visitRequestInput>;

/** POST /api/visits/:id/confirm: which of the buyer's times (0-based). */
export const visitConfirmInput = z.object({
  slot: z.coerce
    .number({ error: VISIT_MSG.slotIndex })
    .int(VISIT_MSG.slotIndex)
    .min(0, VISIT_MSG.slotIndex)
    .max(VISIT_LIMITS.maxSlots - 1, VISIT_MSG.slotIndex),
});

/** POST /api/visits/:id/propose: the owner's time, with a note. */
export const visitProposeInput = visitSlot.extend({ note: optionalText(VISIT_LIMITS.noteMax, VISIT_MSG.noteTooLong) });
export type VisitProposeInput = z.infer<typeof visitProposeInput>;

/** POST /api/visits/:id/decline (and cancel): an optional note for the other side. */
export const visitNoteInput = z.object({ note: optionalText(VISIT_LIMITS.noteMax, VISIT_MSG.noteTooLong) }).default({});

const rupees = (message: string, min: number) =>
  z.coerce.number({ error: message }).min(min, message).max(RUPEES_MAX, message).refine(atMostTwoDecimals, message);

/** POST /api/visits/:id/offers: the owner's rental offer after a confirmed visit. The move-in window is server-checked. */
export const rentalOfferInput = z.object({
  monthly_rent: rupees(VISIT_MSG.monthlyRent, 1),
  deposit: rupees(VISIT_MSG.depositRange, 0),
  move_in: z.iso.date(VISIT_MSG.slotDate),
  months: z.coerce
    .number({ error: VISIT_MSG.monthsRange })
    .int(VISIT_MSG.monthsRange)
    .min(RENT_LIMITS.tenureMin, VISIT_MSG.monthsRange)
    .max(RENT_LIMITS.tenureMax, VISIT_MSG.monthsRange),
  note: optionalText(VISIT_LIMITS.noteMax, VISIT_MSG.noteTooLong),
});
export type RentalOfferInput = z.infer<typeof rentalOfferInput>;

export const visitListQuery = pagination.extend({ status: z.enum(VISIT_STATUSES).optional() });
export const visitIdParam = z.object({ id: rowId });
export const rentalOfferIdParam = z.object({ id: rowId });

/* ───────────────────────── Responses ───────────────────────── */

const slotView = z.object({ date: z.string(), time: z.string() });

/** An offer in rupees, with what it adds up to. `order_id` once accepted. */
export const rentalOfferView = z.object({
  id: z.number().int(),
  visit_id: z.number().int(),
  monthly_rent: z.number(),
  deposit: z.number(),
  move_in: z.string(),
  months: z.number().int(),
  /** First day after the tenure. */
  end_date: z.string(),
  total_rent: z.number(),
  /** What accepting charges now: the first month and the deposit. */
  due_now: z.number(),
  note: z.string().nullable(),
  status: z.enum(RENTAL_OFFER_STATUSES),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RentalOfferView = z.infer<typeof rentalOfferView>;

/** A party of a visit. The phone is shown to the other side once the visit is confirmed, never before. */
const party = z.object({ id: z.number().int().nullable(), name: z.string(), phone: z.string().nullable() });

/** One visit as the buyer and the owner see it (the same shape for both). */
export const visitView = z.object({
  id: z.number().int(),
  status: z.enum(VISIT_STATUSES),
  product: z.object({
    id: z.number().int().nullable(),
    title: z.string(),
    image: z.string().nullable(),
    location: z.string().nullable(),
  }),
  buyer: party,
  owner: party,
  /** The buyer's proposed times, in their order (confirm takes an index into these). */
  slots: z.array(slotView),
  message: z.string().nullable(),
  /** The time both agreed on (confirmed), or the owner's proposal waiting for the buyer (rescheduled). */
  scheduled: slotView.nullable(),
  proposed: slotView.nullable(),
  owner_note: z.string().nullable(),
  offers: z.array(rentalOfferView),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VisitView = z.infer<typeof visitView>;

/** POST /api/rental-offers/:id/accept: the order it became (one accepted rental line) and the offer. */
export const acceptOfferResponse = z.object({ order: buyerOrder, offer: rentalOfferView });
export type AcceptOfferResponse = z.infer<typeof acceptOfferResponse>;
