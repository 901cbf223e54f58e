import { addMonths, todayInIndia } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { lineExtensions } from '../../db/schema/index.js';
import { adminOnly, buyerOnly, type Ctx, type Entry, json, ownerOwn } from './kit.js';
import { acceptedLine } from './reports.js';

/** The life of an accepted line: its buyer, its owner and admins see it; only its owner records the handover. */
export const LIFECYCLE_ROUTES: Record<string, Entry> = {
  'GET /api/orders/items/:itemId/lifecycle': {
    expect: { anon: 401, buyer: 200, owner: 200, otherOwner: 403, admin: 200 },
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/items/${(await acceptedLine(ctx)).lineId}/lifecycle` }),
  },
  'POST /api/orders/items/:itemId/lifecycle': {
    expect: { anon: 401, buyer: 403, owner: 200, otherOwner: 403, admin: 403 },
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/items/${(await acceptedLine(ctx)).lineId}/lifecycle`,
      payload: { event: 'deliver', report: { condition: 'good' } },
    }),
  },
  // disputes desk: the queue of disputed lines is for admins only.
  'GET /api/admin/disputes': { expect: adminOnly(), request: json('GET', '/api/admin/disputes?page=1&limit=5') },
};

// extensions
/** A running rental of the owner's product, rented by the buyer (written directly), with a waiting extension request. */
async function runningRental(ctx: Ctx): Promise<{ lineId: number; extensionId: number }> {
  const start = todayInIndia();
  const { lineId } = await acceptedLine(ctx, { monthlyPaise: 70_000, months: 3, startDate: start });
  const [ext] = await ctx.t.db
    .insert(lineExtensions)
    .values({
      orderItemId: lineId,
      months: 1,
      monthlyPricePaise: 70_000,
      totalPaise: 70_000,
      fromEndDate: addMonths(start, 3),
      toEndDate: addMonths(start, 4),
    })
    .returning();
  return { lineId, extensionId: ext?.id as number };
}

/** Extending a rental: its buyer asks and withdraws, its owner answers. */
export const EXTENSION_ROUTES: Record<string, Entry> = {
  'GET /api/orders/items/:itemId/extensions/quote': {
    expect: buyerOnly(200),
    request: async (ctx) => ({ method: 'GET', url: `/api/orders/items/${(await runningRental(ctx)).lineId}/extensions/quote?months=2` }),
  },
  'POST /api/orders/items/:itemId/extensions': {
    expect: buyerOnly(201),
    request: async (ctx) => {
      const { lineId, extensionId } = await runningRental(ctx);
      await ctx.t.db.delete(lineExtensions).where(eq(lineExtensions.id, extensionId));
      return { method: 'POST', url: `/api/orders/items/${lineId}/extensions`, payload: { months: 2 } };
    },
  },
  'POST /api/orders/items/:itemId/extensions/:extensionId/accept': {
    expect: ownerOwn(200),
    request: async (ctx) => {
      const { lineId, extensionId } = await runningRental(ctx);
      return { method: 'POST', url: `/api/orders/items/${lineId}/extensions/${extensionId}/accept` };
    },
  },
  'POST /api/orders/items/:itemId/extensions/:extensionId/decline': {
    expect: ownerOwn(200),
    request: async (ctx) => {
      const { lineId, extensionId } = await runningRental(ctx);
      return { method: 'POST', url: `/api/orders/items/${lineId}/extensions/${extensionId}/decline` };
    },
  },
  'POST /api/orders/items/:itemId/extensions/:extensionId/withdraw': {
    expect: buyerOnly(200),
    request: async (ctx) => {
      const { lineId, extensionId } = await runningRental(ctx);
      return { method: 'POST', url: `/api/orders/items/${lineId}/extensions/${extensionId}/withdraw` };
    },
  },
};
