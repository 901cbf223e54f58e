import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_MSG, PRODUCT_MSG, RENT_LIMITS, UPLOAD_MSG } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../db/schema/index.js';
import { openTestApp, type TestAccount } from '../../test/accounts.js';
import type { TestContext } from '../../test/harness.js';
import { type FilePart, makeImage, multipartBody } from '../../test/images.js';

let t: TestContext, owner: TestAccount, otherOwner: TestAccount, buyer: TestAccount, admin: TestAccount;
let jpeg: Buffer, png: Buffer;

beforeAll(async () => {
  ({ t, owner, otherOwner, buyer, admin } = await openTestApp({
    owner: ['owner', 'Neha Awasthi'],
    otherOwner: ['owner', 'Imran Qureshi'],
    buyer: 'user',
    admin: 'admin',
  }));
  jpeg = await makeImage('jpeg', 320, 240);
  png = await makeImage('png', 320, 240);
});
afterAll(() => t.close());

interface Photo {
  id: number;
  image: string;
  image_card: string;
}
interface Product {
  id: number;
  image: string;
  image_card: string;
  status: string;
  photos: Photo[];
}

const fields = {
  title: 'LG 1.5 ton split AC with stabiliser',
  price: '18000',
  rent_price: '1200',
  location: 'Aliganj',
  description: 'Three summers old, serviced in April, cools a 12×14 room.',
  category: 'appliance',
  condition: 'used',
  type: 'sale',
};

const part = (field: string, i: number, data = jpeg): FilePart => ({ field, filename: `ac-${i}.jpg`, contentType: 'image/jpeg', data });
/** The cover as `image` and `extra` more files as `photos`. */
const photoParts = (extra: number) => [part('image', 0), ...Array.from({ length: extra }, (_, i) => part('photos', i + 1, png))];

function upload(files: FilePart[], who = owner) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/products', payload: body.payload, headers: { ...body.headers, ...who.headers } });
}

async function created(extra: number): Promise<Product> {
  const res = await upload(photoParts(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}

function addPhoto(id: number, who = owner, data = jpeg) {
  const body = multipartBody({}, { field: 'image', filename: 'more.jpg', contentType: 'image/jpeg', data });
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  });
}
const removePhoto = (id: number, photoId: number, who = owner) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${id}/photos/${photoId}`, headers: who.headers });
const reorder = (id: number, order: unknown, who = owner) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}/photos/order`, headers: who.headers, payload: { order } });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const plain = (url: string) => url.split('?')[0] as string;
const keyOf = (url: string) =>
  plain(url)
    .replace(/^\/uploads\//, '')
    .replace(/-(card|full)\.webp$/, '');
const uploads = () => join(t.config.dataDir, 'uploads');
/** How many picture files the store holds for owner uploads. */
const fileCount = () => readdirSync(join(uploads(), 'products')).length;
const stored = (url: string) =>
  existsSync(join(uploads(), `${keyOf(url)}-card.webp`)) && existsSync(join(uploads(), `${keyOf(url)}-full.webp`));

async function rows(id: number) {
  return t.db
    .select({ id: productImages.id, position: productImages.position, image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(productImages.position);
}
const approve = (id: number) => t.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, id));

describe('uploading a product with several photos', () => {
  it('stores the cover and two more as WebP, cover first, in one product', async () => {
    const p = await created(2);
    expect(p.photos).toHaveLength(3);
    expect(p.photos[0]?.image).toBe(p.image);
    expect(p.photos[0]?.image_card).toBe(p.image_card);
    for (const photo of p.photos) {
      expect(photo.image).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-full\.webp\?exp=\d+&sig=[\w-]+$/);
      const file = await get(photo.image_card);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.toString('ascii', 8, 12)).toBe('WEBP');
    }
    expect(new Set(p.photos.map((x) => keyOf(x.image))).size).toBe(3);
    expect((await rows(p.id)).map((r) => r.position)).toEqual([0, 1, 2]);
    // The owner's list shows the same photos in the same order.
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/products/owner/${owner.id}`, headers: owner.headers })
    ).json() as Product[];
    expect(list.find((x) => x.id === p.id)?.photos.map((x) => x.id)).toEqual(p.photos.map((x) => x.id));
  });

  it('accepts eight photos in all and refuses nine, writing no row and no file', async () => {
    const eight = await created(RENT_LIMITS.maxPhotos - 1);
    expect(eight.photos).toHaveLength(RENT_LIMITS.maxPhotos);

    const before = (await t.db.select({ id: products.id }).from(products)).length;
    const filesBefore = fileCount();
    const nine = await upload(photoParts(RENT_LIMITS.maxPhotos));
    expect(nine.statusCode).toBe(400);
    expect(nine.json().message).toBe(PHOTO_MSG.tooMany(RENT_LIMITS.maxPhotos));
    expect((await t.db.select({ id: products.id }).from(products)).length).toBe(before);
    expect(fileCount()).toBe(filesBefore);
  });

  it('refuses photos without a cover, and removes every stored photo when a later one is not a picture', async () => {
    const noCover = await upload([part('photos', 1), part('photos', 2)]);
    expect(noCover.statusCode).toBe(400);
    expect(noCover.json().message).toBe(PRODUCT_MSG.imageRequired);

    const filesBefore = fileCount();
    const bad = await upload([part('image', 0), part('photos', 1), { ...part('photos', 2), data: Buffer.from('not a picture at all') }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PRODUCT_MSG.imageType);
    expect(fileCount()).toBe(filesBefore);
  });

  it('refuses a second cover file, and two files where one is expected, with a clear message', async () => {
    const res = await upload([part('image', 0), part('image', 1)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PHOTO_MSG.tooMany(RENT_LIMITS.maxPhotos));
    const p = await created(0);
    const body = multipartBody({}, [part('image', 0), part('image', 1)]);
    const two = await t.app.inject({
      method: 'POST',
      url: `/api/products/${p.id}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...owner.headers },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe(UPLOAD_MSG.onePicture);
  });
});

