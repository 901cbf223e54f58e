import { randomUUID } from 'node:crypto';
import {
  type adminProductUpdate,
  type CreateProductInput,
  coded,
  MSG,
  type OwnerProduct,
  PHOTO_MSG,
  PRODUCT_ADMIN_MSG,
  PRODUCT_MSG,
  RENT_LIMITS,
  RENT_MSG,
  todayInIndia,
  type UpdateProductInput,
} from '@kiraya/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { ownerEditReturnsToReview, verifiedColumns } from '../../lib/approval.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { encodeImageVariants } from '../../lib/image-processing.js';
import { offerColumns } from '../../lib/offer-columns.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { placeChanges, placeColumns } from '../../lib/place.js';
import type { ImageStore } from '../../lib/storage.js';
import * as events from '../events/events.service.js';
import { offerForCreate, offerForUpdate, termsColumns } from './offer.js';
import { toOwnerProduct } from './products.mapper.js';
import * as repo from './products.repository.js';

export interface ProductsDeps {
  db: Db;
  images: ImageStore;
  pictures: PictureUrls;
}

/** Owner uploads accept JPEG, PNG and WebP, recognised by their first bytes, whatever the file is called. */
export function sniffImageType(buf: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Checks and re-encodes an uploaded picture, stores its variants under a new server-made key in `folder` (with the
 * key's uuid, which report photos also use as their id).
 */
export async function storeUploadedImage(
  images: ImageStore,
  buf: Buffer,
  folder: 'products' | 'reports' | 'conversations' = 'products',
  id = randomUUID(),
): Promise<string> {
  if (!sniffImageType(buf)) throw new AppError('INVALID_IMAGE', 400, PRODUCT_MSG.imageType);
  const variants = await encodeImageVariants(buf);
  const key = `${folder}/${id}`;
  await images.put(key, variants);
  return key;
}

/** Stores each picture in turn (one sharp job at a time on a small machine); on a failure, removes those stored. */
async function storeAll(images: ImageStore, buffers: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const buf of buffers) keys.push(await storeUploadedImage(images, buf));
    return keys;
  } catch (error) {
    await deleteFiles(images, keys);
    throw error;
  }
}

/** Removes stored pictures after their rows are gone (or were never written); a missing file is not an error. */
async function deleteFiles(images: ImageStore, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => images.delete(key).catch(() => {})));
}

/** Creates a pending product with its cover (`image`) and up to RENT_LIMITS.maxPhotos - 1 further photos. */
export async function createProduct(
  deps: ProductsDeps,
  ownerId: number,
  input: CreateProductInput,
  image: Buffer,
  photos: Buffer[] = [],
): Promise<OwnerProduct> {
  if (1 + photos.length > RENT_LIMITS.maxPhotos) throw badRequest(coded(PHOTO_MSG.tooMany, RENT_LIMITS.maxPhotos));
  const [key, ...photoKeys] = (await storeAll(deps.images, [image, ...photos])) as [string, ...string[]];
  try {
    const offer = offerForCreate(input);
    const row = await deps.db.transaction(async (tx) => {
      const created = await repo.insertProduct(tx, {
        ownerId,
        title: input.title,
        description: input.description,
        ...offerColumns(offer),
        ...termsColumns(input),
        category: input.category,
        ...placeColumns(input),
        condition: input.condition,
        image: key,
        available: true,
        approvalStatus: 'pending',
      });
      await repo.insertCoverImage(tx, created.id, key);
      await repo.insertPhotos(tx, created.id, photoKeys);
      await events.itemSubmitted(tx, { source: 'products', title: created.title }, { role: 'owner', id: ownerId });
      return created;
    });
    return ownerView(deps, row);
  } catch (error) {
    // No row, no picture: never leave an orphaned file behind.
    await deleteFiles(deps.images, [key, ...photoKeys]);
    throw error;
  }
}

