import { join } from 'node:path';
import { bhkIn, furnishingIn, LOCALITIES, localityIn, placeOf } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.js';
import { seedDemo } from './seed/seed.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('localities', () => {
  it('the table migration 0005 filled is the contract LOCALITIES, row for row', async () => {
    const result = await t.db.execute(sql`SELECT slug, name, name_hi AS "nameHi", pin, lat, lng FROM localities ORDER BY slug`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([...LOCALITIES].sort((a, b) => (a.slug < b.slug ? -1 : 1)).map((l) => ({ ...l })));
    expect(LOCALITIES.length).toBeGreaterThanOrEqual(40);
  });

  it('every demo item is in the locality its location names', async () => {
    await seedDemo(t.db, { uploadsDir: join(t.config.dataDir, 'uploads'), images: false });
    const result = await t.db.execute(sql`SELECT location, locality FROM products UNION ALL SELECT location, locality FROM listings`);
    const rows = (result as unknown as { rows: { location: string; locality: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.locality).toBe(placeOf({ location: r.location }).locality);
  });

  it('reads a locality, BHK and furnishing out of free text as migration 0005 did', () => {
    expect(localityIn('Flat 4, Gomti Nagar Extension, Lucknow')?.slug).toBe('gomti-nagar-extension');
    expect(localityIn('near gomti nagar')?.slug).toBe('gomti-nagar');
    expect(localityIn('somewhere else')).toBeUndefined();
    expect(placeOf({ location: 'somewhere else' })).toEqual({ locality: 'hazratganj', location: 'somewhere else' });
    expect(placeOf({ locality: 'chowk', location: '' })).toEqual({ locality: 'chowk', location: 'Chowk' });
    expect(bhkIn('Spacious 2BHK flat')).toBe(2);
    expect(bhkIn('1 RK near university')).toBe(0);
    expect(bhkIn('Double door fridge')).toBeUndefined();
    expect(furnishingIn('Semi-furnished, lift')).toBe('semi_furnished');
    expect(furnishingIn('Unfurnished shop')).toBe('unfurnished');
    expect(furnishingIn('Fully furnished')).toBe('furnished');
  });
});
