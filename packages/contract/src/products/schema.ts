import { z } from 'zod';
import { CONDITIONS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '../catalogue/rules.js';
import { placeFields, placeView, productPhoto } from '../catalogue/schema.js';
import { flag, flagInput } from '../http/schema.js';
import { rowId } from '../ids.js';
import { DESCRIPTION_MAX, LOCATION_MAX, RUPEES_MAX, TITLE_MAX } from '../limits.js';
import { APPROVAL_STATUSES } from '../moderation/rules.js';
import { atLeastOnePaisa, atMostTwoDecimals } from '../money.js';
import { RENT_MSG } from '../renting/form-texts.js';
import { offerHasRent, offerHasSale, RENT_LIMITS } from '../renting/rules.js';
import { availabilityView, offerFields, offerView, termsView } from '../renting/schema.js';
import { PRODUCT_FIELD_MSG, rupeeFieldMsg } from './rules.js';

const F = PRODUCT_FIELD_MSG;

/** Form fields arrive as strings: '' is missing, anything else must read as a number. */
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

const rupees = (label: string) => {
  const m = rupeeFieldMsg(label);
  return z
    .number({ error: (issue) => (issue.input === undefined ? m.required : m.notNumber) })
    .min(0, m.negative)
    .max(RUPEES_MAX, m.tooLarge)
    .refine((v) => Number.isFinite(v) && atMostTwoDecimals(v), m.decimals)
    .refine(atLeastOnePaisa, m.zero);
};

/** Blank form fields mean "no value" for optional text and prices. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const productFields = {
  title: z.string({ error: F.titleRequired }).trim().min(1, F.titleRequired).max(TITLE_MAX, F.titleTooLong),
  description: z.string({ error: F.descriptionRequired }).trim().min(1, F.descriptionRequired).max(DESCRIPTION_MAX, F.descriptionTooLong),
  // A blank form field is a missing price, not ₹0.
  price: z.preprocess(toNumber, rupees('Price')),
  rent_price: z.preprocess(toNumber, rupees('Rent price').optional()),
  category: z.enum(PRODUCT_CATEGORIES, { error: F.category }),
  location: z.preprocess(blankToUndefined, z.string().trim().max(LOCATION_MAX, F.locationTooLong).optional()),
  condition: z.enum(CONDITIONS, { error: F.condition }),
  type: z.enum(PRODUCT_TYPES, { error: F.type }),
  ...placeFields,
};

/**
 * What every product write checks once the fields are merged: an offer names the prices it needs, and a property is
 * one unit. `v.offer` absent means the item is described by the spec's price, rent_price and type.
 */
export function refineOffer(
  v: { offer?: string; sale_price?: number; rent_monthly?: number; quantity?: number; category?: string },
  ctx: z.RefinementCtx,
): void {
  if (v.offer !== undefined) {
    const kind = v.offer as 'rent' | 'sale' | 'both';
    if (offerHasSale(kind) && v.sale_price === undefined)
      ctx.addIssue({ code: 'custom', path: ['sale_price'], message: RENT_MSG.offerSaleNeedsPrice });
    if (offerHasRent(kind) && v.rent_monthly === undefined)
      ctx.addIssue({ code: 'custom', path: ['rent_monthly'], message: RENT_MSG.offerRentNeedsMonthly });
  }
  if (v.category === 'property' && v.quantity !== undefined && v.quantity > 1)
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: RENT_MSG.propertyOneUnit });
}

const optionalOfferFields = Object.fromEntries(Object.entries(offerFields).map(([k, f]) => [k, f.optional()])) as {
  [K in keyof typeof offerFields]: z.ZodOptional<(typeof offerFields)[K]>;
};

/**
 * Upload Product form (§5): title, description, category, image and condition required; the offer either as
 * `offer` with its own fields (sale_price, rent_monthly, deposit, …) or, as the spec's client sends it, as price,
 * rent_price and type (then price and type are required).
 */
export const createProductInput = z
  .object({ ...productFields, price: productFields.price.optional(), type: productFields.type.optional(), ...optionalOfferFields })
  .superRefine((v, ctx) => {
    if (v.offer === undefined) {
      if (v.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: F.priceRequired });
      if (v.type === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: F.type });
    }
    refineOffer(v, ctx);
  });
export type CreateProductInput = z.infer<typeof createProductInput>;

/** Owner edit: any subset of the editable fields; owner_id, verified and created_at are not editable. */
export const updateProductInput = z
  .object({
    ...productFields,
    // In an edit, a cleared rent price means "no rent price".
    rent_price: z.preprocess((v) => (v === '' || v === null ? null : toNumber(v)), rupees('Rent price').nullable()),
    // In an edit, a cleared location means "no location".
    location: z.string().trim().max(LOCATION_MAX, F.locationTooLong),
    available: flagInput,
    is_rentable: flagInput,
    ...offerFields,
  })
  .partial()
  .superRefine((v, ctx) => refineOffer(v, ctx));
export type UpdateProductInput = z.infer<typeof updateProductInput>;

/** Product as its owner and admins see it (§3 Product owner/admin), plus its approval state. */
export const ownerProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  rent_price: z.number().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
  location: z.string(),
  ...placeView,
  condition: z.enum(CONDITIONS),
  type: z.enum(PRODUCT_TYPES),
  image: z.string(),
  image_card: z.string(),
  available: flag,
  is_rentable: flag,
  owner_id: z.number().int(),
  verified: flag,
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  /** The offer the spec's price fields are derived from, the item's terms and whether a unit is free. */
  offer: offerView,
  terms: termsView,
  availability: availabilityView,
  /** Every photo, cover first (the cover is also `image`). */
  photos: z.array(productPhoto),
});
export type OwnerProduct = z.infer<typeof ownerProduct>;

/** A product's photo in a URL (`/api/products/:id/photos/:photoId`). */
export const productPhotoParams = z.object({ id: rowId, photoId: rowId });

/** The new order of a product's photos: every photo id once, the cover first. */
export const photoOrderInput = z.object({ order: z.array(rowId).min(1).max(RENT_LIMITS.maxPhotos) });
export type PhotoOrderInput = z.infer<typeof photoOrderInput>;

export const ownerIdParam = z.object({ ownerId: rowId });

/* ───────────────────────── Admin Products table ───────────────────────── */

/** The admin table's price: any number-like value, its own texts. */
const adminRupees = z.coerce
  .number({ error: F.priceNotNumber })
  .min(0, F.priceNegative)
  .max(RUPEES_MAX, F.priceTooLarge)
  .refine(atLeastOnePaisa, F.priceZero);

/** Admin product edit: every column but id and created_at (§2 Products). */
export const adminProductUpdate = z
  .object({
    title: z.string().trim().min(1, F.titleRequired).max(TITLE_MAX),
    description: z.string().trim().min(1, F.descriptionRequired).max(DESCRIPTION_MAX),
    price: adminRupees,
    rent_price: z.preprocess((v) => (v === '' ? null : v), adminRupees.nullable()),
    category: z.enum(PRODUCT_CATEGORIES, { error: F.category }),
    condition: z.enum(CONDITIONS),
    type: z.enum(PRODUCT_TYPES),
    location: z.string().trim().max(LOCATION_MAX),
    available: flagInput,
    is_rentable: flagInput,
    owner_id: rowId,
    verified: flagInput,
  })
  .partial()
  .superRefine((v, ctx) => refineOffer(v, ctx));
