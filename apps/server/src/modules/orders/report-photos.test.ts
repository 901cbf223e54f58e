import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LINE_MSG, LINE_REPORT_LIMITS, type LineLifecycle, PRODUCT_MSG, type ReportPhotoUpload } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPhotos, scheduledJobs } from '../../db/schema/index.js';
import { createPictureUrls } from '../../lib/picture-urls.js';
import { createLocalImageStore } from '../../lib/storage.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import { createListing } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import { makeImage, multipartBody } from '../../test/images.js';
import { acceptedRental, checkoutBody } from '../../test/orders.js';
import { runDueJobs } from '../jobs/jobs.runner.js';

// Photos of handover and return reports (docs/renting.md "Photos"): uploaded by the owner side, private to the line's
// buyer, its owner and admins through signed URLs, attached once by the move that records the report.

let t: TestContext, buyer: TestAccount, otherBuyer: TestAccount, owner: TestAccount, otherOwner: TestAccount, admin: TestAccount;
let jpeg: Buffer;
beforeAll(async () => {
  ({ t, buyer, otherBuyer, owner, otherOwner, admin } = await openTestApp({
    buyer: ['user', 'Aarav Mishra'],
    otherBuyer: ['user', 'Zoya Siddiqui'],
    owner: ['owner', 'Neha Awasthi'],
    otherOwner: ['owner', 'Imran Qureshi'],
    admin: ['admin', 'Admin'],
  }));
  jpeg = await makeImage('jpeg', 320, 240);
});
afterAll(() => t.close());