/** Owner views of rows, with each one's availability today (one query for the running rentals). */
async function ownerViews(deps: ProductsDeps, rows: repo.ProductRecord[]): Promise<OwnerProduct[]> {
  const today = todayInIndia();
  const ids = rows.map((r) => r.id);
  const [holds, photos] = await Promise.all([repo.holdsOf(deps.db, ids, today), repo.photosOf(deps.db, ids)]);
  return rows.map((row) => toOwnerProduct(row, deps.pictures, holds.get(row.id), today, photos.get(row.id)));
}

const ownerView = async (deps: ProductsDeps, row: repo.ProductRecord) => (await ownerViews(deps, [row]))[0] as OwnerProduct;

export async function listOwnProducts(deps: ProductsDeps, callerId: number, ownerId: number, page: number, limit: number) {
  if (callerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
  const { rows, total } = await repo.listOwnerProducts(deps.db, ownerId, page, limit);
  return { items: await ownerViews(deps, rows), total };
}

export async function updateOwnProduct(deps: ProductsDeps, ownerId: number, id: number, input: UpdateProductInput): Promise<OwnerProduct> {
  const result = await deps.db.transaction(async (tx) => {
    const current = await repo.findProductForUpdate(tx, id);
    if (!current) throw notFound(MSG.productNotFound);
    if (current.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
    const set = productChanges(current, input);
    // Any change to what is sold, at what price and how (REVIEWED_PRODUCT_COLUMNS) is seen by an admin before it is live.
    const reviewed = changesReviewedColumns(current, set);
    const backToReview = reviewed && ownerEditReturnsToReview(current.approvalStatus);
    if (backToReview) {
      set.approvalStatus = 'pending';
      set.rejectionReason = null;
    }
    const updated = await repo.updateProduct(tx, id, set);
    if (!updated) throw notFound(MSG.productNotFound);
    if (backToReview) await events.itemSubmitted(tx, { source: 'products', title: updated.title }, { role: 'owner', id: ownerId }, true);
    return updated;
  });
  // Public lists may be cached: an approved product's edit (or its return to review) shows at once.
  await catalogueChanged(deps.db);
  return ownerView(deps, result);
}

export async function replaceOwnProductImage(deps: ProductsDeps, ownerId: number, id: number, image: Buffer): Promise<OwnerProduct> {
  const existing = await repo.findProduct(deps.db, id);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
  const key = await storeUploadedImage(deps.images, image);
  const updated = await deps.db.transaction(async (tx) => {
    const current = await repo.findProductForUpdate(tx, id);
    if (!current || current.ownerId !== ownerId) return null;
    const changed = await repo.updateProduct(tx, id, { image: key, approvalStatus: 'pending', rejectionReason: null });
    if (changed) await repo.setCoverImage(tx, id, key);
    if (changed && ownerEditReturnsToReview(current.approvalStatus)) {
      await events.itemSubmitted(tx, { source: 'products', title: changed.title }, { role: 'owner', id: ownerId }, true);
    }
    return changed;
  });
  if (!updated) {
    await deps.images.delete(key).catch(() => {});
    throw notFound(MSG.productNotFound);
  }
  await catalogueChanged(deps.db);
  await deps.images.delete(existing.image).catch(() => {});
  return ownerView(deps, updated);
}

export async function deleteOwnProduct(deps: ProductsDeps, ownerId: number, id: number): Promise<void> {
  const existing = await repo.findProduct(deps.db, id);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
  const keys = await deleteWithPhotos(deps, id, ownerId);
  if (!keys) throw notFound(MSG.productNotFound);
  await catalogueChanged(deps.db);
  await deleteFiles(deps.images, keys);
}

/** Deletes a product (its photo rows go with it) and returns every picture key it had, for removal after commit. */
async function deleteWithPhotos(deps: ProductsDeps, id: number, ownerId?: number): Promise<string[] | null> {
  return deps.db.transaction(async (tx) => {
    const photos = (await repo.photosOf(tx, [id])).get(id) ?? [];
    const deleted = await repo.deleteProduct(tx, id, ownerId);
    if (!deleted) return null;
    return [...new Set([deleted.image, ...photos.map((p) => p.image)])];
  });
}

/* ───────────── photos: add, remove, reorder (owner only) ───────────── */

/**
 * Runs a photo change on the caller's own product, locked, and then what every picture change does: the product
 * goes back to review (as replaceOwnProductImage), the cover stays products.image, the catalogue is told.
 * `change` gets the current photos and returns the new list, or null for no change.
 */
async function changePhotos(
  deps: ProductsDeps,
  ownerId: number,
  id: number,
  change: (photos: repo.PhotoRecord[], tx: Executor) => Promise<repo.PhotoRecord[] | null>,
): Promise<OwnerProduct> {
  const updated = await deps.db.transaction(async (tx) => {
    const current = await repo.findProductForUpdate(tx, id);
    if (!current) throw notFound(MSG.productNotFound);
    if (current.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
    const photos = (await repo.photosOf(tx, [id])).get(id) ?? [];
    const next = await change(photos, tx);
    if (!next) return current;
    const cover = next[0] as repo.PhotoRecord;
    const changed = await repo.updateProduct(tx, id, { image: cover.image, approvalStatus: 'pending', rejectionReason: null });
    if (!changed) throw notFound(MSG.productNotFound);
    if (ownerEditReturnsToReview(current.approvalStatus)) {
      await events.itemSubmitted(tx, { source: 'products', title: changed.title }, { role: 'owner', id: ownerId }, true);
    }
    return changed;
  });
  await catalogueChanged(deps.db);
  return ownerView(deps, updated);
}

/** Checks the caller may change this product's photos before any picture is processed. */
async function assertOwnProduct(deps: ProductsDeps, ownerId: number, id: number): Promise<void> {
  const existing = await repo.findProduct(deps.db, id);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
}

const photoLimit = () => conflict(coded(PHOTO_MSG.full, RENT_LIMITS.maxPhotos));

/** Appends a photo (the last position); 409 when the product already has RENT_LIMITS.maxPhotos. */
export async function addOwnPhoto(deps: ProductsDeps, ownerId: number, id: number, image: Buffer): Promise<OwnerProduct> {
  await assertOwnProduct(deps, ownerId, id);
  // Refused before the picture is processed when already full; checked again under the lock.
  if (((await repo.photosOf(deps.db, [id])).get(id)?.length ?? 0) >= RENT_LIMITS.maxPhotos) throw photoLimit();
  const key = await storeUploadedImage(deps.images, image);
  try {
    return await changePhotos(deps, ownerId, id, async (photos, tx) => {
      if (photos.length >= RENT_LIMITS.maxPhotos) throw photoLimit();
      await repo.insertPhotos(tx, id, [key], photos.length);
      // The new photo's row is read back with the rest, so a first photo (none before) is the cover too.
      return (await repo.photosOf(tx, [id])).get(id) ?? [];
    });
  } catch (error) {
    await deleteFiles(deps.images, [key]);
    throw error;
  }
}

/** Removes a photo; removing the cover makes the next one the cover; the last photo cannot be removed (409). */
export async function removeOwnPhoto(deps: ProductsDeps, ownerId: number, id: number, photoId: number): Promise<OwnerProduct> {
  let removed: string | null = null;
  const view = await changePhotos(deps, ownerId, id, async (photos, tx) => {
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw notFound(PHOTO_MSG.notFound);
    if (photos.length === 1) throw conflict(PHOTO_MSG.lastPhoto);
    const next = photos.filter((p) => p.id !== photoId);
    await repo.rewritePhotos(tx, id, next);
    removed = photo.image;
    return next;
  });
  // After commit: a rolled-back removal keeps its file.
  if (removed) await deleteFiles(deps.images, [removed]);
  return view;
}

/** Puts the photos in the owner's order (every photo id once, the cover first); 400 for any other list. */
export async function reorderOwnPhotos(deps: ProductsDeps, ownerId: number, id: number, order: number[]): Promise<OwnerProduct> {
  return changePhotos(deps, ownerId, id, async (photos, tx) => {
    const byId = new Map(photos.map((p) => [p.id, p]));
    const next = order.map((photoId) => byId.get(photoId));
    if (order.length !== photos.length || new Set(order).size !== order.length || next.some((p) => !p)) {
      throw badRequest(PHOTO_MSG.badOrder, { order: [PHOTO_MSG.badOrder] });
    }
    // The same order is no change: nothing goes back to review.
    if (order.every((photoId, i) => photos[i]?.id === photoId)) return null;
    await repo.rewritePhotos(tx, id, next as repo.PhotoRecord[]);
    return next as repo.PhotoRecord[];
  });
}

/**
 * Maps API fields (rupees, 0/1) to columns; only fields present in the input. Prices go through the offer
 * (offer.ts), so the spec's price fields and the offer never disagree; a property stays one unit.
 */
export function productChanges(current: repo.ProductRecord, input: UpdateProductInput): Partial<repo.NewProductRow> {
  const set: Partial<repo.NewProductRow> = termsColumns(input);
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.category !== undefined) set.category = input.category;
  if (input.location !== undefined) set.location = input.location;
  Object.assign(set, placeChanges(input));
  if ((set.category ?? current.category) !== 'property') Object.assign(set, { bhk: null, furnishing: null });
  if (input.condition !== undefined) set.condition = input.condition;
  if (input.available !== undefined) set.available = input.available === 1;
  const offer = offerForUpdate(current, input);
  if (offer) Object.assign(set, offerColumns(offer));
  if ((set.category ?? current.category) === 'property' && (set.quantity ?? current.quantity) > 1) {
    throw badRequest(RENT_MSG.propertyOneUnit, { quantity: [RENT_MSG.propertyOneUnit] });
  }
  if (set.quantity !== undefined && set.quantity < current.unitsSold) {
    const message = coded(RENT_MSG.quantityBelowSold, current.unitsSold);
    throw badRequest(message, { quantity: [message.text] });
  }
  return set;
}

/** Columns whose change sends an approved product back to review: what it is, what it costs and how it is offered. */
const REVIEWED_PRODUCT_COLUMNS = [
  'title',
  'description',
  'category',
  'offer',
  'salePricePaise',
  'rentMonthlyPaise',
  'depositPaise',
  'minTenureMonths',
  'tenureDiscounts',
] as const satisfies readonly (keyof repo.ProductRecord)[];

function changesReviewedColumns(current: repo.ProductRecord, set: Partial<repo.NewProductRow>): boolean {
  return REVIEWED_PRODUCT_COLUMNS.some((c) => set[c] !== undefined && JSON.stringify(set[c]) !== JSON.stringify(current[c]));
}

/* ───────────── the admin's products table ───────────── */

export async function listAllProducts(deps: ProductsDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listProductsPage(deps.db, page, limit, q);
  return { items: await ownerViews(deps, rows), total };
}

export async function adminUpdateProduct(deps: ProductsDeps, id: number, input: z.output<typeof adminProductUpdate>) {
  if (input.owner_id !== undefined && (await repo.ownerName(deps.db, input.owner_id)) === null) {
    throw badRequest(PRODUCT_ADMIN_MSG.unknownOwner, { owner_id: [PRODUCT_ADMIN_MSG.unknownOwner] });
  }
  const row = await deps.db.transaction(async (tx) => {
    const current = await repo.findProductForUpdate(tx, id);
    if (!current) throw notFound(MSG.productNotFound);
    const set = productChanges(current, input);
    if (input.owner_id !== undefined) set.ownerId = input.owner_id;
    return repo.updateProduct(tx, id, { ...set, ...verifiedColumns(input.verified) });
  });
  if (!row) throw notFound(MSG.productNotFound);
  await catalogueChanged(deps.db);
  return ownerView(deps, row);
}

export async function adminDeleteProduct(deps: ProductsDeps, id: number): Promise<void> {
  const keys = await deleteWithPhotos(deps, id);
  if (!keys) throw notFound(MSG.productNotFound);
  await catalogueChanged(deps.db);
  await deleteFiles(deps.images, keys);
}

/** The products table as plugins/admin-table.ts serves it. */
export const adminProducts = { list: listAllProducts, edit: adminUpdateProduct, remove: adminDeleteProduct };
