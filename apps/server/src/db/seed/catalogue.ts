/**
 * Turns the hand-written specs of catalogue-data.ts into deterministic rows: storage keys, paise, localities of
 * movable goods, sellers of ads and ages (minutes before the seed time). Same output on every call and machine.
 */
import type { ListingCategory, ProductCategory } from '@kiraya/contract';
import {
  APPLIANCE_LISTINGS,
  APPLIANCE_PRODUCTS,
  CLOTHING_LISTINGS,
  DRESS_PRODUCTS,
  type ListingSpec,
  LOCALITIES,
  PROPERTY_LISTINGS,
  PROPERTY_PRODUCTS,
  type ProductSpec,
  SELLERS,
  type SeedStatus,
} from './catalogue-data.js';
import type { IllustrationKind } from './illustrations.js';
import { createRandom, intBetween, pick, type Random } from './random.js';

/** Ads and products spread over the last ~60 days. */
export const CATALOGUE_SPAN_DAYS = 60;

interface SeedItemBase {
  /** Storage key of the picture, also the item's stable identity across seed runs. */
  key: string;
  title: string;
  description: string;
  pricePaise: number;
  location: string;
  kind: IllustrationKind;
  /** Caption drawn on the picture. */
  label: string;
  status: SeedStatus;
  rejectionReason: string | null;
  /** How long before the seed time the item was posted. */
  minutesAgo: number;
}

export interface SeedProduct extends SeedItemBase {
  category: ProductCategory;
  ownerIndex: 0 | 1;
  rentPricePaise: number | null;
  condition: 'new' | 'used';
  type: 'rent' | 'sale';
  available: boolean;
  isRentable: boolean;
  depositPaise: number;
  minTenureMonths: number;
  tenureDiscounts: { months: number; percent: number }[];
  noticeDays: number | null;
  includes: string | null;
}

export interface SeedListing extends SeedItemBase {
  category: ListingCategory;
  subcategory: string;
  /** True when the demo buyer posted it (user_id set, seller fields from the account). */
  byBuyer: boolean;
  seller: { name: string; phone: string; email: string } | null;
}

export interface SeedCatalogue {
  products: SeedProduct[];
  listings: SeedListing[];
}

const KIND_LABELS: Partial<Record<IllustrationKind, string>> = {
  fridge: 'Refrigerator',
  ac: 'Air conditioner',
  washer: 'Washing machine',
  tv: 'LED TV',
  cooler: 'Air cooler',
  microwave: 'Microwave & oven',
  geyser: 'Geyser',
  purifier: 'Water purifier',
  inverter: 'Inverter',
  fan: 'Ceiling fan',
  kurta: 'Kurta',
  sherwani: 'Sherwani',
  lehenga: 'Lehenga',
  saree: 'Saree',
  gown: 'Gown & anarkali',
  jacket: 'Jacket & bandhgala',
};

const APPLIANCE_NOTES = [
  (loc: string) => `Pickup from ${loc}; delivery anywhere in Lucknow can be arranged.`,
  (loc: string) => `Can be seen working in ${loc} before you decide.`,
  (loc: string) => `Located in ${loc}, Lucknow. Delivery on the same or next day.`,
];
const CLOTHING_NOTES = [
  (loc: string) => `Trial and pickup in ${loc}; dry-cleaned before handover.`,
  (loc: string) => `Available in ${loc}, Lucknow. Book a few days before the function.`,
  (loc: string) => `Pickup from ${loc}; home delivery in Lucknow for a small charge.`,
];

function age(random: Random, status: SeedStatus): number {
  // Pending requests are recent (admins approve within days); the rest spread over the span.
  if (status === 'pending') return intBetween(random, 90, 4 * 24 * 60);
  if (status === 'rejected') return intBetween(random, 5 * 24 * 60, 8 * 24 * 60);
  return intBetween(random, 6 * 60, CATALOGUE_SPAN_DAYS * 24 * 60);
}

function withNote(spec: { description: string }, category: string, location: string, random: Random): string {
  if (category === 'property') return spec.description;
  const notes = category === 'appliance' ? APPLIANCE_NOTES : CLOTHING_NOTES;
  return `${spec.description} ${pick(random, notes)(location)}`;
}

