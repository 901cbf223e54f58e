import { eq } from 'drizzle-orm';
import { admins, owners, users } from '../../db/schema/index.js';
import type { Ctx, Entry } from './kit.js';

const tables = { buyer: users, owner: owners, otherOwner: owners, admin: admins } as const;

/** Session routes: any signed-in role. */
export const SESSION_ROUTES: Record<string, Entry> = {
  'POST /api/auth/logout-all': {
    expect: { anon: 401, buyer: 200, owner: 200, otherOwner: 200, admin: 200 },
    request: async () => ({ method: 'POST', url: '/api/auth/logout-all' }),
    // The shared callers' tokens carry session version 0: put it back so later entries still run as them.
    after: async (ctx: Ctx, caller) => {
      if (caller === 'anon') return;
      const table = tables[caller];
      await ctx.t.db.update(table).set({ sessionVersion: 0 }).where(eq(table.id, ctx.who[caller].id));
    },
  },
};
