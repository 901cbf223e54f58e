import {
  APPROVAL_STATUSES,
  CONDITIONS,
  FURNISHINGS,
  LISTING_CATEGORIES,
  type LocalitySlug,
  OFFER_KINDS,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  type TenureDiscount,
} from '@kiraya/contract';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { owners, users } from './accounts.js';
import { cascadingRef, createdAt, tsvector, updatedAt } from './columns.js';

/** Weighted document for full-text search: title first, then category and location, then description. */
const searchDocument = (t: { title: unknown; category: unknown; location: unknown; description: unknown }): SQL =>
  sql`setweight(to_tsvector('english', coalesce(${t.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${t.category}, '') || ' ' || coalesce(${t.location}, '')), 'B') || setweight(to_tsvector('english', coalesce(${t.description}, '')), 'C')`;

/**
 * The indexes products and listings share: the public lists by category and by price (approved only), the approval
 * queue, full-text and title search.
 */
const catalogueIndexes = (
  table: 'products' | 'listings',
  t: Record<'id' | 'category' | 'pricePaise' | 'createdAt' | 'search' | 'title' | 'locality' | 'bhk', ExtraConfigColumn>,
) => [
  // A locality filter (one or several) within a category, newest first; "near me" walks it locality by locality.
  index(`${table}_public_locality_idx`)
    .on(t.locality, t.category, t.createdAt.desc(), t.id.desc())
    .where(sql`approval_status = 'approved'`),
  index(`${table}_locality_latest_idx`).on(t.locality, t.createdAt.desc(), t.id.desc()).where(sql`approval_status = 'approved'`),
  check(`${table}_bhk_range`, sql`${t.bhk} BETWEEN 0 AND 10`),
  index(`${table}_public_latest_idx`).on(t.category, t.createdAt.desc(), t.id.desc()).where(sql`approval_status = 'approved'`),
  index(`${table}_public_price_idx`).on(t.category, t.pricePaise, t.id).where(sql`approval_status = 'approved'`),
  index(`${table}_all_latest_idx`).on(t.createdAt.desc(), t.id.desc()).where(sql`approval_status = 'approved'`),
  // Price order and X-Price-Max over every category (explore-all without a category filter).
  index(`${table}_all_price_idx`).on(t.pricePaise, t.id).where(sql`approval_status = 'approved'`),
  index(`${table}_pending_idx`).on(t.createdAt).where(sql`approval_status = 'pending'`),
  index(`${table}_search_idx`).using('gin', t.search),
  index(`${table}_title_trgm_idx`).using('gin', sql`${t.title} gin_trgm_ops`),
];

/** Lucknow's localities (contract LOCALITIES, inserted by migration 0005): items are in one, "near me" sorts by distance. */
export const localities = pgTable(
  'localities',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    pin: text('pin').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('localities_name_uq').on(t.name), check('localities_pin', sql`${t.pin} ~ '^[1-9][0-9]{5}$'`)],
);

