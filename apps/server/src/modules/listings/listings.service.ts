import type { AdminListing, adminListingUpdate, CreateListingInput, MyListing } from '@kiraya/contract';
import { MSG } from '@kiraya/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { verifiedColumns } from '../../lib/approval.js';
import { notFound } from '../../lib/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import { placeChanges, placeColumns } from '../../lib/place.js';
import type { ImageStore } from '../../lib/storage.js';
import * as events from '../events/events.service.js';
import { storeUploadedImage } from '../products/products.service.js';
import * as repo from './listings.repository.js';

type Row = Awaited<ReturnType<typeof repo.insertListing>>;
/** A buyer's own ad; its picture is signed until the ad is approved. */
const toMyListing = (r: Row, pictures: PictureUrls): MyListing => ({
  id: r.id,
  title: r.title,
  price: paiseToRupees(r.pricePaise),
  category: r.category,
  location: r.location,
  image_card: pictures(r.image, 'card', r.approvalStatus === 'approved'),
  status: r.approvalStatus,
  rejection_reason: r.rejectionReason,
  created_at: r.createdAt.toISOString(),
});

/** A buyer's ad waits for approval; it is public only once an admin approves it. */
export async function postAd(
  db: Db,
  images: ImageStore,
  pictures: PictureUrls,
  userId: number,
  input: CreateListingInput,
  image: Buffer,
): Promise<MyListing> {
  const key = await storeUploadedImage(images, image);
  try {
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertListing(tx, {
        userId,
        title: input.title,
        description: input.description,
        pricePaise: rupeesToPaise(input.price),
        category: input.category,
        subcategory: input.subcategory,
        ...placeColumns(input),
        image: key,
        sellerName: input.sellerName,
        sellerPhone: input.sellerPhone,
        sellerEmail: input.sellerEmail,
        approvalStatus: 'pending',
      });
      await events.itemSubmitted(tx, { source: 'listings', title: created.title }, { role: 'user', id: userId });
      return created;
    });
    return toMyListing(row, pictures);
  } catch (error) {
    await images.delete(key).catch(() => {});
    throw error;
  }
}

export async function myAds(db: Db, pictures: PictureUrls, userId: number, page: number, limit: number) {
  const { rows, total } = await repo.listUserListings(db, userId, page, limit);
  return { items: rows.map((row) => toMyListing(row, pictures)), total };
}

/* ───────────── the admin's listings table ───────────── */

export interface ListingsDeps {
  db: Db;
  images: ImageStore;
  pictures: PictureUrls;
}

export const toAdminListing = (l: repo.ListingRecord, pictures: PictureUrls): AdminListing => ({
  id: l.id,
  title: l.title,
  description: l.description,
  price: paiseToRupees(l.pricePaise),
  location: l.location,
  locality: l.locality,
  bhk: l.bhk,
  furnishing: l.furnishing,
  category: l.category,
  subcategory: l.subcategory,
  image: pictures(l.image, 'full', l.approvalStatus === 'approved'),
  image_card: pictures(l.image, 'card', l.approvalStatus === 'approved'),
  verified: l.approvalStatus === 'approved' ? 1 : 0,
  status: l.approvalStatus,
  sellerName: l.sellerName,
  sellerPhone: l.sellerPhone,
  sellerEmail: l.sellerEmail,
  created_at: l.createdAt.toISOString(),
});

export async function listAllListings(deps: ListingsDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listListingsPage(deps.db, page, limit, q);
  return { items: rows.map((row) => toAdminListing(row, deps.pictures)), total };
}

export async function adminUpdateListing(deps: ListingsDeps, id: number, input: z.output<typeof adminListingUpdate>) {
  const set: Parameters<typeof repo.setListingColumns>[2] = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.price !== undefined) set.pricePaise = rupeesToPaise(input.price);
  if (input.location !== undefined) set.location = input.location;
  Object.assign(set, placeChanges(input));
  if (input.category !== undefined) set.category = input.category;
  if (input.subcategory !== undefined) set.subcategory = input.subcategory;
  const row = await repo.setListingColumns(deps.db, id, { ...set, ...verifiedColumns(input.verified) });
  if (!row) throw notFound(MSG.listingNotFound);
  await catalogueChanged(deps.db);
  return toAdminListing(row, deps.pictures);
}

export async function adminDeleteListing(deps: ListingsDeps, id: number): Promise<void> {
  const row = await repo.deleteListing(deps.db, id);
  if (!row) throw notFound(MSG.listingNotFound);
  await catalogueChanged(deps.db);
  if (row.image) await deps.images.delete(row.image).catch(() => {});
}

/** The listings table as plugins/admin-table.ts serves it. */
export const adminListings = { list: listAllListings, edit: adminUpdateListing, remove: adminDeleteListing };
