import { z } from 'zod';
import { atLeastOnePaisa, rowId } from './common.js';
import { CONDITIONS, PRODUCT_CATEGORIES, PRODUCT_TYPES } from './constants.js';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const PRODUCT_MSG = {
  noProducts: "You haven't uploaded any products yet.",
  deleteConfirm: 'Delete this product?',
  saveFailed: 'Failed to save changes.',
  deleteFailed: 'Failed to delete product.',
  uploadFailed: '❌ Failed to upload product',
  uploaded: 'Product uploaded. It will be visible once an admin approves it.',
  imageRequired: 'Please choose a picture of the product.',
  imageType: 'The picture must be a JPEG, PNG or WebP image.',
  imageTooBig: 'The picture must be at most 5 MB.',
  notYours: 'You can only manage your own products.',
  backToReview: 'Changes to an approved product are reviewed again before they go live.',
} as const;

export const UPLOAD_LIMITS = {
  maxImageBytes: 5 * 1024 * 1024,
  maxImageMegapixels: 40,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
/** Accepts 0/1, booleans and their form-field spellings. */
const flagInput = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => (v === 1 || v === true || v === '1' || v === 'true' ? 1 : 0));

/** Form fields arrive as strings: '' is missing, anything else must read as a number. */
const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v);

const rupees = (label: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`) })
    .min(0, `${label} cannot be negative.`)
    .max(100_000_000, `${label} is too large.`)
    // With a tolerance: in binary floating point 1.15 * 100 is 114.99999999999999, yet ₹1.15 has two decimals.
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} can have at most two decimals.`)
    .refine(atLeastOnePaisa, `${label} must be more than zero.`);

/** Blank form fields mean "no value" for optional text and prices. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const productFields = {
  title: z
    .string({ error: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(120, 'Title is too long (120 characters at most).'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(4000, 'Description is too long (4000 characters at most).'),
  // A blank form field is a missing price, not ₹0.
  price: z.preprocess(toNumber, rupees('Price')),
  rent_price: z.preprocess(toNumber, rupees('Rent price').optional()),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category: property, dress or appliance.' }),
  location: z.preprocess(blankToUndefined, z.string().trim().max(120, 'Location is too long.').optional()),
  condition: z.enum(CONDITIONS, { error: 'Choose a condition: new or used.' }),
  type: z.enum(PRODUCT_TYPES, { error: 'Choose a type: rent or sale.' }),
};

/** Upload Product form (§5): title, price, description, category, image, condition, type required. */
export const createProductInput = z.object(productFields);
export type CreateProductInput = z.infer<typeof createProductInput>;

/** Owner edit: any subset of the editable fields; owner_id, verified and created_at are not editable. */
export const updateProductInput = z
  .object({
    ...productFields,
    // In an edit, a cleared rent price means "no rent price".
    rent_price: z.preprocess((v) => (v === '' || v === null ? null : toNumber(v)), rupees('Rent price').nullable()),
    // In an edit, a cleared location means "no location".
    location: z.string().trim().max(120, 'Location is too long.'),
    available: flagInput,
    is_rentable: flagInput,
  })
  .partial();
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
});
export type OwnerProduct = z.infer<typeof ownerProduct>;

/**
 * Fields whose change sends an approved product back to admin review: what it is, what it costs and how it can be
 * ordered. The server enforces it; the web's My Products warns with the same list.
 */
export const REVIEWED_PRODUCT_FIELDS = ['title', 'description', 'price', 'rent_price', 'type', 'category', 'is_rentable'] as const;
export type ReviewedProductField = (typeof REVIEWED_PRODUCT_FIELDS)[number];

/** How the reviewed fields are named to owners, in the order of the list. */
export const REVIEWED_PRODUCT_FIELD_LABELS: Record<ReviewedProductField, string> = {
  title: 'title',
  description: 'description',
  price: 'price',
  rent_price: 'rent price',
  type: 'type (rent or sale)',
  category: 'category',
  is_rentable: 'rentability',
};

/** "title, description, …, category or rentability": the reviewed fields in a sentence. */
export const reviewedProductFieldsText = (extra?: string): string => {
  const names = [...REVIEWED_PRODUCT_FIELDS.map((f) => REVIEWED_PRODUCT_FIELD_LABELS[f]), ...(extra ? [extra] : [])];
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** Rupee amounts compared to the paisa (the database keeps paise). */
const samePrice = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

/** The reviewed fields that `changes` (any subset, in API terms) would change on `current`. */
export function reviewedProductChanges(
  current: Pick<OwnerProduct, ReviewedProductField>,
  changes: Partial<Pick<OwnerProduct, ReviewedProductField>>,
): ReviewedProductField[] {
  return REVIEWED_PRODUCT_FIELDS.filter((f) => {
    const next = changes[f];
    if (next === undefined) return false;
    if (f === 'price' || f === 'rent_price') return !samePrice(next as number | null, current[f]);
    return next !== current[f];
  });
}

export const ownerIdParam = z.object({ ownerId: rowId });
