import {
  ACCOUNT_MSG,
  ADMIN_MSG,
  type AdminListing,
  type AdminOwner,
  type AdminUser,
  type adminListingUpdate,
  type adminOwnerUpdate,
  type adminProductUpdate,
  type adminUserUpdate,
  type OwnerProduct,
} from '@kiraya/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { ImageStore } from '../../lib/storage.js';
import { endSessions } from '../accounts/accounts.service.js';
import type { SessionSignals } from '../accounts/session-signals.js';
import { toOwnerProduct } from '../products/products.mapper.js';
import * as repo from './admin.repository.js';

export interface AdminDeps {
  db: Db;
  images: ImageStore;
  pictures: PictureUrls;
  signals: SessionSignals;
}

const iso = (d: Date) => d.toISOString();

export const toAdminUser = (u: {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  createdAt: Date;
}): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  created_at: iso(u.createdAt),
});

export const toAdminOwner = (o: {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  verified: boolean;
  createdAt: Date;
}): AdminOwner => ({
  id: o.id,
  name: o.name,
  email: o.email,
  status: o.status,
  verified: o.verified ? 1 : 0,
  created_at: iso(o.createdAt),
});

export const toAdminListing = (l: repo.ListingRecord, pictures: PictureUrls): AdminListing => ({
  id: l.id,
  title: l.title,
  description: l.description,
  price: paiseToRupees(l.pricePaise),
  location: l.location,
  category: l.category,
  subcategory: l.subcategory,
  image: pictures(l.image, 'full', l.approvalStatus === 'approved'),
  image_card: pictures(l.image, 'card', l.approvalStatus === 'approved'),
  verified: l.approvalStatus === 'approved' ? 1 : 0,
  status: l.approvalStatus,
  sellerName: l.sellerName,
  sellerPhone: l.sellerPhone,
  sellerEmail: l.sellerEmail,
  created_at: iso(l.createdAt),
});

async function unique<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MSG.emailTaken);
    throw error;
  }
}

export async function listUsers(deps: AdminDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listUsers(deps.db, page, limit, q);
  return { items: rows.map(toAdminUser), total };
}

export async function listOwners(deps: AdminDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listOwners(deps.db, page, limit, q);
  return { items: rows.map(toAdminOwner), total };
}

export async function listProducts(
  deps: AdminDeps,
  page: number,
  limit: number,
  q?: string,
): Promise<{ items: OwnerProduct[]; total: number }> {
  const { rows, total } = await repo.listProducts(deps.db, page, limit, q);
  return { items: rows.map((row) => toOwnerProduct(row, deps.pictures)), total };
}

export async function listListings(deps: AdminDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listListings(deps.db, page, limit, q);
  return { items: rows.map((row) => toAdminListing(row, deps.pictures)), total };
}

export async function updateUser(deps: AdminDeps, id: number, input: z.output<typeof adminUserUpdate>) {
  if (input.email && (await repo.emailInUse(deps.db, 'users', input.email, id))) throw conflict(ACCOUNT_MSG.emailTaken);
  const row = await unique(() => repo.updateUser(deps.db, id, input));
  if (!row) throw notFound('User not found');
  // Deactivation ends the account's sessions, open live streams included.
  if (input.status === 'inactive') await endSessions(deps, 'user', id);
  return toAdminUser(row);
}

export async function updateOwner(deps: AdminDeps, id: number, input: z.output<typeof adminOwnerUpdate>) {
  if (input.email && (await repo.emailInUse(deps.db, 'owners', input.email, id))) throw conflict(ACCOUNT_MSG.emailTaken);
  const { verified, ...rest } = input;
  const row = await unique(() =>
    repo.updateOwner(deps.db, id, { ...rest, ...(verified === undefined ? {} : { verified: verified === 1 }) }),
  );
  if (!row) throw notFound('Owner not found');
  if (input.status === 'inactive') await endSessions(deps, 'owner', id);
  return toAdminOwner(row);
}

