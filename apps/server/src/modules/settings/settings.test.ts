import { DEFAULT_SETTINGS } from '@kiraya/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { saveSettings } from './settings.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    const { createProduct } = await import('../../test/factories.js');
    for (let i = 0; i < 3; i++) await createProduct(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBe('3');
  });
});
