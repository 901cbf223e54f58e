import { DESCRIPTION_MAX, TITLE_MAX } from '../limits.js';
import { amountFieldTexts } from '../money.js';
import type { OwnerProduct } from './schema.js';

// Owner products (zod-free): texts, upload limits, the reviewed fields and the pricing rules that product pages,
// the cart and My Products read without the schemas.

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
  deleted: 'Product deleted.',
} as const;

/** The server's refusals of an upload form or its picture. */
export const UPLOAD_MSG = {
  notMultipart: 'Send the form as multipart/form-data.',
  onePicture: 'Send one picture at a time.',
  tooManyFields: 'The form has too many fields.',
  unreadable: 'The upload could not be read: send the form as multipart/form-data with a boundary and complete parts.',
  invalidImage: 'The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF).',
  tooManyPixels: (megapixels: number) => `The image has too many pixels (at most ${megapixels} megapixels).`,
} as const;

export const UPLOAD_LIMITS = {
  maxImageBytes: 5 * 1024 * 1024,
  maxImageMegapixels: 40,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** What the product forms (owner and admin) say about a field; `{label}` texts are built by productFieldMsg. */
export const PRODUCT_FIELD_MSG = {
  titleRequired: 'Title is required.',
  titleTooLong: `Title is too long (${TITLE_MAX} characters at most).`,
  descriptionRequired: 'Description is required.',
  descriptionTooLong: `Description is too long (${DESCRIPTION_MAX} characters at most).`,
  locationTooLong: 'Location is too long.',
  category: 'Choose a category: property, dress or appliance.',
  condition: 'Choose a condition: new or used.',
  type: 'Choose a type: rent or sale.',
  priceNotNumber: 'Price must be a number.',
  priceNegative: 'Price cannot be negative.',
  priceTooLarge: 'Price is too large.',
  priceZero: 'Price must be more than zero.',
  priceRequired: 'Price is required.',
} as const;

/** The texts of one rupee field of the owner's product form ("Price", "Rent price"). */
export const rupeeFieldMsg = (label: string) => ({ required: `${label} is required.`, ...amountFieldTexts(label) }) as const;

/** The admin's Products table (§2). */
export const PRODUCT_ADMIN_MSG = {
  deleteProductConfirm: 'Are you sure you want to delete this product?',
  noProducts: 'No products found.',
  productUpdateFailed: 'Failed to update product.',
  productDeleteFailed: 'Failed to delete product.',
  unknownOwner: 'No owner has that id.',
} as const;

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

/** A product's photos (up to RENT_LIMITS.maxPhotos, the first is the cover shown on cards). */
export const PHOTO_MSG = {
  tooMany: (max: number) => `An item can have at most ${max} photos.`,
  full: (max: number) => `This item already has ${max} photos: remove one before adding another.`,
  lastPhoto: 'An item needs at least one photo: add another before removing this one.',
  notFound: 'That photo is not one of this item’s photos.',
  badOrder: 'Send every photo of the item exactly once, the cover first.',
  count: (n: number, max: number) => `${n} of ${max}`,
  cover: 'Cover',
} as const;
