import type { CreateListingInput, MyListing } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
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
        location: input.location,
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
