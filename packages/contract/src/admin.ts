import { z } from 'zod';
import { atLeastOnePaisa, pagination, rowId } from './common.js';
import { CONDITIONS, LISTING_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_TYPES } from './constants.js';

export const ADMIN_MSG = {
  deleteUserConfirm: 'Are you sure you want to delete this user?',
  deleteOwnerConfirm: 'Are you sure you want to delete this owner?',
  deleteProductConfirm: 'Are you sure you want to delete this product?',
  deleteListingConfirm: 'Are you sure you want to delete this listing?',
  noOwners: 'No owners found.',
  noProducts: 'No products found.',
  noListings: 'No listings found.',
  noUsers: 'No users found.',
  noPending: 'No pending requests found.',
  ownerUpdateFailed: 'Update failed.',
  ownerDeleteFailed: 'Failed to delete owner.',
  productUpdateFailed: 'Failed to update product.',
  productDeleteFailed: 'Failed to delete product.',
  listingUpdateFailed: 'Failed to update listing.',
  listingDeleteFailed: 'Failed to delete listing.',
  /** 409 of an admin delete: orders, payments and ledgers are other people's records too, so they are never cascaded away. */
  userHasOrders: 'This user has orders; deactivate the account instead.',
  ownerHasOrders: 'This owner has orders or wallet entries; deactivate the account instead.',
  unknownSection: (x: string) => `Section "${x}" not found.`,
  cannotDeleteSelf: 'You cannot delete or deactivate your own account.',
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
const flagInput = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v): 0 | 1 => (v === 1 || v === true || v === '1' || v === 'true' ? 1 : 0));
const status = z.enum(['active', 'inactive']);
const name = z.string().trim().min(1, 'Name is required.').max(80, 'Name is too long.');
const email = z.string().trim().min(1, 'Email is required.').max(254).email('Enter a valid email address.');
const rupees = z.coerce
  .number({ error: 'Price must be a number.' })
  .min(0, 'Price cannot be negative.')
  .max(100_000_000, 'Price is too large.')
  .refine(atLeastOnePaisa, 'Price must be more than zero.');

/** Admin tables take page, limit and a search box. */
export const adminListQuery = pagination.extend({ q: z.string().trim().max(100).optional() });
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  status,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserUpdate = z.object({ name, email, role: z.enum(['user', 'admin']), status }).partial();

export const adminOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status,
  verified: flag,
  created_at: z.string(),
});
export type AdminOwner = z.infer<typeof adminOwner>;
export const adminOwnerUpdate = z.object({ name, email, status, verified: flagInput }).partial();

/** Admin product edit: every column but id and created_at (§2 Products). */
export const adminProductUpdate = z
  .object({
    title: z.string().trim().min(1, 'Title is required.').max(120),
    description: z.string().trim().min(1, 'Description is required.').max(4000),
    price: rupees,
    rent_price: z.preprocess((v) => (v === '' ? null : v), rupees.nullable()),
    category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose a category: property, dress or appliance.' }),
    condition: z.enum(CONDITIONS),
    type: z.enum(PRODUCT_TYPES),
    location: z.string().trim().max(120),
    available: flagInput,
    is_rentable: flagInput,
    owner_id: rowId,
    verified: flagInput,
  })
  .partial();

export const adminListing = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  location: z.string(),
  category: z.enum(LISTING_CATEGORIES),
  subcategory: z.string().nullable(),
  image: z.string(),
  image_card: z.string(),
  verified: flag,
  status: z.enum(['pending', 'approved', 'rejected']),
  sellerName: z.string(),
  sellerPhone: z.string(),
  sellerEmail: z.string(),
  created_at: z.string(),
});
export type AdminListing = z.infer<typeof adminListing>;
export const adminListingUpdate = z
  .object({
    title: z.string().trim().min(1, 'Title is required.').max(120),
    description: z.string().trim().min(1, 'Description is required.').max(4000),
    price: rupees,
    location: z.string().trim().max(120),
    category: z.enum(LISTING_CATEGORIES, { error: 'Choose a category: clothing, property or appliance.' }),
    subcategory: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(60).nullable()),
    verified: flagInput,
  })
  .partial();

/** A product or listing waiting for approval (§3 Approval request). */
export const approvalRequest = z.object({
  /** `product-12` or `listing-7`: the two sources share one queue. */
  id: z.string(),
  source: z.enum(['products', 'listings']),
  item_id: z.number().int(),
  image: z.string(),
  title: z.string(),
  ownerName: z.string(),
  type: z.string(),
  category: z.string(),
  price: z.number(),
  date: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
/** An approval request id as the list gives it (`product-12`, `listing-3`); any other id names no request (404). */
export const requestIdParam = z.object({ id: z.string().min(1).max(100, 'Unknown request id.') });
export const rejectInput = z.object({ reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional() }).nullish();
