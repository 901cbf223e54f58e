import { APPROVAL_STATUSES, CONDITIONS, LISTING_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_TYPES } from '@kiraya/contract';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, check, type ExtraConfigColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { owners, users } from './accounts.js';
import { createdAt, tsvector, updatedAt } from './columns.js';

/** Weighted document for full-text search: title first, then category and location, then description. */
const searchDocument = (t: { title: unknown; category: unknown; location: unknown; description: unknown }): SQL =>
  sql`setweight(to_tsvector('english', coalesce(${t.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${t.category}, '') || ' ' || coalesce(${t.location}, '')), 'B') || setweight(to_tsvector('english', coalesce(${t.description}, '')), 'C')`;

/**
 * The indexes products and listings share: the public lists by category and by price (approved only), the approval
 * queue, full-text and title search.
 */
const catalogueIndexes = (
  table: 'products' | 'listings',
  t: Record<'id' | 'category' | 'pricePaise' | 'createdAt' | 'search' | 'title', ExtraConfigColumn>,
) => [
  index(`${table}_public_latest_idx`).on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`approval_status = 'approved'`),
  index(`${table}_public_price_idx`).on(t.category, t.pricePaise, t.id).where(sql`approval_status = 'approved'`),
  index(`${table}_all_latest_idx`).on(t.createdAt.desc(), t.id.desc()).where(sql`approval_status = 'approved'`),
  // Price order and X-Price-Max over every category (explore-all without a category filter).
  index(`${table}_all_price_idx`).on(t.pricePaise, t.id).where(sql`approval_status = 'approved'`),
  index(`${table}_pending_idx`).on(t.createdAt).where(sql`approval_status = 'pending'`),
  index(`${table}_search_idx`).using('gin', t.search),
  index(`${table}_title_trgm_idx`).using('gin', sql`${t.title} gin_trgm_ops`),
];

/** Owner products (§3 Product owner/admin). `verified` mirrors approval_status = 'approved'. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    rentPricePaise: bigint('rent_price_paise', { mode: 'number' }),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    location: text('location').notNull().default(''),
    city: text('city').notNull().default('Lucknow'),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    /** Storage key of the picture; URLs of its WebP variants are derived from it. */
    image: text('image').notNull(),
    available: boolean('available').notNull().default(true),
    isRentable: boolean('is_rentable').notNull().default(false),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(products)),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.pricePaise} >= 0`),
    check('products_rent_price_nonneg', sql`${t.rentPricePaise} IS NULL OR ${t.rentPricePaise} >= 0`),
    index('products_owner_idx').on(t.ownerId),
    // Serving a picture asks whose it is and whether it is approved.
    index('products_image_idx').on(t.image),
    ...catalogueIndexes('products', t),
  ],
);

/** Ads posted through /upload (§3 Listing); rent is per month. */
export const listings = pgTable(
  'listings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    category: text('category', { enum: LISTING_CATEGORIES }).notNull(),
    subcategory: text('subcategory'),
    location: text('location').notNull().default(''),
    city: text('city').notNull().default('Lucknow'),
    image: text('image').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerPhone: text('seller_phone').notNull(),
    sellerEmail: text('seller_email').notNull(),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(listings)),
  },
  (t) => [
    check('listings_price_nonneg', sql`${t.pricePaise} >= 0`),
    index('listings_user_idx').on(t.userId),
    index('listings_image_idx').on(t.image),
    ...catalogueIndexes('listings', t),
  ],
);

/** Every column but the generated search document: what repositories select when they need whole rows. */
function withoutSearch<T extends { search: unknown }>(columns: T): Omit<T, 'search'> {
  const { search: _search, ...rest } = columns;
  return rest;
}
export const productRecordColumns = withoutSearch(getTableColumns(products));
export const listingRecordColumns = withoutSearch(getTableColumns(listings));
