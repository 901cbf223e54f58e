import { type AddWishlistInput, todayInIndia, WISHLIST_MSG, type WishlistEntry } from '@kiraya/contract';
import { holdsOf } from '../../db/catalogue-sql.js';
import type { Db } from '../../db/client.js';
import { NO_HOLDS } from '../../lib/availability.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { imageUrl } from '../../lib/images.js';
import { listingOfferRow, offerAndAvailability } from '../../lib/item-offer.js';
import { paiseToRupees } from '../../lib/money.js';
import { getListing, getProduct } from '../catalogue/catalogue.service.js';
import * as repo from './wishlist.repository.js';

/**
 * Saves a public item for the caller. Title, picture, price and location come from the catalogue (a client cannot
 * save a made-up price); an item already saved is a 409, never a second row.
 */
export async function addToWishlist(db: Db, callerId: number, input: AddWishlistInput): Promise<WishlistEntry> {
  if (input.user_id !== callerId) throw forbidden(WISHLIST_MSG.notYours);
  // 404 with the spec's 'Product not found' / 'Listing not found' when the item is missing or not public.
  const item = input.source === 'products' ? await getProduct(db, input.product_id) : await getListing(db, input.product_id);
  const row = await repo.insertEntry(db, { userId: callerId, source: input.source, itemId: item.id });
  if (!row) throw new AppError('ALREADY_IN_WISHLIST', 409, WISHLIST_MSG.duplicate);
  return {
    wishlist_id: row.id,
    user_id: row.userId,
    product_id: row.itemId,
    title: item.title,
    image: item.image,
    image_card: item.image_card,
    price: item.price,
    location: item.location,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    offer: item.offer,
    availability: item.availability,
  };
}

export async function listWishlist(db: Db, callerId: number, userId: number, page: number, limit: number) {
  if (userId !== callerId) throw forbidden(WISHLIST_MSG.notYours);
  const { rows, total } = await repo.listEntries(db, userId, page, limit);
  const today = todayInIndia();
  const holds = await holdsOf(
    db,
    rows.flatMap((r) => (r.source === 'products' ? [r.itemId] : [])),
    today,
  );
  const items: WishlistEntry[] = rows.map((r) => ({
    wishlist_id: r.id,
    user_id: r.userId,
    product_id: r.itemId,
    title: r.title,
    image: imageUrl(r.image, 'full'),
    image_card: imageUrl(r.image, 'card'),
    price: paiseToRupees(r.pricePaise),
    location: r.location,
    source: r.source,
    created_at: r.createdAt.toISOString(),
    ...offerAndAvailability(offerRowOf(r, holds.get(r.itemId) ?? NO_HOLDS), today),
  }));
  return { items, total };
}

export async function removeFromWishlist(db: Db, callerId: number, wishlistId: number): Promise<void> {
  const deleted = await repo.deleteEntry(db, wishlistId, callerId);
  if (deleted) return;
  const existing = await repo.findEntry(db, wishlistId);
  if (!existing) throw notFound(WISHLIST_MSG.notFound);
  throw forbidden(WISHLIST_MSG.notYours);
}

/** A saved item's offer columns: the product's own, or an ad's rent at its price. */
function offerRowOf(r: repo.EntryRow, holds: { rentedNow: number; firstFree: string | null }) {
  if (r.source === 'listings' || r.offer === null) return listingOfferRow(r.pricePaise);
  return {
    offer: r.offer,
    sale_price_paise: r.salePricePaise,
    rent_monthly_paise: r.rentMonthlyPaise,
    deposit_paise: r.depositPaise ?? 0,
    min_tenure_months: r.minTenureMonths ?? 1,
    tenure_discounts: r.tenureDiscounts ?? [],
    available_from: r.availableFrom,
    quantity: r.quantity ?? 1,
    units_sold: r.unitsSold ?? 0,
    available: r.available ?? true,
    rented_now: holds.rentedNow,
    first_free: holds.firstFree,
  };
}
