import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, DEFAULT_SETTINGS, IMAGE_VARIANTS, todayInIndia } from '@kiraya/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { getWallet } from '../../modules/wallet/wallet.service.js';
import { createTestDatabase } from '../../test/harness.js';
import type { Db } from '../client.js';
import {
  admins,
  listings,
  orderItems,
  orders,
  owners,
  payments,
  productImages,
  products,
  settings,
  users,
  visits,
  walletTransactions,
} from '../schema/index.js';
import { SELLERS } from './catalogue-data.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { isCatalogueEmpty, NO_SIGN_IN_HASH, type SeedDemoResult, seedDemo } from './seed.js';

const NOW = new Date('2025-06-01T10:00:00Z');
type Fresh = Awaited<ReturnType<typeof createTestDatabase>>;

/** What a visitor could see: stable content, compared across databases. */
async function snapshot(db: Db) {
  const p = await db
    .select({
      title: products.title,
      price: products.pricePaise,
      rent: products.rentPricePaise,
      category: products.category,
      location: products.location,
      status: products.approvalStatus,
      image: products.image,
      createdAt: products.createdAt,
    })
    .from(products)
    .orderBy(asc(products.id));
  const l = await db
    .select({
      title: listings.title,
      price: listings.pricePaise,
      category: listings.category,
      location: listings.location,
      seller: listings.sellerName,
      status: listings.approvalStatus,
      image: listings.image,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .orderBy(asc(listings.id));
  return { p, l };
}

async function countRows(db: Db) {
  const tables = { products, listings, users, owners, admins, orders, orderItems, payments, walletTransactions, visits };
  const counts = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n] as const),
  );
  return Object.fromEntries(counts);
}

