import { DAY_MS, DEFAULT_SETTINGS } from '@kiraya/contract';
import { inArray, like, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors.js';
import { offerColumnsFromLegacy } from '../../lib/offer-columns.js';
import { hashPassword } from '../../lib/password.js';
import { placeColumns } from '../../lib/place.js';
import { createLocalImageStore, type ImageStore } from '../../lib/storage.js';
import type { Db } from '../client.js';
import { activityLog, admins, listings, owners, ownerVerifications, productImages, products, settings, users } from '../schema/index.js';
import { buildCatalogue, type SeedListing, type SeedProduct } from './catalogue.js';
import { SELLERS } from './catalogue-data.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { ensureDemoOrders } from './demo-orders.js';
import { ensureDemoVisit } from './demo-visits.js';
import { ensureSeedImages, type SeedImagesResult } from './images.js';

export interface SeedDemoOptions {
  /** The configured image store (createImageStore / app.images): where the pictures' WebP variants are written. */
  store?: ImageStore;
  /** A local uploads folder instead of `store` (tests, and callers that only know the folder). */
  uploadsDir?: string;
  /** Draw and encode the pictures (default true); tests of data alone turn it off. */
  images?: boolean;
  /** The moment items are dated back from (default: now). Content never depends on it. */
  now?: Date;
}

export interface SeedDemoResult {
  /** Rows created by this run (0 when everything was already there). */
  products: number;
  listings: number;
  accounts: number;
  /** Member accounts of the ads' named sellers created by this run (they never sign in: see ensureSellers). */
  sellers: number;
  /** Demo orders placed by this run (all of them on the first run, then 0). */
  orders: number;
  /** The demo visit request asked by this run (1 on the first run, then 0). */
  visits: number;
  images: SeedImagesResult;
}

const SEED_KEY_PATTERN = 'seed/%';

/** True when neither products nor listings hold a row: the first start of a fresh database. */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  if (anyProduct) return false;
  const [anyListing] = await db.select({ id: listings.id }).from(listings).limit(1);
  return !anyListing;
}

