import { createSynonymGroup } from '../../modules/search/synonyms.service.js';
import { adminOnly, type Ctx, type Entry, json } from './kit.js';

/** A fresh group for each caller, so a PATCH or DELETE by the admin has something of its own to change. */
const freshGroup = async (ctx: Ctx) => (await createSynonymGroup(ctx.t.db, { words: [`matrix${ctx.n()}`, `matrixalt${ctx.n()}`] })).id;

/** Admin editing of search synonyms. */
export const SEARCH_ROUTES: Record<string, Entry> = {
  'GET /api/admin/synonyms': { expect: adminOnly(), request: json('GET', '/api/admin/synonyms') },
  'POST /api/admin/synonyms': {
    expect: adminOnly(201),
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/synonyms',
      payload: { words: [`matrixnew${ctx.n()}`, `matrixnewalt${ctx.n()}`] },
    }),
  },
  'PATCH /api/admin/synonyms/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/admin/synonyms/${await freshGroup(ctx)}`,
      payload: { words: [`matrixedit${ctx.n()}`, `matrixeditalt${ctx.n()}`] },
    }),
  },
  'DELETE /api/admin/synonyms/:id': {
    expect: adminOnly(),
    request: async (ctx) => ({ method: 'DELETE', url: `/api/admin/synonyms/${await freshGroup(ctx)}` }),
  },
};