describe('seedDemo', () => {
  let first: Fresh;
  let db: Db;
  let uploadsDir: string;
  let wasEmpty: boolean;
  let result: SeedDemoResult;

  beforeAll(async () => {
    first = await createTestDatabase();
    db = first.database.db;
    uploadsDir = mkdtempSync(join(tmpdir(), 'kiraya-seed-uploads-'));
    wasEmpty = await isCatalogueEmpty(db);
    result = await seedDemo(db, { uploadsDir, now: NOW });
  }, 120_000);
  afterAll(async () => {
    await first?.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('reports an empty catalogue before and a full one after', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isCatalogueEmpty(db)).toBe(false);
    expect(result).toMatchObject({ products: 72, listings: 69, accounts: 4, sellers: SELLERS.length, orders: 4, visits: 1 });
  });

  it('loads at least 60 public products and 60 public listings across all three categories', async () => {
    const publicProducts = await db
      .select({ category: products.category, n: count() })
      .from(products)
      .where(eq(products.approvalStatus, 'approved'))
      .groupBy(products.category);
    const publicListings = await db
      .select({ category: listings.category, n: count() })
      .from(listings)
      .where(eq(listings.approvalStatus, 'approved'))
      .groupBy(listings.category);
    const total = (rows: { n: number }[]) => rows.reduce((s, r) => s + r.n, 0);
    expect(total(publicProducts)).toBeGreaterThanOrEqual(60);
    expect(total(publicListings)).toBeGreaterThanOrEqual(60);
    expect(publicProducts.map((r) => r.category).sort()).toEqual(['appliance', 'dress', 'property']);
    expect(publicListings.map((r) => r.category).sort()).toEqual(['appliance', 'clothing', 'property']);
    for (const r of [...publicProducts, ...publicListings]) expect(r.n).toBeGreaterThanOrEqual(15);
  });

  it('counts only approved items as public: pending ones and a rejected one wait for the admin', async () => {
    const byStatus = async (table: typeof products | typeof listings) =>
      Object.fromEntries(
        (await db.select({ s: table.approvalStatus, n: count() }).from(table).groupBy(table.approvalStatus)).map((r) => [r.s, r.n]),
      );
    const p = await byStatus(products);
    const l = await byStatus(listings);
    expect(p.pending).toBeGreaterThanOrEqual(2);
    expect(p.rejected).toBe(1);
    expect(l.pending).toBeGreaterThanOrEqual(2);
    expect((p.approved ?? 0) + (p.pending ?? 0) + (p.rejected ?? 0)).toBe(72);
    const [rejected] = await db.select().from(products).where(eq(products.approvalStatus, 'rejected'));
    expect(rejected?.rejectionReason).toBeTruthy();
    const [approvedWithReason] = await db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.approvalStatus} <> 'rejected' and ${products.rejectionReason} is not null`);
    expect(approvedWithReason?.n).toBe(0);
  });

  it('finds the words people search for in approved items', async () => {
    for (const term of [
      'refrigerator',
      'fridge',
      'sofa',
      'flat',
      'kurta',
      'sherwani',
      'washing machine',
      'AC',
      'cooler',
      'lehenga',
      'saree',
      'Gomti Nagar',
      'Hazratganj',
    ]) {
      const query = sql`websearch_to_tsquery('english', ${term})`;
      const [p] = await db
        .select({ n: count() })
        .from(products)
        .where(sql`${products.search} @@ ${query} and ${products.approvalStatus} = 'approved'`);
      const [l] = await db
        .select({ n: count() })
        .from(listings)
        .where(sql`${listings.search} @@ ${query} and ${listings.approvalStatus} = 'approved'`);
      expect((p?.n ?? 0) + (l?.n ?? 0), term).toBeGreaterThan(0);
    }
  });

  it('creates the demo accounts with argon2id hashes that verify, never the clear password', async () => {
    const rows = [
      ...(await db.select({ email: users.email, hash: users.passwordHash }).from(users)),
      ...(await db.select({ email: owners.email, hash: owners.passwordHash }).from(owners)),
      ...(await db.select({ email: admins.email, hash: admins.passwordHash }).from(admins)),
    ];
    const sellerEmails = new Set<string>(SELLERS.map((s) => s.email));
    expect(
      rows
        .map((r) => r.email)
        .filter((email) => !sellerEmails.has(email))
        .sort(),
    ).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(row?.hash).toMatch(/^\$argon2id\$/);
      expect(row?.hash).not.toContain(account.password);
      expect(await verifyPassword(account.password, row?.hash ?? '')).toBe(true);
      expect(await verifyPassword(`${account.password}x`, row?.hash ?? '')).toBe(false);
    }
  });

  it('posts every ad as a member, so buyers can chat about it; the named sellers can never sign in', async () => {
    const [orphans] = await db.select({ n: count() }).from(listings).where(sql`${listings.userId} IS NULL`);
    expect(orphans?.n).toBe(0);
    const sellers = await db
      .select({ email: users.email, hash: users.passwordHash, ads: count(listings.id) })
      .from(users)
      .leftJoin(listings, eq(listings.userId, users.id))
      .where(sql`${users.email} IN ${SELLERS.map((s) => s.email)}`)
      .groupBy(users.id);
    expect(sellers).toHaveLength(SELLERS.length);
    for (const seller of sellers) {
      expect(seller.hash).toBe(NO_SIGN_IN_HASH);
      expect(await verifyPassword('', seller.hash)).toBe(false);
      expect(await verifyPassword(NO_SIGN_IN_HASH, seller.hash)).toBe(false);
    }
    expect(sellers.reduce((sum, s) => sum + s.ads, 0)).toBeGreaterThan(30);
  });

  it('gives the products to the two demo owners, one of them verified', async () => {
    const rows = await db
      .select({ email: owners.email, verified: owners.verified, n: count(products.id) })
      .from(owners)
      .leftJoin(products, eq(products.ownerId, owners.id))
      .groupBy(owners.id)
      .orderBy(asc(owners.email));
    expect(rows.map((r) => [r.email, r.verified])).toEqual([
      ['owner2@kiraya.in', false],
      ['owner@kiraya.in', true],
    ]);
    for (const r of rows) expect(r.n).toBeGreaterThan(10);
  });

  it('gives every product its picture as its cover photo, and no other photo', async () => {
    const covers = await db
      .select({ n: count() })
      .from(products)
      .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.image, products.image)));
    const all = await db.select({ n: count() }).from(productImages);
    const total = await db.select({ n: count() }).from(products);
    expect(covers[0]?.n).toBe(total[0]?.n);
    expect(all[0]?.n).toBe(total[0]?.n);
    const positions = await db.selectDistinct({ position: productImages.position }).from(productImages);
    expect(positions).toEqual([{ position: 0 }]);
  });

  it('stores the default settings', async () => {
    const [row] = await db.select().from(settings);
    expect(row?.values).toEqual(DEFAULT_SETTINGS);
  });

  it('dates items over the last 60 days before the seed time, pending ones recently', async () => {
    const { p, l } = await snapshot(db);
    for (const item of [...p, ...l]) {
      const ageDays = (NOW.getTime() - item.createdAt.getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThan(0);
      expect(ageDays).toBeLessThanOrEqual(60);
      if (item.status === 'pending') expect(ageDays).toBeLessThanOrEqual(4);
    }
    expect(new Set(p.map((x) => x.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(30);
  });

  it('writes every picture as WebP at 480×360 and 1200×900', async () => {
    expect(result.images).toEqual({ written: 141, reused: 0 });
    const { p, l } = await snapshot(db);
    const keys = [...p, ...l].map((x) => x.image);
    for (const key of keys) expect(key).toMatch(/^seed\/[pl]-\d{3}$/);
    // Every file, checked by content: format and size from sharp's header parse.
    await Promise.all(
      keys.map(async (key) => {
        const [card, full] = await Promise.all([
          sharp(join(uploadsDir, `${key}-card.webp`)).metadata(),
          sharp(join(uploadsDir, `${key}-full.webp`)).metadata(),
        ]);
        expect([card.format, card.width, card.height]).toEqual(['webp', IMAGE_VARIANTS.card.width, IMAGE_VARIANTS.card.height]);
        expect([full.format, full.width, full.height]).toEqual(['webp', IMAGE_VARIANTS.full.width, IMAGE_VARIANTS.full.height]);
      }),
    );
    // Not a blank canvas: an illustration has many colours.
    const stats = await sharp(join(uploadsDir, `${keys[0]}-full.webp`)).stats();
    expect(stats.channels.some((c) => c.stdev > 20)).toBe(true);
  });

  it('gives the demo buyer dated orders of both owners and an ad, paid by card, UPI and cash on delivery', async () => {
    const [buyer] = await db.select().from(users).where(eq(users.email, 'buyer@kiraya.in'));
    const placed = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer?.id ?? 0))
      .orderBy(asc(orders.createdAt));
    expect(placed).toHaveLength(4);
    expect(new Set(placed.map((o) => o.paymentMethod))).toEqual(new Set(['card', 'upi', 'cod']));
    const lines = await db
      .select({ line: orderItems, productCreated: products.createdAt, listingCreated: listings.createdAt, ownerEmail: owners.email })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(listings, eq(listings.id, orderItems.listingId))
      .leftJoin(owners, eq(owners.id, orderItems.ownerId));
    expect(new Set(lines.map((l) => l.ownerEmail))).toEqual(new Set(['owner@kiraya.in', 'owner2@kiraya.in', null]));
    expect(lines.filter((l) => l.line.source === 'listings')).toHaveLength(1);
    for (const order of placed) {
      const ageDays = (NOW.getTime() - order.createdAt.getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThan(0);
      expect(ageDays).toBeLessThanOrEqual(30);
      const own = lines.filter((l) => l.line.orderId === order.id);
      expect(own.reduce((sum, l) => sum + l.line.totalPaise + l.line.depositPaise, 0)).toBe(order.totalPaise);
      for (const { line, productCreated, listingCreated } of own) {
        expect(line.createdAt).toEqual(order.createdAt);
        // Nothing is ordered before it was posted, nor decided before it was ordered or after the seed time.
        expect((productCreated ?? listingCreated)?.getTime()).toBeLessThan(order.createdAt.getTime());
        if (line.decidedAt) {
          expect(line.decidedAt.getTime()).toBeGreaterThan(order.createdAt.getTime());
          expect(line.decidedAt.getTime()).toBeLessThan(NOW.getTime());
        }
      }
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      // What the checkout charged: sales in full, each rental's first month and deposit.
      expect(payment).toMatchObject({
        amountPaise: order.dueNowPaise,
        createdAt: order.createdAt,
        status: order.paymentMethod === 'cod' ? 'pending' : 'success',
      });
    }
    const byStatus = (status: string) => lines.filter((l) => l.line.status === status).length;
    expect(byStatus('accepted')).toBeGreaterThanOrEqual(2);
    expect(byStatus('rejected')).toBe(1);
    expect(byStatus('cancelled')).toBe(1);
    expect(lines.filter((l) => l.line.status === 'pending' && l.line.source === 'products').length).toBeGreaterThanOrEqual(1);
  });

  it('gives the demo buyer a visit request to a flat of owner@kiraya.in at two times in the days after the seed day', async () => {
    const rows = await db
      .select({ visit: visits, ownerEmail: owners.email, buyerEmail: users.email, category: products.category })
      .from(visits)
      .innerJoin(owners, eq(owners.id, visits.ownerId))
      .innerJoin(users, eq(users.id, visits.userId))
      .innerJoin(products, eq(products.id, visits.productId));
    expect(rows.map((r) => [r.buyerEmail, r.ownerEmail, r.category, r.visit.status])).toEqual([
      ['buyer@kiraya.in', 'owner@kiraya.in', 'property', 'requested'],
    ]);
    const seedDay = todayInIndia(NOW);
    expect(rows[0]?.visit.slots).toEqual([
      { date: addDays(seedDay, 2), time: '11:00' },
      { date: addDays(seedDay, 3), time: '17:30' },
    ]);
    expect(rows[0]?.visit.createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('gives owner@kiraya.in a positive balance equal to its ledger, less a withdrawal that waits for the admin', async () => {
    const [owner] = await db.select().from(owners).where(eq(owners.email, 'owner@kiraya.in'));
    const ownerId = owner?.id ?? 0;
    const ledger = await db.select().from(walletTransactions).where(eq(walletTransactions.ownerId, ownerId));
    const sum = ledger.reduce((s, r) => s + (r.type === 'credit' ? r.amountPaise : r.status === 'failed' ? 0 : -r.amountPaise), 0);
    const wallet = await getWallet(db, ownerId, 1, 50);
    expect(wallet.balance).toBeGreaterThan(0);
    expect(wallet.balance * 100).toBe(sum);
    // Every credit is an accepted line of the owner, dated when it was accepted: a sale's whole price, a rental's
    // first month (handed over that day; the next month has not begun).
    const accepted = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.ownerId, ownerId), eq(orderItems.status, 'accepted')));
    const credits = ledger.filter((r) => r.type === 'credit');
    expect(accepted.some((l) => l.type === 'rent')).toBe(true);
    expect(credits.map((c) => [c.orderItemId, c.amountPaise, c.createdAt, c.rentMonth]).sort()).toEqual(
      accepted
        .map((l) => (l.type === 'rent' ? [l.id, l.unitPricePaise * l.quantity, l.decidedAt, 1] : [l.id, l.totalPaise, l.decidedAt, null]))
        .sort(),
    );
    const [debit] = ledger.filter((r) => r.type === 'debit');
    expect(debit?.status).toBe('pending');
    const [withdrawal] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, debit?.paymentId ?? 0));
    expect(withdrawal).toMatchObject({
      ownerId,
      purpose: 'Withdrawal',
      status: 'pending',
      amountPaise: debit?.amountPaise,
      createdAt: debit?.createdAt,
    });
    expect(Math.max(...credits.map((c) => c.createdAt.getTime()))).toBeLessThan(debit?.createdAt.getTime() ?? 0);
  });

  it('is idempotent: a second run adds no rows and reuses the pictures', async () => {
    const before = await countRows(db);
    const snap = await snapshot(db);
    const again = await seedDemo(db, { uploadsDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(again).toEqual({ products: 0, listings: 0, accounts: 0, sellers: 0, orders: 0, visits: 0, images: { written: 0, reused: 141 } });
    expect(before.orders).toBe(4);
    expect(await countRows(db)).toEqual(before);
    expect(await snapshot(db)).toEqual(snap);
  }, 60_000);

  it('is deterministic: another fresh database gets the same catalogue', async () => {
    const second = await createTestDatabase();
    try {
      await seedDemo(second.database.db, { uploadsDir, images: false, now: NOW });
      const a = await snapshot(db);
      const b = await snapshot(second.database.db);
      expect(b).toEqual(a);
      // Dated from another moment, the content is still the same.
      const third = await createTestDatabase();
      try {
        await seedDemo(third.database.db, { uploadsDir, images: false, now: new Date('2030-01-01T00:00:00Z') });
        const c = await snapshot(third.database.db);
        const content = (s: typeof a) => ({ p: s.p.map(({ createdAt: _, ...x }) => x), l: s.l.map(({ createdAt: _, ...x }) => x) });
        expect(content(c)).toEqual(content(a));
      } finally {
        await third.drop();
      }
    } finally {
      await second.drop();
    }
  }, 60_000);
});