/** Where an item is and, for property, its size and furnishing: the columns the catalogue filters read. */
/** An item an admin reviews before it is public: its approval state and why it was rejected, and its timestamps. */
const reviewed = () => ({
  approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
  rejectionReason: text('rejection_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const placeAndSize = () => ({
  /** Slug of its locality; derived from the location text when the client names none (docs/search.md). */
  locality: text('locality')
    .$type<LocalitySlug>()
    .notNull()
    .references(() => localities.slug),
  /** Property: bedrooms (0 = studio / 1 RK); null for goods or when not said. */
  bhk: smallint('bhk'),
  /** Property: how it is furnished; null for goods or when not said. */
  furnishing: text('furnishing', { enum: FURNISHINGS }),
});

/** Owner products (§3 Product owner/admin). `verified` mirrors approval_status = 'approved'. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    ownerId: cascadingRef('owner_id', () => owners.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * The spec's price fields, derived from the offer by one rule (contract `legacyOfferFields`) and kept equal to it
     * by the checks below: price = sale price or monthly rent, rent_price = monthly rent or null, type = 'rent' only
     * for a rent-only offer, is_rentable = the offer includes rent.
     */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    rentPricePaise: bigint('rent_price_paise', { mode: 'number' }),
    /** The offer: for rent, for sale or both (docs/renting.md). */
    offer: text('offer', { enum: OFFER_KINDS }).notNull().default('sale'),
    salePricePaise: bigint('sale_price_paise', { mode: 'number' }),
    rentMonthlyPaise: bigint('rent_monthly_paise', { mode: 'number' }),
    /** Refundable security deposit of a rental. */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    minTenureMonths: integer('min_tenure_months').notNull().default(1),
    /** Percent off the monthly rent from a tenure on, e.g. [{ months: 6, percent: 5 }, { months: 12, percent: 10 }]. */
    tenureDiscounts: jsonb('tenure_discounts').$type<TenureDiscount[]>().notNull().default([]),
    /** First day the item can be handed over; null means today. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Units the owner has (property: always one). An accepted line holds units (docs/renting.md). */
    quantity: integer('quantity').notNull().default(1),
    /** Units sold for good by accepted sale lines. */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * A day after which no accepted rental of the product runs (the last end of its rentals), or null when none runs:
     * on or before today a list skips looking its rentals up. Only ever raised, by a trigger on order_items (0026).
     */
    heldUntil: date('held_until', { mode: 'string' }),
    /** Goods: delivery fee (0 = free) and return window in days (0 = no returns). */
    deliveryFeePaise: bigint('delivery_fee_paise', { mode: 'number' }).notNull().default(0),
    returnDays: integer('return_days').notNull().default(10),
    /** Property: notice period in days and what the rent includes. */
    noticeDays: integer('notice_days'),
    includes: text('includes'),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    location: text('location').notNull().default(''),
    city: text('city').notNull().default('Lucknow'),
    ...placeAndSize(),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    /** Storage key of the picture; URLs of its WebP variants are derived from it. */
    image: text('image').notNull(),
    available: boolean('available').notNull().default(true),
    isRentable: boolean('is_rentable').notNull().default(false),
    ...reviewed(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(products)),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.pricePaise} >= 0`),
    check('products_rent_price_nonneg', sql`${t.rentPricePaise} IS NULL OR ${t.rentPricePaise} >= 0`),
    check(
      'products_offer_prices',
      sql`(${t.offer} = 'rent' AND ${t.rentMonthlyPaise} IS NOT NULL AND ${t.salePricePaise} IS NULL) OR (${t.offer} = 'sale' AND ${t.salePricePaise} IS NOT NULL AND ${t.rentMonthlyPaise} IS NULL) OR (${t.offer} = 'both' AND ${t.salePricePaise} IS NOT NULL AND ${t.rentMonthlyPaise} IS NOT NULL)`,
    ),
    check(
      'products_legacy_fields',
      sql`${t.pricePaise} = coalesce(${t.salePricePaise}, ${t.rentMonthlyPaise}) AND ${t.rentPricePaise} IS NOT DISTINCT FROM ${t.rentMonthlyPaise} AND (${t.type} = 'rent') = (${t.offer} = 'rent') AND ${t.isRentable} = (${t.offer} <> 'sale')`,
    ),
    check(
      'products_offer_amounts',
      sql`${t.salePricePaise} >= 0 AND ${t.rentMonthlyPaise} >= 0 AND ${t.depositPaise} >= 0 AND ${t.deliveryFeePaise} >= 0`,
    ),
    check(
      'products_tenure',
      sql`${t.minTenureMonths} BETWEEN 1 AND 36 AND ${t.returnDays} >= 0 AND (${t.noticeDays} IS NULL OR ${t.noticeDays} >= 0)`,
    ),
    check('products_units', sql`${t.quantity} >= 1 AND ${t.unitsSold} BETWEEN 0 AND ${t.quantity}`),
    index('products_owner_idx').on(t.ownerId),
    // Serving a picture asks whose it is and whether it is approved.
    index('products_image_idx').on(t.image),
    // "Rent" or "Buy" lists sort by the monthly rent or the sale price and show the highest (X-Price-Max): without these
    // a filtered page at 1M rows sorted or maxed the whole category (0.4–0.9 s; 4–10 ms with them). The predicates are
    // the lists' own WHERE (catalogue.repository.ts filterParts), so the planner can use them.
    index('products_rent_price_idx').on(t.category, t.rentMonthlyPaise, t.id).where(sql`approval_status = 'approved' AND offer <> 'sale'`),
    index('products_sale_price_idx').on(t.category, t.salePricePaise, t.id).where(sql`approval_status = 'approved' AND offer <> 'rent'`),
    index('products_all_rent_price_idx').on(t.rentMonthlyPaise, t.id).where(sql`approval_status = 'approved' AND offer <> 'sale'`),
    index('products_all_sale_price_idx').on(t.salePricePaise, t.id).where(sql`approval_status = 'approved' AND offer <> 'rent'`),
    ...catalogueIndexes('products', t),
  ],
);

/** A product's photos, cover first (position 0); products.image is always the cover's key. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: cascadingRef('product_id', () => products.id),
    position: integer('position').notNull(),
    /** Storage key; URLs of its WebP variants are derived from it, like products.image. */
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_images_position_uq').on(t.productId, t.position),
    index('product_images_image_idx').on(t.image),
    check('product_images_position_range', sql`${t.position} BETWEEN 0 AND 7`),
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
    ...placeAndSize(),
    image: text('image').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerPhone: text('seller_phone').notNull(),
    sellerEmail: text('seller_email').notNull(),
    ...reviewed(),
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
