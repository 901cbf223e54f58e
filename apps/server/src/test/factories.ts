import { placeOf } from '@kiraya/contract';
import type { Db } from '../db/client.js';
import { listings, owners, productImages, products } from '../db/schema/index.js';
import { rupeesToPaise } from '../lib/money.js';
import { offerColumnsFromLegacy } from '../lib/offer-columns.js';

/** Test data helpers: sensible approved defaults, any column overridable, prices given in rupees. */
let seq = 0;
const next = () => ++seq;

export type NewOwner = typeof owners.$inferInsert;
export type NewProduct = Omit<
  typeof products.$inferInsert,
  'ownerId' | 'pricePaise' | 'rentPricePaise' | 'offer' | 'salePricePaise' | 'rentMonthlyPaise'
> & {
  ownerId?: number;
  price?: number;
  rentPrice?: number | null;
};
export type NewListing = Omit<typeof listings.$inferInsert, 'pricePaise'> & { price?: number };

export async function createOwner(db: Db, overrides: Partial<NewOwner> = {}) {
  const n = next();
  const [row] = await db
    .insert(owners)
    .values({ name: `Owner ${n}`, email: `owner${n}-${Date.now()}@test.kiraya.in`, passwordHash: '!', ...overrides })
    .returning();
  if (!row) throw new Error('owner not inserted');
  return row;
}

export async function createProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const n = next();
  const { price = 1000, rentPrice = null, ownerId, ...rest } = overrides;
  const owner = ownerId ?? (await createOwner(db)).id;
  const [row] = await db
    .insert(products)
    .values({
      ownerId: owner,
      title: `Test product ${n}`,
      description: `Description of test product ${n}`,
      category: 'appliance',
      location: 'Gomti Nagar',
      city: 'Lucknow',
      condition: 'used',
      image: `test/product-${n}`,
      approvalStatus: 'approved',
      ...rest,
      locality: rest.locality ?? placeOf({ location: rest.location ?? 'Gomti Nagar' }).locality,
      // By default a product is for sale at `price`, and also for rent when it has a rent price; type 'rent' makes it
      // rent-only (at the rent price, or the price). The spec's fields follow the offer (lib/offer-columns.ts).
      ...offerColumnsFromLegacy({
        type: rest.type ?? 'sale',
        pricePaise: rupeesToPaise(price),
        rentPricePaise: rentPrice === null ? null : rupeesToPaise(rentPrice),
        isRentable: rest.isRentable ?? rentPrice !== null,
      }),
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  // As the API does: the product's picture is its cover photo.
  await db.insert(productImages).values({ productId: row.id, position: 0, image: row.image });
  return row;
}

export async function createListing(db: Db, overrides: Partial<NewListing> = {}) {
  const n = next();
  const { price = 1000, ...rest } = overrides;
  const [row] = await db
    .insert(listings)
    .values({
      title: `Test listing ${n}`,
      description: `Description of test listing ${n}`,
      pricePaise: rupeesToPaise(price),
      category: 'property',
      location: 'Hazratganj',
      city: 'Lucknow',
      image: `test/listing-${n}`,
      sellerName: 'Test Seller',
      sellerPhone: '+91 90000 00000',
      sellerEmail: 'seller@test.kiraya.in',
      approvalStatus: 'approved',
      ...rest,
      locality: rest.locality ?? placeOf({ location: rest.location ?? 'Hazratganj' }).locality,
    })
    .returning();
  if (!row) throw new Error('listing not inserted');
  return row;
}

/** Minutes before now, for deterministic latest-first ordering. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
