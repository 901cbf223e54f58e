/**
 * The demo buyer's visit request to one of owner@kiraya.in's flats, waiting for the owner, so My visits and the
 * owner's Visits both show one. It goes through the visits service (the owner's notification included); its two times
 * are the coming days from the seed's day, so they are always ahead.
 */
import { addDays, todayInIndia } from '@kiraya/contract';
import { and, eq } from 'drizzle-orm';
import { requestVisit } from '../../modules/visits/visits.service.js';
import type { Db } from '../client.js';
import { products, visits } from '../schema/index.js';

export const DEMO_VISIT = {
  /** "1 BHK furnished flat with AC, Indira Nagar" (catalogue.ts: property of the first demo owner). */
  item: 'seed/p-004',
  /** Days after the seed's day, and the times. */
  slots: [
    { daysAhead: 2, time: '11:00' },
    { daysAhead: 3, time: '17:30' },
  ],
  message: 'I work near Munshi Pulia. Could I see the flat after office hours?',
  hoursAgo: 3,
} as const;

/** Asks for the demo visit once: a second run (or a visit to that flat the buyer already has, in any status) adds none. */
export async function ensureDemoVisit(tx: Db, ctx: { now: Date; buyerId: number }): Promise<number> {
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.image, DEMO_VISIT.item));
  if (!product) return 0;
  const [existing] = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.userId, ctx.buyerId), eq(visits.productId, product.id)))
    .limit(1);
  if (existing) return 0;
  const today = todayInIndia(ctx.now);
  const visit = await requestVisit(
    tx,
    ctx.buyerId,
    {
      product_id: product.id,
      slots: DEMO_VISIT.slots.map((s) => ({ date: addDays(today, s.daysAhead), time: s.time })),
      message: DEMO_VISIT.message,
    },
    today,
  );
  // The service stamps the present moment; the demo dates it from the seed's.
  const askedAt = new Date(ctx.now.getTime() - DEMO_VISIT.hoursAgo * 3_600_000);
  await tx.update(visits).set({ createdAt: askedAt, updatedAt: askedAt }).where(eq(visits.id, visit.id));
  return 1;
}
