import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../../db/schema/index.js';
import { createOwner, createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { fakeWebBuild } from '../../test/web-build.js';

// /owners/{id} is a visitor page: rendered on the server like item pages, with its own head (title, canonical), a
// crawler's summary, and a 404 for an owner that does not exist. The stand-in renderer reads the profile API in-process.
const web = fakeWebBuild({
  renderer: `let fetchApi;
export function connect(fetch) { fetchApi = fetch; }
export async function render(url, options) {
  const id = /^\\/owners\\/(\\d+)$/.exec(new URL(url, 'http://x').pathname)?.[1];
  if (!id) return { html: '<p>other</p>', state: {} };
  const profile = await (await fetchApi('/api/owners/' + id + '/profile', { method: 'GET' })).json();
  return { html: '<h1>' + profile.name + '</h1><p>' + profile.items.length + '</p>', state: {} };
}
`,
});

let t: TestContext;
let ownerId = 0;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', WEB_DIST: web.dist });
  const owner = await createOwner(t.db, { name: 'Ritu Srivastava' });
  ownerId = owner.id;
  await t.db.update(owners).set({ verified: true, phone: '9415012345' }).where(eq(owners.id, owner.id));
  await createProduct(t.db, { ownerId, title: 'Godrej almirah', category: 'appliance', price: 6000 });
  await createProduct(t.db, { ownerId, title: 'Pending sofa', approvalStatus: 'pending' });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

describe('the owner profile page', () => {
  it('is rendered on the server with the owner’s head and approved items only, never a phone number', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/owners/${ownerId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Ritu Srivastava · Verified owner on Kiraya</title>');
    expect(res.body).toMatch(/<div id="root" data-ssr="en"><h1>Ritu Srivastava<\/h1><p>1<\/p><\/div>/);
    expect(res.body).not.toContain('9415012345');
    expect(res.body).not.toContain('Pending sofa');
  });

  it('answers 404 for an owner that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/owners/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Not found · Kiraya');
  });
});