/**
 * Loads the demo accounts, the default settings, the Lucknow catalogue, the demo orders and a demo visit request. Idempotent: accounts are
 * matched by e-mail, items by their picture key (`seed/p-001`…), orders by their idempotency key (`seed/order-1`…) and
 * the visit by its buyer and flat, so a second run adds nothing and changes nothing.
 * Pictures are written first (outside the transaction, reusing files already there); rows in one transaction.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const catalogue = buildCatalogue();
  const now = options.now ?? new Date();

  let images: SeedImagesResult = { written: 0, reused: 0 };
  if (options.images ?? true) {
    const store = options.store ?? (options.uploadsDir ? createLocalImageStore(options.uploadsDir) : undefined);
    if (!store) throw new Error('seedDemo needs a store (or an uploadsDir) to write the pictures to, or images: false');
    images = await ensureSeedImages([...catalogue.products, ...catalogue.listings], store);
  }

  // Hash outside the transaction: argon2 is deliberately slow and needs no lock.
  const hashes = new Map<string, string>();
  await Promise.all(DEMO_ACCOUNTS.map(async (a) => hashes.set(a.email, await hashPassword(a.password))));

  return db.transaction(async (tx) => {
    const accounts = await ensureAccounts(tx, hashes, new Date(now.getTime() - 75 * DAY_MS));
    const sellers = await ensureSellers(tx, new Date(now.getTime() - 90 * DAY_MS));
    await tx.insert(settings).values({ id: 1, values: DEFAULT_SETTINGS }).onConflictDoNothing();

    const dated = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const existingProducts = new Set(
      (await tx.select({ image: products.image }).from(products).where(like(products.image, SEED_KEY_PATTERN))).map((r) => r.image),
    );
    const existingListings = new Set(
      (await tx.select({ image: listings.image }).from(listings).where(like(listings.image, SEED_KEY_PATTERN))).map((r) => r.image),
    );
    // Oldest first, so ids grow with the posting date like a real catalogue's.
    const byAge = <T extends { minutesAgo: number; key: string }>(items: T[]) =>
      [...items].sort((a, b) => b.minutesAgo - a.minutesAgo || a.key.localeCompare(b.key));
    const newProducts = byAge(catalogue.products.filter((p) => !existingProducts.has(p.key)));
    const newListings = byAge(catalogue.listings.filter((l) => !existingListings.has(l.key)));

    if (newProducts.length > 0) {
      const inserted = await tx
        .insert(products)
        .values(newProducts.map((p) => productRow(p, accounts.ownerIds[p.ownerIndex], dated(p.minutesAgo))))
        .returning({ id: products.id, image: products.image });
      // Every product's picture is its cover photo (position 0 of product_images).
      await tx.insert(productImages).values(inserted.map((r) => ({ productId: r.id, position: 0, image: r.image })));
    }
    if (newListings.length > 0) {
      await tx.insert(listings).values(newListings.map((l) => listingRow(l, accounts.buyer, sellers.ids, dated(l.minutesAgo))));
    }
    if (newProducts.length + newListings.length > 0) {
      await tx.insert(activityLog).values({
        actorRole: 'system',
        action: 'seed',
        summary: `Demo catalogue loaded: ${newProducts.length} products and ${newListings.length} listings`,
        createdAt: now,
      });
    }
    // A savepoint: if someone unpublished a demo item since, the orders are left out and the catalogue still loads.
    const placed = await tx
      .transaction((sp) => ensureDemoOrders(sp, { now, buyer: accounts.buyer, ownerIds: accounts.ownerIds }))
      .catch((error: unknown) => {
        if (error instanceof AppError) return 0;
        throw error;
      });
    // The same for the demo visit: a flat unpublished since leaves it out.
    const asked = await tx
      .transaction((sp) => ensureDemoVisit(sp, { now, buyerId: accounts.buyer.id }))
      .catch((error: unknown) => {
        if (error instanceof AppError) return 0;
        throw error;
      });
    return {
      products: newProducts.length,
      listings: newListings.length,
      accounts: accounts.created,
      sellers: sellers.created,
      orders: placed,
      visits: asked,
      images,
    };
  });
}

interface DemoAccounts {
  created: number;
  buyer: { id: number; name: string; email: string; phone: string };
  ownerIds: [number, number];
}

const BUYER_PHONE = '+91 98390 55120';
const OWNER_PHONES = ['+91 94151 23087', '+91 99190 64521'];

async function ensureAccounts(tx: Db, hashes: Map<string, string>, createdAt: Date): Promise<DemoAccounts> {
  const hashOf = (email: string) => {
    const hash = hashes.get(email);
    if (!hash) throw new Error(`no hash for ${email}`);
    return hash;
  };
  const buyers = DEMO_ACCOUNTS.filter((a) => a.role === 'buyer');
  const ownerAccounts = DEMO_ACCOUNTS.filter((a) => a.role === 'owner');
  const adminAccounts = DEMO_ACCOUNTS.filter((a) => a.role === 'admin');
  const lowerEmails = (list: readonly { email: string }[]) => list.map((a) => a.email.toLowerCase());

  // ON CONFLICT DO NOTHING (the unique indexes are on lower(email)): an account someone changed is left alone.
  const insertedUsers = await tx
    .insert(users)
    .values(
      buyers.map((a) => ({
        name: a.name,
        email: a.email,
        passwordHash: hashOf(a.email),
        phone: BUYER_PHONE,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const insertedOwners = await tx
    .insert(owners)
    .values(
      ownerAccounts.map((a, i) => ({
        name: a.name,
        email: a.email,
        passwordHash: hashOf(a.email),
        phone: OWNER_PHONES[i] ?? '',
        // The first owner is verified, the second waits for the admin (both can log in).
        verified: i === 0,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: owners.id });
  const insertedAdmins = await tx
    .insert(admins)
    .values(adminAccounts.map((a) => ({ name: a.name, email: a.email, passwordHash: hashOf(a.email), createdAt, updatedAt: createdAt })))
    .onConflictDoNothing()
    .returning({ id: admins.id });

  const buyerRows = await tx
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowerEmails(buyers)));
  const ownerRows = await tx
    .select({ id: owners.id, email: owners.email })
    .from(owners)
    .where(inArray(sql`lower(${owners.email})`, lowerEmails(ownerAccounts)));
  const ownerId = (email: string) => {
    const row = ownerRows.find((r) => r.email.toLowerCase() === email.toLowerCase());
    if (!row) throw new Error(`demo owner ${email} is missing`);
    return row.id;
  };
  // The verified demo owner's grant, as an admin would have recorded it (docs/trust.md): a badge always has its record.
  {
    const [verifiedOwner] = ownerRows.filter((r) => r.email.toLowerCase() === ownerAccounts[0]?.email.toLowerCase());
    // Only when this run created the account (a second seed adds nothing).
    if (verifiedOwner && insertedOwners.some((o) => o.id === verifiedOwner.id))
      await tx.insert(ownerVerifications).values({
        ownerId: verifiedOwner.id,
        action: 'granted',
        documents: ['aadhaar', 'property_papers'],
        note: 'Demo data: originals seen at the Kiraya office.',
        checkedOn: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
  }

  const buyer = buyerRows[0];
  const [first, second] = ownerAccounts;
  if (!buyer || !first || !second) throw new Error('demo buyer or owners are missing');
  return {
    created: insertedUsers.length + insertedOwners.length + insertedAdmins.length,
    buyer: { ...buyer, phone: buyer.phone || BUYER_PHONE },
    ownerIds: [ownerId(first.email), ownerId(second.email)],
  };
}

/**
 * A password hash no password verifies (not a PHC string: `verifyPassword` answers false). The ads' named sellers are
 * members so buyers can chat with them about their ads (their numbers stay private until shared, issue 15), but they
 * are demo people: nobody signs in as them.
 */
