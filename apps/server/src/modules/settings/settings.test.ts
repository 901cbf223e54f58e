import { DEFAULT_SETTINGS, SETTINGS_MSG, type SiteSettings } from '@kiraya/contract';
import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createListing, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { saveSettings } from './settings.service.js';

let t: TestContext;
let admin: TestAccount;
let buyer: TestAccount;
let owner: TestAccount;
beforeAll(async () => {
  // The public catalogue cache on, as in production: a saved itemsPerPage must not be hidden by it.
  t = await createTestApp({ CATALOGUE_CACHE: 'on' });
  admin = await createAccount(t, 'admin', 'Asha Admin');
  buyer = await createAccount(t, 'user');
  owner = await createAccount(t, 'owner');
});
afterEach(() => saveSettings(t.db, DEFAULT_SETTINGS));
afterAll(() => t.close());

const save = (payload: object, who: TestAccount | null = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: who?.headers ?? {}, payload });
const read = (who: TestAccount | null = admin) => t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: who?.headers ?? {} });

describe('public settings', () => {
  it('serves the defaults, then what an admin saved, without the admin email', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(first.json()).toMatchObject({ siteTitle: DEFAULT_SETTINGS.siteTitle, itemsPerPage: 9 });
    expect(first.json()).not.toHaveProperty('adminEmail');
    await saveSettings(t.db, { ...DEFAULT_SETTINGS, siteTitle: 'Kiraya Lucknow', itemsPerPage: 12 });
    const after = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(after.json()).toMatchObject({ siteTitle: 'Kiraya Lucknow', itemsPerPage: 12 });
  });

  it('uses itemsPerPage as the default page size of public lists', async () => {
    await saveSettings(t.db, { ...DEFAULT_SETTINGS, itemsPerPage: 2 });
    for (let i = 0; i < 3; i++) await createProduct(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('3');
    // The same URL, now answered from the cache by its URL alone (catalogue.cache.ts, freshFirst), follows a new
    // page size at once: the URL names no size, so its answer must not outlive the setting it was cut with.
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).json()).toHaveLength(2);
    await saveSettings(t.db, { ...DEFAULT_SETTINGS, itemsPerPage: 3 });
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).json()).toHaveLength(3);
  });
});

describe('admin settings', () => {
  it('GET answers every setting with its default, to admins only', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(buyer)).statusCode).toBe(403);
    expect((await read(owner)).statusCode).toBe(403);
  });

  it('POST stores every field, answers the saved settings and logs who changed them', async () => {
    const values: SiteSettings = {
      siteTitle: '  Kiraya Awadh  ',
      adminEmail: 'ops@kiraya.in',
      supportEmail: '',
      contactNumber: '+91 522 400 1234',
      itemsPerPage: 24,
      notificationsEnabled: false,
      darkMode: true,
      maintenanceMode: false,
    };
    const res = await save(values);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...values, siteTitle: 'Kiraya Awadh' });
    expect((await read()).json()).toEqual({ ...values, siteTitle: 'Kiraya Awadh' });
    const [last] = await t.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(last).toMatchObject({ action: 'settings.updated', summary: 'Asha Admin updated the site settings.' });
  });

  it('refuses non-admins and changes nothing', async () => {
    for (const who of [null, buyer, owner]) {
      const res = await save({ ...DEFAULT_SETTINGS, siteTitle: 'Hijacked' }, who);
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().siteTitle).toBe(DEFAULT_SETTINGS.siteTitle);
  });

  it('validates §5 with a message per field: siteTitle and adminEmail required, adminEmail an email, itemsPerPage at least 1', async () => {
    const res = await save({ ...DEFAULT_SETTINGS, siteTitle: '   ', adminEmail: '', itemsPerPage: 0 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors.siteTitle).toContain('Site title is required.');
    expect(body.fieldErrors.adminEmail).toContain('Admin email is required.');
    expect(body.fieldErrors.itemsPerPage).toContain('Items per page must be at least 1.');
    expect(body.message).toBe('Site title is required.');

    const email = await save({ ...DEFAULT_SETTINGS, adminEmail: 'not-an-email', supportEmail: 'nope' });
    expect(email.json().fieldErrors).toMatchObject({ adminEmail: ['Enter a valid email address.'], supportEmail: expect.any(Array) });
    const big = await save({ ...DEFAULT_SETTINGS, itemsPerPage: 101 });
    expect(big.json().fieldErrors.itemsPerPage).toEqual(['Items per page must be at most 100.']);
    const fraction = await save({ ...DEFAULT_SETTINGS, itemsPerPage: 2.5 });
    expect(fraction.statusCode).toBe(400);
    const missing = await save({ siteTitle: 'Only a title' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty('adminEmail');
    expect((await read()).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('takes effect at once: the title in GET /api/settings and the page size of a cached public list', async () => {
    for (let i = 0; i < 5; i++) await createListing(t.db);
    // Warm the catalogue cache with the default page size.
    const before = await t.app.inject({ method: 'GET', url: '/api/listings' });
    expect(before.json()).toHaveLength(5);
    await t.app.inject({ method: 'GET', url: '/api/settings' });

    expect((await save({ ...DEFAULT_SETTINGS, siteTitle: 'Kiraya Now', itemsPerPage: 2 })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/listings' });
    expect(list.json()).toHaveLength(2);
    expect(list.headers['x-total-count']).toBe('5');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      siteTitle: 'Kiraya Now',
      itemsPerPage: 2,
    });
    // An explicit limit still wins over the setting.
    expect((await t.app.inject({ method: 'GET', url: '/api/listings?limit=4' })).json()).toHaveLength(4);
  });
});

describe('maintenance mode', () => {
  const wishlistAdd = async () => {
    const p = await createProduct(t.db);
    return t.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: buyer.headers,
      payload: { user_id: buyer.id, product_id: p.id, source: 'products' },
    });
  };

  it('answers 503 to every write by a non-admin, keeps reads and admin writes working, and lifts at once', async () => {
    const on = await save({ ...DEFAULT_SETTINGS, maintenanceMode: true });
    expect(on.statusCode).toBe(200);
    const [logged] = await t.db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(logged?.summary).toBe('Asha Admin turned maintenance mode on.');

    const blocked = await wishlistAdd();
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ message: SETTINGS_MSG.maintenance, code: 'SETTINGS_MAINTENANCE' });
    // Owners and visitors too, whatever the route.
    const ownerWrite = await t.app.inject({ method: 'PUT', url: '/api/owner/profile', headers: owner.headers, payload: {} });
    expect(ownerWrite.statusCode).toBe(503);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'N', email: 'n@example.in', password: 'secret123' },
    });
    expect(signUp.statusCode).toBe(503);

    // Reads still answer, so the web app can show its maintenance page and admins keep working.
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().maintenanceMode).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/wishlist/${buyer.id}`, headers: buyer.headers })).statusCode).toBe(200);

    // The admin login stays open (a wrong password is still its own 401, not 503); admin writes work.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { email: 'nobody@kiraya.in', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    const adminWrite = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed Buyer' },
    });
    expect(adminWrite.statusCode).toBe(200);

    expect((await save({ ...DEFAULT_SETTINGS, maintenanceMode: false })).statusCode).toBe(200);
    expect((await wishlistAdd()).statusCode).toBe(201);
  });

  it('is off by default: writes go through', async () => {
    expect((await wishlistAdd()).statusCode).toBe(201);
  });
});
