import { z } from 'zod';
import { AD_FORM_CATEGORIES, LISTING_CATEGORIES, resolveCategory } from '../catalogue/rules.js';
import { placeFields, placeView } from '../catalogue/schema.js';
import { flag, flagInput } from '../http/schema.js';
import { DESCRIPTION_MAX, EMAIL_MAX, LOCATION_MAX, PERSON_NAME_MAX, RUPEES_MAX, SUBCATEGORY_MAX, TITLE_MAX } from '../limits.js';
import { APPROVAL_STATUSES } from '../moderation/rules.js';
import { atLeastOnePaisa } from '../money.js';
import { LISTING_FIELD_MSG as F, INDIAN_MOBILE } from './rules.js';

const required = (label: string, max: number) =>
  z
    .string({ error: F.required(label) })
    .trim()
    .min(1, F.required(label))
    .max(max, F.tooLong(label, max));

/** Post Ad (/upload): every field is required (§5); the form's category values are §9's property/appliances/dresses. */
export const createListingInput = z.object({
  title: required('Title', TITLE_MAX),
  description: required('Description', DESCRIPTION_MAX),
  price: z.coerce
    .number({ error: F.priceNotNumber })
    .positive(F.priceZero)
    .max(RUPEES_MAX, F.priceTooLarge)
    .refine(atLeastOnePaisa, F.priceZero),
  location: required('Location', LOCATION_MAX),
  ...placeFields,
  category: z
    .enum(AD_FORM_CATEGORIES, { error: F.adCategory })
    .transform((c) => resolveCategory(c) as 'property' | 'appliance' | 'clothing'),
  subcategory: required('Subcategory', SUBCATEGORY_MAX),
  sellerName: required('Your name', PERSON_NAME_MAX),
  sellerPhone: z.string({ error: F.phoneRequired }).trim().regex(INDIAN_MOBILE, F.phoneInvalid),
  sellerEmail: z.string({ error: F.emailRequired }).trim().email(F.emailInvalid).max(EMAIL_MAX),
});
export type CreateListingInput = z.infer<typeof createListingInput>;

/** The buyer's own ads (dashboard My Ads), with their approval state. */
export const myListing = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  category: z.string(),
  location: z.string(),
  image_card: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type MyListing = z.infer<typeof myListing>;

/* ───────────────────────── Admin Listings table ───────────────────────── */

const adminRupees = z.coerce
  .number({ error: F.priceNotNumber })
  .min(0, F.priceNegative)
  .max(RUPEES_MAX, F.priceTooLarge)
  .refine(atLeastOnePaisa, F.priceZero);

export const adminListing = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  location: z.string(),
  ...placeView,
  category: z.enum(LISTING_CATEGORIES),
  subcategory: z.string().nullable(),
  image: z.string(),
  image_card: z.string(),
  verified: flag,
  status: z.enum(APPROVAL_STATUSES),
  sellerName: z.string(),
  sellerPhone: z.string(),
  sellerEmail: z.string(),
  created_at: z.string(),
});
export type AdminListing = z.infer<typeof adminListing>;
export const adminListingUpdate = z
  .object({
    title: z.string().trim().min(1, F.titleRequired).max(TITLE_MAX),
    description: z.string().trim().min(1, F.descriptionRequired).max(DESCRIPTION_MAX),
    price: adminRupees,
    location: z.string().trim().max(LOCATION_MAX),
    ...placeFields,
    category: z.enum(LISTING_CATEGORIES, { error: F.listingCategory }),
    subcategory: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(SUBCATEGORY_MAX).nullable()),
    verified: flagInput,
  })
  .partial();