export async function updateProduct(deps: AdminDeps, id: number, input: z.output<typeof adminProductUpdate>) {
  if (input.owner_id !== undefined && !(await repo.ownerExists(deps.db, input.owner_id))) {
    throw badRequest('No owner has that id.', { owner_id: ['No owner has that id.'] });
  }
  const set: Parameters<typeof repo.updateProduct>[2] = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.price !== undefined) set.pricePaise = rupeesToPaise(input.price);
  if (input.rent_price !== undefined) set.rentPricePaise = input.rent_price === null ? null : rupeesToPaise(input.rent_price);
  if (input.category !== undefined) set.category = input.category;
  if (input.condition !== undefined) set.condition = input.condition;
  if (input.type !== undefined) set.type = input.type;
  if (input.location !== undefined) set.location = input.location;
  if (input.available !== undefined) set.available = input.available === 1;
  if (input.is_rentable !== undefined) set.isRentable = input.is_rentable === 1;
  if (input.owner_id !== undefined) set.ownerId = input.owner_id;
  // verified 1 publishes the product; 0 takes it back to the approval queue.
  if (input.verified !== undefined) {
    set.approvalStatus = input.verified === 1 ? 'approved' : 'pending';
    if (input.verified === 1) set.rejectionReason = null;
  }
  const row = await repo.updateProduct(deps.db, id, set);
  if (!row) throw notFound('Product not found');
  catalogueChanged();
  return toOwnerProduct(row, deps.pictures);
}

export async function updateListing(deps: AdminDeps, id: number, input: z.output<typeof adminListingUpdate>) {
  const set: Parameters<typeof repo.updateListing>[2] = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.price !== undefined) set.pricePaise = rupeesToPaise(input.price);
  if (input.location !== undefined) set.location = input.location;
  if (input.category !== undefined) set.category = input.category;
  if (input.subcategory !== undefined) set.subcategory = input.subcategory;
  if (input.verified !== undefined) {
    set.approvalStatus = input.verified === 1 ? 'approved' : 'pending';
    if (input.verified === 1) set.rejectionReason = null;
  }
  const row = await repo.updateListing(deps.db, id, set);
  if (!row) throw notFound('Listing not found');
  catalogueChanged();
  return toAdminListing(row, deps.pictures);
}

/**
 * Deletes run in one transaction that first locks the account row FOR UPDATE; checkout share-locks the buyer's row
 * (and inserting an order line or a credit share-locks the owner's through its foreign key), so a delete and a
 * checkout run one after the other: either the delete sees the new order and refuses, or the checkout finds no
 * account. A foreign-key violation that still slips through is the same refusal, never a 500.
 */
async function deleteAccount(deps: AdminDeps, table: 'users' | 'owners', id: number) {
  const refusal = () => new AppError('ACCOUNT_HAS_ORDERS', 409, table === 'users' ? ADMIN_MSG.userHasOrders : ADMIN_MSG.ownerHasOrders);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.lockAccountForDelete(tx, table, id))) throw notFound(table === 'users' ? 'User not found' : 'Owner not found');
      // Orders are other people's records too (owners' requests and wallets, buyers' purchases): keep them.
      const hasRecords = table === 'users' ? await repo.userHasOrders(tx, id) : await repo.ownerHasOrdersOrLedger(tx, id);
      if (hasRecords) throw refusal();
      await repo.deleteById(tx, table, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refusal();
    throw error;
  }
}

export async function deleteUser(deps: AdminDeps, id: number) {
  await deleteAccount(deps, 'users', id);
}

export async function deleteOwner(deps: AdminDeps, id: number) {
  await deleteAccount(deps, 'owners', id);
  // The owner's products went with the account.
  catalogueChanged();
}

export async function deleteCatalogueItem(deps: AdminDeps, table: 'products' | 'listings', id: number) {
  const row = await repo.deleteById(deps.db, table, id);
  if (!row) throw notFound(table === 'products' ? 'Product not found' : 'Listing not found');
  catalogueChanged();
  if (row.image) await deps.images.delete(row.image).catch(() => {});
}
