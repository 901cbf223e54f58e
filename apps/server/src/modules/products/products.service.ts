import { randomUUID } from 'node:crypto';
import {
  type adminProductUpdate,
  type CreateProductInput,
  MSG,
  type OwnerProduct,
  PRODUCT_ADMIN_MSG,
  PRODUCT_MSG,
  RENT_MSG,
  todayInIndia,
  type UpdateProductInput,
} from '@kiraya/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { ownerEditReturnsToReview, verifiedColumns } from '../../lib/approval.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { encodeImageVariants } from '../../lib/image-processing.js';
import { offerColumns } from '../../lib/offer-columns.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
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

/** Checks and re-encodes an uploaded picture, stores its variants under a new server-made key. */
export async function storeUploadedImage(images: ImageStore, buf: Buffer): Promise<string> {
  if (!sniffImageType(buf)) throw new AppError('INVALID_IMAGE', 400, PRODUCT_MSG.imageType);
  const variants = await encodeImageVariants(buf);
  const key = `products/${randomUUID()}`;
  await images.put(key, variants);
  return key;
}

export async function createProduct(deps: ProductsDeps, ownerId: number, input: CreateProductInput, image: Buffer): Promise<OwnerProduct> {
  const key = await storeUploadedImage(deps.images, image);
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
        location: input.location ?? '',
        condition: input.condition,
        image: key,
        available: true,
        approvalStatus: 'pending',
      });
      await repo.insertCoverImage(tx, created.id, key);
      await events.itemSubmitted(tx, { source: 'products', title: created.title }, { role: 'owner', id: ownerId });
      return created;
    });
    return toOwnerProduct(row, deps.pictures);
  } catch (error) {
    // No row, no picture: never leave an orphaned file behind.
    await deps.images.delete(key).catch(() => {});
    throw error;
  }
}

/** Owner views of rows, with each one's availability today (one query for the running rentals). */
async function ownerViews(deps: ProductsDeps, rows: repo.ProductRecord[]): Promise<OwnerProduct[]> {
  const today = todayInIndia();
  const holds = await repo.holdsOf(
    deps.db,
    rows.map((r) => r.id),
    today,
  );
  return rows.map((row) => toOwnerProduct(row, deps.pictures, holds.get(row.id), today));
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
  catalogueChanged();
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
  catalogueChanged();
  await deps.images.delete(existing.image).catch(() => {});
  return ownerView(deps, updated);
}

export async function deleteOwnProduct(deps: ProductsDeps, ownerId: number, id: number): Promise<void> {
  const existing = await repo.findProduct(deps.db, id);
  if (!existing) throw notFound(MSG.productNotFound);
  if (existing.ownerId !== ownerId) throw forbidden(PRODUCT_MSG.notYours);
  const deleted = await repo.deleteProduct(deps.db, id, ownerId);
  if (!deleted) throw notFound(MSG.productNotFound);
  catalogueChanged();
  await deps.images.delete(deleted.image).catch(() => {});
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
  if (input.condition !== undefined) set.condition = input.condition;
  if (input.available !== undefined) set.available = input.available === 1;
  const offer = offerForUpdate(current, input);
  if (offer) Object.assign(set, offerColumns(offer));
  if ((set.category ?? current.category) === 'property' && (set.quantity ?? current.quantity) > 1) {
    throw badRequest(RENT_MSG.propertyOneUnit, { quantity: [RENT_MSG.propertyOneUnit] });
  }
  if (set.quantity !== undefined && set.quantity < current.unitsSold) {
    throw badRequest(RENT_MSG.quantityBelowSold(current.unitsSold), { quantity: [RENT_MSG.quantityBelowSold(current.unitsSold)] });
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
  catalogueChanged();
  return ownerView(deps, row);
}

export async function adminDeleteProduct(deps: ProductsDeps, id: number): Promise<void> {
  const row = await repo.deleteProduct(deps.db, id);
  if (!row) throw notFound(MSG.productNotFound);
  catalogueChanged();
  await deps.images.delete(row.image).catch(() => {});
}

/** The products table as plugins/admin-table.ts serves it. */
export const adminProducts = { list: listAllProducts, edit: adminUpdateProduct, remove: adminDeleteProduct };