export const NO_SIGN_IN_HASH = '!no-sign-in';

/** The named sellers of the demo ads, as buyer accounts (created once; an account someone changed is left alone). */
async function ensureSellers(tx: Db, createdAt: Date): Promise<{ created: number; ids: Map<string, number> }> {
  const inserted = await tx
    .insert(users)
    .values(
      SELLERS.map((s) => ({
        name: s.name,
        email: s.email,
        passwordHash: NO_SIGN_IN_HASH,
        phone: s.phone,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        SELLERS.map((s) => s.email.toLowerCase()),
      ),
    );
  return { created: inserted.length, ids: new Map(rows.map((r) => [r.email.toLowerCase(), r.id])) };
}

function productRow(p: SeedProduct, ownerId: number, createdAt: Date): typeof products.$inferInsert {
  return {
    ownerId,
    title: p.title,
    description: p.description,
    ...offerColumnsFromLegacy(p),
    category: p.category,
    ...placeColumns({ title: p.title, description: p.description, category: p.category, location: p.location }),
    city: 'Lucknow',
    condition: p.condition,
    image: p.key,
    available: p.available,
    depositPaise: p.depositPaise,
    minTenureMonths: p.minTenureMonths,
    tenureDiscounts: p.tenureDiscounts,
    noticeDays: p.noticeDays,
    includes: p.includes,
    approvalStatus: p.status,
    rejectionReason: p.rejectionReason,
    createdAt,
    updatedAt: createdAt,
  };
}

function listingRow(
  l: SeedListing,
  buyer: DemoAccounts['buyer'],
  sellerIds: Map<string, number>,
  createdAt: Date,
): typeof listings.$inferInsert {
  const seller = l.byBuyer || !l.seller ? { name: buyer.name, phone: buyer.phone, email: buyer.email } : l.seller;
  const sellerId = l.byBuyer || !l.seller ? buyer.id : sellerIds.get(seller.email.toLowerCase());
  if (sellerId === undefined) throw new Error(`seller ${seller.email} has no account`);
  return {
    userId: sellerId,
    title: l.title,
    description: l.description,
    pricePaise: l.pricePaise,
    category: l.category,
    subcategory: l.subcategory,
    ...placeColumns({ title: l.title, description: l.description, category: l.category, location: l.location }),
    city: 'Lucknow',
    image: l.key,
    sellerName: seller.name,
    sellerPhone: seller.phone,
    sellerEmail: seller.email,
    approvalStatus: l.status,
    rejectionReason: l.rejectionReason,
    createdAt,
    updatedAt: createdAt,
  };
}