const rupees = (n: number) => Math.round(n * 100);

function buildProduct(spec: ProductSpec, category: ProductCategory, index: number): SeedProduct {
  const key = `seed/p-${String(index + 1).padStart(3, '0')}`;
  const random = createRandom(key);
  const status = spec.status ?? 'approved';
  const location = spec.location ?? pick(random, LOCALITIES);
  const rent = spec.type === 'rent' ? (spec.rent ?? spec.price) : spec.rent;
  return {
    key,
    title: spec.title,
    description: withNote(spec, category, location, random),
    pricePaise: rupees(spec.price),
    rentPricePaise: rent === undefined ? null : rupees(rent),
    category,
    location,
    kind: spec.kind,
    label: category === 'property' ? location : (KIND_LABELS[spec.kind] ?? spec.kind),
    status,
    rejectionReason: status === 'rejected' ? (spec.reason ?? 'Rejected by the admin.') : null,
    minutesAgo: age(random, status),
    ownerIndex: spec.owner ?? (index % 3 === 2 ? 1 : 0),
    condition: spec.condition,
    type: spec.type,
    available: !spec.unavailable,
    isRentable: rent !== undefined,
    ...rentTerms(spec, category, rent),
  };
}

/**
 * What renting costs beyond the rent, as Lucknow's owners ask it: a flat or room two months' deposit and a month's
 * notice; an appliance a month's deposit, with 5% off from six months and 10% from twelve; clothes no deposit.
 */
function rentTerms(spec: ProductSpec, category: ProductCategory, rent: number | undefined) {
  const property = category === 'property';
  const deposit =
    rent === undefined ? 0 : (spec.deposit ?? (property ? 2 * rent : category === 'appliance' ? Math.round(rent / 100) * 100 : 0));
  return {
    depositPaise: rupees(deposit),
    minTenureMonths: spec.minMonths ?? 1,
    tenureDiscounts:
      rent !== undefined && category === 'appliance'
        ? [
            { months: 6, percent: 5 },
            { months: 12, percent: 10 },
          ]
        : [],
    noticeDays: property ? 30 : null,
    includes: property ? 'Water; electricity billed on the meter' : null,
  };
}

function buildListing(spec: ListingSpec, category: ListingCategory, index: number): SeedListing {
  const key = `seed/l-${String(index + 1).padStart(3, '0')}`;
  const random = createRandom(key);
  const status = spec.status ?? 'approved';
  const location = spec.location ?? pick(random, LOCALITIES);
  const byBuyer = spec.byBuyer ?? false;
  return {
    key,
    title: spec.title,
    description: withNote(spec, category, location, random),
    pricePaise: rupees(spec.price),
    category,
    subcategory: spec.subcategory,
    location,
    kind: spec.kind,
    label: category === 'property' ? location : (KIND_LABELS[spec.kind] ?? spec.kind),
    status,
    rejectionReason: null,
    minutesAgo: age(random, status),
    byBuyer,
    seller: byBuyer ? null : { ...pick(random, SELLERS) },
  };
}

/** Interleaves the three categories so ids and dates do not come in blocks. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

let cached: SeedCatalogue | undefined;

/** The whole demo catalogue (72 products, 69 listings), identical on every call. */
export function buildCatalogue(): SeedCatalogue {
  if (cached) return cached;
  const productSpecs = interleave<[ProductSpec, ProductCategory]>([
    PROPERTY_PRODUCTS.map((s) => [s, 'property']),
    APPLIANCE_PRODUCTS.map((s) => [s, 'appliance']),
    DRESS_PRODUCTS.map((s) => [s, 'dress']),
  ]);
  const listingSpecs = interleave<[ListingSpec, ListingCategory]>([
    PROPERTY_LISTINGS.map((s) => [s, 'property']),
    APPLIANCE_LISTINGS.map((s) => [s, 'appliance']),
    CLOTHING_LISTINGS.map((s) => [s, 'clothing']),
  ]);
  cached = {
    products: productSpecs.map(([spec, category], i) => buildProduct(spec, category, i)),
    listings: listingSpecs.map(([spec, category], i) => buildListing(spec, category, i)),
  };
  return cached;
}