const upload = (itemId: number, who: TestAccount | null, data: Buffer = jpeg, contentType = 'image/jpeg') => {
  const body = multipartBody({}, { field: 'image', filename: 'fridge.jpg', contentType, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/items/${itemId}/report-photos`,
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
};
async function uploaded(itemId: number, who = owner): Promise<ReportPhotoUpload> {
  const res = await upload(itemId, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ReportPhotoUpload;
}
const move = (itemId: number, who: TestAccount, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers, payload });
const view = (itemId: number, who: TestAccount) =>
  t.app.inject({ method: 'GET', url: `/api/orders/items/${itemId}/lifecycle`, headers: who.headers });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const plain = (url: string) => url.split('?')[0] as string;
const rental = () => acceptedRental(t, buyer, owner, { title: 'Fridge', monthly: 900, depositPaise: 200_000 });

describe('uploading a report photo', () => {
  it('stores a private WebP for the owner and answers its id and a signed thumbnail URL', async () => {
    const itemId = await rental();
    const photo = await uploaded(itemId);
    expect(photo.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(photo.url).toMatch(/^\/uploads\/reports\/[0-9a-f-]{36}-card\.webp\?exp=\d+&sig=/);
    const res = await get(photo.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Unsigned, forged or expired: nothing.
    expect((await get(plain(photo.url))).statusCode).toBe(404);
    expect((await get(photo.url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(404);
    expect((await get(photo.url.replace(/exp=\d+/, 'exp=1000'))).statusCode).toBe(404);
    // Signed rightly, but an hour past its life (links last 15 to 30 minutes).
    const signedLongAgo = createPictureUrls(t.config.tokenSecret, () => Date.now() - 3_600_000);
    const expired = signedLongAgo(`reports/${photo.id}`, 'card', false);
    expect(expired).toMatch(/sig=/);
    expect((await get(expired)).statusCode).toBe(404);
    const [row] = await t.db.select().from(reportPhotos).where(eq(reportPhotos.id, photo.id));
    expect(row).toMatchObject({ orderItemId: itemId, side: 'owner', uploaderRole: 'owner', uploaderId: owner.id, used: false });
  });

  it('strips EXIF like item photos do', async () => {
    const itemId = await rental();
    const tagged = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3355aa' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(itemId, owner, tagged);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as ReportPhotoUpload;
    const meta = await sharp((await get(url)).rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not a picture, an empty form and one over 5 MB', async () => {
    const itemId = await rental();
    const text = await upload(itemId, owner, Buffer.from('not a picture at all'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(PRODUCT_MSG.imageType);
    const empty = multipartBody({ note: 'x' });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/orders/items/${itemId}/report-photos`,
      payload: empty.payload,
      headers: { ...empty.headers, ...owner.headers },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(LINE_MSG.photoRequired);
    const big = await upload(itemId, owner, Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 10)]));
    expect(big.statusCode).toBe(413);
    expect(await t.db.select().from(reportPhotos).where(eq(reportPhotos.orderItemId, itemId))).toHaveLength(0);
  });

  it('lets only the owner side upload: not the buyer, another buyer, another owner, an admin on an owner line, nor a visitor', async () => {
    const itemId = await rental();
    for (const who of [buyer, otherBuyer, otherOwner, admin]) {
      const res = await upload(itemId, who);
      expect(res.statusCode, who.name).toBe(403);
    }
    expect((await upload(itemId, null)).statusCode).toBe(401);
    expect(await t.db.select().from(reportPhotos).where(eq(reportPhotos.orderItemId, itemId))).toHaveLength(0);
  });

  it('on an ad line (no owner account) lets an admin upload and attach, as its owner', async () => {
    const ad = await createListing(t.db, { title: 'Sofa cum bed', price: 800 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: checkoutBody(buyer.name, [{ source: 'listings', product_id: ad.id, months: 2 }]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const itemId = placed.json().cart_items[0].item_id as number;
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/admin/order-items/${itemId}/accept`, headers: admin.headers });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await upload(itemId, owner)).statusCode).toBe(403);
    const photo = await uploaded(itemId, admin);
    const [row] = await t.db.select().from(reportPhotos).where(eq(reportPhotos.id, photo.id));
    expect(row).toMatchObject({ side: 'owner', uploaderRole: 'admin', uploaderId: admin.id });
    const delivered = await move(itemId, admin, { event: 'deliver', report: { condition: 'good', photos: [photo.id] } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const photos = ((await view(itemId, buyer)).json() as LineLifecycle).history[0]?.photos;
    expect(photos?.map((p) => p.id)).toEqual([photo.id]);
  });

  it(`keeps at most ${LINE_REPORT_LIMITS.photosMax} waiting; removing one makes room`, async () => {
    const itemId = await rental();
    const ids: string[] = [];
    for (let i = 0; i < LINE_REPORT_LIMITS.photosMax; i++) ids.push((await uploaded(itemId)).id);
    const ninth = await upload(itemId, owner);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().message).toBe(LINE_MSG.photosWaiting);
    // Only the owner side removes, and only this line's photo.
    const id = ids[0] as string;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/items/${itemId}/report-photos/${id}`, headers: buyer.headers })).statusCode,
    ).toBe(403);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/orders/items/${itemId}/report-photos/${id}`, headers: owner.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/orders/items/${itemId}/report-photos/${id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect((await upload(itemId, owner)).statusCode).toBe(201);
  });

  it('refuses uploads once no report is due (after the handover, before the return)', async () => {
    const itemId = await rental();
    expect((await move(itemId, owner, { event: 'deliver', report: { condition: 'good' } })).statusCode).toBe(200);
    const res = await upload(itemId, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LINE_MSG.photoNotNow);
  });
});

describe('photos in reports', () => {
  it('attaches photos to the handover and the return, and shows them signed to the buyer, the owner and admins only', async () => {
    const itemId = await rental();
    const a = await uploaded(itemId);
    const b = await uploaded(itemId);
    const delivered = await move(itemId, owner, { event: 'deliver', report: { condition: 'good', photos: [b.id, a.id] } });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const entry = (delivered.json() as LineLifecycle).history[0];
    expect(entry?.photos?.map((p) => p.id)).toEqual([b.id, a.id]);
    for (const who of [buyer, admin, owner]) {
      const life = (await view(itemId, who)).json() as LineLifecycle;
      const photo = life.history[0]?.photos?.[0];
      if (!photo) throw new Error('no photo in the view');
      expect(photo.full_url).toMatch(/-full\.webp\?exp=\d+&sig=/);
      expect((await get(photo.full_url)).statusCode).toBe(200);
      expect((await get(photo.card_url)).statusCode).toBe(200);
    }
    // Anybody else gets neither the view nor the picture.
    for (const who of [otherBuyer, otherOwner]) expect((await view(itemId, who)).statusCode).toBe(403);
    expect((await get(plain(entry?.photos?.[0]?.full_url ?? ''))).statusCode).toBe(404);
    // Attached photos stay.
    expect(await t.db.select().from(reportPhotos).where(eq(reportPhotos.used, true))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: a.id }), expect.objectContaining({ id: b.id })]),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/items/${itemId}/report-photos/${a.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(409);

    expect((await move(itemId, buyer, { event: 'confirm_delivery' })).statusCode).toBe(200);
    const c = await uploaded(itemId);
    // A photo already in the handover cannot be in the return too.
    const reused = await move(itemId, owner, { event: 'record_return', report: { condition: 'fair', photos: [c.id, a.id] } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(LINE_MSG.photoUsed);
    // Nothing moved and nothing was used by the refused move.
    expect(((await view(itemId, owner)).json() as LineLifecycle).stage).toBe('active');
    const [unused] = await t.db.select().from(reportPhotos).where(eq(reportPhotos.id, c.id));
    expect(unused?.used).toBe(false);
    const returned = await move(itemId, owner, {
      event: 'record_return',
      report: { condition: 'fair', photos: [c.id] },
      deduction: 500,
      deduction_reason: 'The door seal is torn at the bottom',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const life = returned.json() as LineLifecycle;
    expect(life.history.map((h) => h.photos?.length ?? null)).toEqual([2, null, 1]);
  });

  it("refuses another line's photo, an unknown id, a repeated id and more than eight", async () => {
    const itemId = await rental();
    const otherLine = await rental();
    const foreign = await uploaded(otherLine);
    const own = await uploaded(itemId);
    const cases: [object, string][] = [
      [{ condition: 'good', photos: [foreign.id] }, LINE_MSG.photoNotFound],
      [{ condition: 'good', photos: ['00000000-0000-4000-8000-000000000000'] }, LINE_MSG.photoNotFound],
      [{ condition: 'good', photos: [own.id, own.id] }, LINE_MSG.photoRepeated],
      [{ condition: 'good', photos: Array.from({ length: 9 }, (_, i) => `id-${i}`) }, LINE_MSG.tooManyPhotos],
    ];
    for (const [report, message] of cases) {
      const res = await move(itemId, owner, { event: 'deliver', report });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(((await view(itemId, owner)).json() as LineLifecycle).stage).toBe('awaiting_delivery');
    // A report without photos still works as before.
    expect((await move(itemId, owner, { event: 'deliver', report: { condition: 'good' } })).statusCode).toBe(200);
    expect(((await view(itemId, owner)).json() as LineLifecycle).history[0]?.photos).toEqual([]);
  });
});

describe('cleaning up', () => {
  it('removes photos never attached a day after upload, rows and files, and keeps attached ones', async () => {
    const itemId = await rental();
    const kept = await uploaded(itemId);
    const dropped = await uploaded(itemId);
    expect((await move(itemId, owner, { event: 'deliver', report: { condition: 'good', photos: [kept.id] } })).statusCode).toBe(200);
    const jobs = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, 'report_photos_cleanup'));
    expect(jobs.some((j) => j.refId === itemId)).toBe(true);
    const store = createLocalImageStore(join(t.config.dataDir, 'uploads'));
    const file = (id: string) => store.pathOf(`reports/${id}`, 'card');
    expect(existsSync(file(dropped.id))).toBe(true);
    // Not before the day is out.
    await runDueJobs(t.db, new Date(Date.now() + 23 * 3_600_000), 100, { images: store });
    expect(await t.db.select().from(reportPhotos).where(eq(reportPhotos.orderItemId, itemId))).toHaveLength(2);
    await runDueJobs(t.db, new Date(Date.now() + 25 * 3_600_000), 100, { images: store });
    const left = await t.db.select().from(reportPhotos).where(eq(reportPhotos.orderItemId, itemId));
    expect(left.map((r) => r.id)).toEqual([kept.id]);
    expect(existsSync(file(dropped.id))).toBe(false);
    expect(existsSync(file(kept.id))).toBe(true);
    expect((await get(((await view(itemId, buyer)).json() as LineLifecycle).history[0]?.photos?.[0]?.card_url ?? '')).statusCode).toBe(200);
  });
});
