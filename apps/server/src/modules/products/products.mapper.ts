import { type OwnerProduct, todayInIndia } from '@kiraya/contract';
import { availabilityOf, type Holds, NO_HOLDS } from '../../lib/availability.js';
import { paiseToRupees } from '../../lib/money.js';
import { toOfferView, toTermsView } from '../../lib/offer-columns.js';
import { type PictureUrls, pictureUrlSet } from '../../lib/picture-urls.js';
import type { PhotoRecord, ProductRecord } from './products.repository.js';

/** The owner/admin view of a product row (§3), prices in rupees and flags as 0/1; a picture not yet public is signed. */
export function toOwnerProduct(
  p: ProductRecord,
  pictures: PictureUrls,
  holds: Holds = NO_HOLDS,
  today = todayInIndia(),
  photos: PhotoRecord[] = [],
): OwnerProduct {
  const isPublic = p.approvalStatus === 'approved';
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    price: paiseToRupees(p.pricePaise),
    rent_price: p.rentPricePaise === null ? null : paiseToRupees(p.rentPricePaise),
    category: p.category,
    location: p.location,
    locality: p.locality,
    bhk: p.bhk,
    furnishing: p.furnishing,
    condition: p.condition,
    type: p.type,
    image: pictures(p.image, 'full', isPublic),
    image_card: pictures(p.image, 'card', isPublic),
    available: p.available ? 1 : 0,
    is_rentable: p.isRentable ? 1 : 0,
    owner_id: p.ownerId,
    verified: p.approvalStatus === 'approved' ? 1 : 0,
    status: p.approvalStatus,
    rejection_reason: p.rejectionReason,
    created_at: p.createdAt.toISOString(),
    offer: toOfferView(p),
    terms: toTermsView(p),
    availability: availabilityOf(p, holds, today),
    photos: photos.map((photo) => ({ id: photo.id, ...pictureUrlSet(pictures, photo.image, isPublic) })),
  };
}
