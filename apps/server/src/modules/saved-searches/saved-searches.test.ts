import { APPROVAL_UNDO_SECONDS, SAVED_SEARCHES_MAX } from '@kiraya/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, savedSearchHits, scheduledJobs } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/sql-rows.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { runDueJobs } from '../jobs/jobs.runner.js';
import { runItemAlerts } from './matching.js';

let t: TestContext, buyer: TestAccount, buyer2: TestAccount, admin: TestAccount;

beforeAll(async () => {
  ({ t, buyer, buyer2, admin } = await openTestApp({ buyer: 'user', buyer2: 'user', admin: 'admin' }));
});
afterAll(() => t.close());

const save = (payload: object, who: TestAccount = buyer) =>
  t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: who.headers, payload });
const approve = (source: 'product' | 'listing', id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/requests/${source}-${id}/approve`, headers: admin.headers });
const matchesOf = async (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipientId, userId), eq(notifications.recipientRole, 'user'), eq(notifications.code, 'SAVED_SEARCH_MATCH')),
    );
const clearSaved = async () => {
  await t.db.execute(sql`DELETE FROM saved_searches`);
  await t.db.execute(sql`DELETE FROM notifications WHERE code = 'SAVED_SEARCH_MATCH'`);
};
/** A pending item approved by the admin through the API; the job is due, not run. */
async function approvedProduct(over: Parameters<typeof createProduct>[1] = {}) {
  const p = await createProduct(t.db, { approvalStatus: 'pending', ...over });
  expect((await approve('product', p.id)).statusCode).toBe(200);
  return p;
}
// The matching job is due once the approval can no longer be undone.
const runJobs = () => runDueJobs(t.db, new Date(Date.now() + (APPROVAL_UNDO_SECONDS + 1) * 1000), 50);

describe('saving searches', () => {
  it('saves, lists, renames, switches alerts and deletes, each only by its buyer', async () => {
    await clearSaved();
    const res = await save({
      name: 'Fridge near me',
      search: { page: 'search', query: '  फ्रिज ', locality: ['aliganj', 'chowk'], maxPrice: 5000 },
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      name: 'Fridge near me',
      alerts: true,
      search: { page: 'search', query: 'फ्रिज', locality: ['aliganj', 'chowk'] },
    });
    expect(s.href).toBe(`/search?query=${encodeURIComponent('फ्रिज')}&locality=aliganj%2Cchowk&maxPrice=5000`);
    const list = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: buyer.headers });
    expect(list.json().map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect(list.headers['x-total-count']).toBe('1');
    // another buyer sees none of it and cannot touch it
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: buyer2.headers })).json()).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const r = await t.app.inject({
        method,
        url: `/api/saved-searches/${s.id}`,
        headers: buyer2.headers,
        payload: method === 'PATCH' ? { name: 'x' } : undefined,
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${s.id}`,
      headers: buyer.headers,
      payload: { name: 'Cheap fridge', alerts: false },
    });
    expect(renamed.json()).toMatchObject({ name: 'Cheap fridge', alerts: false });
    const empty = await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${s.id}`, headers: buyer.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${s.id}`, headers: buyer.headers });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: buyer.headers })).json()).toEqual([]);
  });

  it('refuses the same search twice, bad filters and more than the limit, with coded 4xx and nothing written', async () => {
    await clearSaved();
    const first = await save({ name: 'Flats', search: { page: 'list', category: 'property', locality: ['chowk', 'aliganj'] } });
    expect(first.statusCode).toBe(201);
    expect(first.json().href).toBe('/category/property?locality=aliganj%2Cchowk');
    const again = await save({ name: 'Flats again', search: { page: 'list', category: 'property', locality: ['aliganj', 'chowk'] } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SAVED_SEARCH_DUPLICATE');
    const range = await save({ name: 'x', search: { page: 'search', query: 'sofa', minPrice: 900, maxPrice: 100 } });
    expect(range.statusCode).toBe(400);
    const category = await save({ name: 'x', search: { page: 'list', category: 'spaceships' } });
    expect(category.statusCode).toBe(400);
    expect(category.json().code).toBe('CATALOGUE_UNKNOWN_CATEGORY');
    expect((await save({ name: '  ', search: { page: 'search', query: 'sofa' } })).statusCode).toBe(400);
    for (let i = 1; i < SAVED_SEARCHES_MAX; i++)
      expect((await save({ name: `s${i}`, search: { page: 'search', query: `sofa ${i}` } })).statusCode).toBe(201);
    const over = await save({ name: 'one more', search: { page: 'search', query: 'almirah' } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', message: expect.stringContaining(`${SAVED_SEARCHES_MAX}`) });
    const [n] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${buyer.id}`));
    expect(n?.n).toBe(SAVED_SEARCHES_MAX);
  });
});

describe('alerts for newly approved items', () => {
  it('matches by the job, not in the approval: Hindi, Hinglish and English words alike, with price, locality and category', async () => {
    await clearSaved();
    const hindi = (
      await save({ name: 'फ्रिज अलीगंज', search: { page: 'search', query: 'फ्रिज', locality: ['aliganj'], maxPrice: 5000 } })
    ).json();
    const hinglish = (await save({ name: 'frij', search: { page: 'search', query: 'frij', offer: 'buy' } }, buyer2)).json();
    await save({ name: 'too cheap', search: { page: 'search', query: 'fridge', maxPrice: 1000 } }, buyer2);
    await save({ name: 'elsewhere', search: { page: 'search', query: 'fridge', locality: ['chowk'] } }, buyer2);
    await save({ name: 'sofa', search: { page: 'search', query: 'sofa' } }, buyer2);
    await save({ name: 'clothes', search: { page: 'list', category: 'clothing' } }, buyer2);
    await save({ name: 'for rent', search: { page: 'search', query: 'refrigerator', offer: 'rent' } }, buyer2);
    const godrej = (
      await save({ name: 'godrej appliances', search: { page: 'list', category: 'appliance', query: 'Godrej' } }, buyer2)
    ).json();

    const p = await approvedProduct({ title: 'Godrej refrigerator 190L', location: 'Aliganj', price: 3000 });
    // The approval only scheduled the job.
    const jobs = await t.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, 'saved_search_product'), eq(scheduledJobs.refId, p.id)));
    expect(jobs).toHaveLength(1);
    expect(await matchesOf(buyer.id)).toHaveLength(0);

    await runJobs();
    const mine = await matchesOf(buyer.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ params: { title: 'Godrej refrigerator 190L', search: 'फ्रिज अलीगंज', href: `/product/${p.id}` } });
    const theirs = (await matchesOf(buyer2.id)).map((n) => (n.params as { search: string }).search).sort();
    expect(theirs).toEqual(['frij', 'godrej appliances']);
    const hits = await t.db.select().from(savedSearchHits).where(eq(savedSearchHits.itemId, p.id));
    expect(hits.map((h) => h.savedSearchId).sort()).toEqual([hindi.id, hinglish.id, godrej.id].sort());
  });

  it('alerts once per item and search when the job runs twice, or in two processes at once', async () => {
    await clearSaved();
    await save({ name: 'almirah', search: { page: 'search', query: 'almirah' } });
    const p = await approvedProduct({ title: 'Steel almirah', location: 'Chowk' });
    await runJobs();
    await runJobs();
    // Two processes running the same item's matching at once: the hits' key lets one of them record it.
    await Promise.all([1, 2].map(() => t.db.transaction((tx) => runItemAlerts(tx, 'products', p.id, new Date()))));
    expect(await matchesOf(buyer.id)).toHaveLength(1);
  });

  it('never alerts about the buyer’s own ad, nor for searches with alerts off, nor for items not approved', async () => {
    await clearSaved();
    await save({ name: 'flats', search: { page: 'search', query: 'flat' } });
    const off = (await save({ name: 'flats off', search: { page: 'list', category: 'property' } }, buyer2)).json();
    await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${off.id}`, headers: buyer2.headers, payload: { alerts: false } });
    const own = await createListing(t.db, { title: '2BHK flat in Hazratganj', userId: buyer.id, approvalStatus: 'pending' });
    expect((await approve('listing', own.id)).statusCode).toBe(200);
    await runJobs();
    expect(await matchesOf(buyer.id)).toHaveLength(0);
    expect(await matchesOf(buyer2.id)).toHaveLength(0);
    // someone else's flat does reach the buyer
    const other = await createListing(t.db, { title: '2BHK flat near Aminabad', approvalStatus: 'pending' });
    expect((await approve('listing', other.id)).statusCode).toBe(200);
    await runJobs();
    expect(await matchesOf(buyer.id)).toHaveLength(1);
    // a rejected item's job (if any) finds nothing to say
    const rejected = await createProduct(t.db, { title: '2BHK flat furniture', approvalStatus: 'rejected' });
    expect((await runItemAlerts(t.db, 'products', rejected.id, new Date())).examined).toBe(0);
  });

  it('reads only the saved searches that can match: a few candidates among thousands, through the keys index', async () => {
    await clearSaved();
    await save({ name: 'cooler', search: { page: 'search', query: 'cooler' } });
    // 3,000 searches of another buyer that cannot match a cooler in Indira Nagar.
    const others = ['sofa', 'almirah', 'saree', 'washing machine', 'bed', 'laptop'];
    await t.db.execute(sql`
      INSERT INTO saved_searches (user_id, name, params, params_key, match_keys, category, offer)
      SELECT ${buyer2.id}, 'bulk ' || g, '{"page":"list"}'::jsonb, 'bulk-' || g,
        CASE g % 4
          WHEN 0 THEN ARRAY['w:' || left((${`{${others.join(',')}}`}::text[])[1 + g % 6], 4)]
          WHEN 1 THEN ARRAY['l:chowk']
          WHEN 2 THEN ARRAY['c:clothing:*']
          ELSE ARRAY['t:sar']
        END, NULL, NULL
      FROM generate_series(1, 3000) g`);
    await t.db.execute(sql`ANALYZE saved_searches`);
    const p = await createProduct(t.db, { title: 'Symphony air cooler', location: 'Indira Nagar', approvalStatus: 'approved' });
    const report = await t.db.transaction((tx) => runItemAlerts(tx, 'products', p.id, new Date()));
    expect(report.matched).toBe(1);
    expect(report.examined).toBeLessThanOrEqual(5);
    const [total] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM saved_searches WHERE alerts`));
    expect(total?.n).toBeGreaterThan(3000);
    // The candidate lookup is an index scan on match_keys, not a scan of every saved search.
    const plan = rowsOf<Record<string, string>>(
      await t.db.execute(sql`EXPLAIN SELECT id FROM saved_searches WHERE alerts AND match_keys && '{w:cool,w:air,l:indira-nagar}'::text[]`),
    )
      .map((r) => Object.values(r).join(''))
      .join('\n');
    expect(plan).toContain('saved_searches_keys_idx');
    expect(plan).not.toMatch(/Seq Scan on saved_searches/);
  });
});