describe("managing a product's photos", () => {
  it('appends a photo, and answers 409 once the product has eight', async () => {
    const p = await created(RENT_LIMITS.maxPhotos - 2);
    const added = await addPhoto(p.id);
    expect(added.statusCode, added.body).toBe(200);
    const after = added.json() as Product;
    expect(after.photos).toHaveLength(RENT_LIMITS.maxPhotos);
    expect(after.photos.slice(0, -1).map((x) => x.id)).toEqual(p.photos.map((x) => x.id));
    expect(after.image).toBe(p.image);

    const full = await addPhoto(p.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(PHOTO_MSG.full(RENT_LIMITS.maxPhotos));
    expect((await rows(p.id)).map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('reorders the photos: the first becomes the cover, on the product and its card', async () => {
    const p = await created(2);
    const [a, b, c] = p.photos.map((x) => x.id) as [number, number, number];
    const res = await reorder(p.id, [c, a, b]);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Product;
    expect(after.photos.map((x) => x.id)).toEqual([c, a, b]);
    expect(keyOf(after.image)).toBe(keyOf(p.photos[2]?.image as string));
    expect(keyOf(after.image_card)).toBe(keyOf(p.photos[2]?.image as string));
    const [row] = await t.db.select({ image: products.image }).from(products).where(eq(products.id, p.id));
    expect(row?.image).toBe(keyOf(p.photos[2]?.image as string));
    expect((await rows(p.id)).map((r) => [r.id, r.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
  });

  it('refuses an order that leaves out, repeats or adds a photo', async () => {
    const p = await created(2);
    const other = await created(0);
    const [a, b, c] = p.photos.map((x) => x.id) as [number, number, number];
    for (const order of [[a, b], [a, b, b], [a, b, c, other.photos[0]?.id], [a, b, 999999], []]) {
      const res = await reorder(p.id, order);
      expect({ order, status: res.statusCode }).toEqual({ order, status: 400 });
    }
    const bad = await reorder(p.id, [a, b, b]);
    expect(bad.json().message).toBe(PHOTO_MSG.badOrder);
    expect((await rows(p.id)).map((r) => r.id)).toEqual([a, b, c]);
  });

  it('removes a photo and its files; removing the cover promotes the next; the last one stays (409)', async () => {
    const p = await created(2);
    const [a, b, c] = p.photos as [Photo, Photo, Photo];
    const middle = await removePhoto(p.id, b.id);
    expect(middle.statusCode, middle.body).toBe(200);
    expect((middle.json() as Product).photos.map((x) => x.id)).toEqual([a.id, c.id]);
    expect(stored(b.image)).toBe(false);

    const cover = await removePhoto(p.id, a.id);
    expect(cover.statusCode).toBe(200);
    const after = cover.json() as Product;
    expect(after.photos.map((x) => x.id)).toEqual([c.id]);
    expect(keyOf(after.image)).toBe(keyOf(c.image));
    expect(stored(a.image)).toBe(false);
    expect(stored(c.image)).toBe(true);
    expect((await rows(p.id)).map((r) => r.position)).toEqual([0]);

    const last = await removePhoto(p.id, c.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(PHOTO_MSG.lastPhoto);
    expect(stored(c.image)).toBe(true);

    const unknown = await removePhoto(p.id, a.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PHOTO_MSG.notFound);
  });

  it("answers 403 for another owner's product, a buyer or an admin, 404 for an unknown product, changing nothing", async () => {
    const p = await created(1);
    const [a, b] = p.photos.map((x) => x.id) as [number, number];
    for (const who of [otherOwner]) {
      expect((await addPhoto(p.id, who)).statusCode).toBe(403);
      expect((await removePhoto(p.id, b, who)).statusCode).toBe(403);
      expect((await reorder(p.id, [b, a], who)).statusCode).toBe(403);
      expect((await reorder(p.id, [b, a], who)).json().message).toBe(PRODUCT_MSG.notYours);
    }
    for (const who of [buyer, admin]) {
      expect((await addPhoto(p.id, who)).statusCode).toBe(403);
      expect((await removePhoto(p.id, b, who)).statusCode).toBe(403);
      expect((await reorder(p.id, [b, a], who)).statusCode).toBe(403);
    }
    expect((await addPhoto(9_999_999)).statusCode).toBe(404);
    expect((await removePhoto(9_999_999, a)).statusCode).toBe(404);
    expect((await reorder(9_999_999, [a])).statusCode).toBe(404);
    expect((await rows(p.id)).map((r) => r.id)).toEqual([a, b]);
  });

  it('sends an approved product back to review on any photo change, but not for the same order', async () => {
    const p = await created(1);
    const [a, b] = p.photos.map((x) => x.id) as [number, number];
    await approve(p.id);
    const same = await reorder(p.id, [a, b]);
    expect((same.json() as Product).status).toBe('approved');

    const reordered = await reorder(p.id, [b, a]);
    expect((reordered.json() as Product).status).toBe('pending');
    await approve(p.id);
    const added = await addPhoto(p.id);
    expect((added.json() as Product).status).toBe('pending');
    await approve(p.id);
    const removed = await removePhoto(p.id, a);
    expect((removed.json() as Product).status).toBe('pending');
    // It left the public catalogue at once.
    expect((await get(`/api/product/${p.id}`)).statusCode).toBe(404);
  });

  it('serves every photo publicly only once the product is approved, and lists them on the product page', async () => {
    const p = await created(2);
    const extra = p.photos[2] as Photo;
    expect((await get(plain(extra.image_card))).statusCode).toBe(404);
    expect((await get(extra.image_card)).statusCode).toBe(200);

    const decided = await t.app.inject({ method: 'PUT', url: `/api/admin/requests/product-${p.id}/approve`, headers: admin.headers });
    expect(decided.statusCode).toBe(200);

    const pub = await get(plain(extra.image_card));
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const detail = (await get(`/api/product/${p.id}`)).json() as Product;
    expect(detail.photos.map((x) => x.id)).toEqual(p.photos.map((x) => x.id));
    expect(detail.photos.map((x) => x.image)).toEqual(p.photos.map((x) => plain(x.image)));
    expect(detail.photos[0]?.image).toBe(detail.image);

    // Back in review after a photo change: private again.
    await reorder(p.id, [extra.id, p.photos[0]?.id, p.photos[1]?.id]);
    expect((await get(plain(extra.image_card))).statusCode).toBe(404);
  });

  it("deletes every photo's files with the product", async () => {
    const p = await created(2);
    expect(p.photos.every((x) => stored(x.image))).toBe(true);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${p.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(p.photos.some((x) => stored(x.image))).toBe(false);
    expect(await rows(p.id)).toHaveLength(0);
  });

  it("deletes every photo's files when an admin deletes the product", async () => {
    const p = await created(1);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${p.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(p.photos.some((x) => stored(x.image))).toBe(false);
  });
});
