import { type OfferView, type OwnerProduct, type TermsView, todayInIndia } from '@kiraya/contract';
import { availabilityOf, type Holds, NO_HOLDS } from '../../lib/availability.js';
import { paiseToRupees } from '../../lib/money.js';
import type { PictureUrls } from '../../lib/picture-urls.js';
import type { PhotoRecord, ProductRecord } from './products.repository.js';

type OfferColumns = Pick<
  ProductRecord,
  'offer' | 'salePricePaise' | 'rentMonthlyPaise' | 'depositPaise' | 'minTenureMonths' | 'tenureDiscounts' | 'availableFrom' | 'quantity'
>;

/** The offer block every product view carries beside the spec's price fields (rupees). */
export function toOfferView(p: OfferColumns): OfferView {
  return {
    kind: p.offer,
    sale_price: p.salePricePaise === null ? null : paiseToRupees(p.salePricePaise),
    rent:
      p.rentMonthlyPaise === null
        ? null
        : {
            monthly: paiseToRupees(p.rentMonthlyPaise),
            deposit: paiseToRupees(p.depositPaise),
            min_months: p.minTenureMonths,
            discounts: p.tenureDiscounts,
          },
    available_from: p.availableFrom,
    quantity: p.quantity,
  };
}

export function toTermsView(p: Pick<ProductRecord, 'deliveryFeePaise' | 'returnDays' | 'noticeDays' | 'includes'>): TermsView {
  return {
    delivery_fee: paiseToRupees(p.deliveryFeePaise),
    return_days: p.returnDays,
    notice_days: p.noticeDays,
    includes: p.includes,
  };
}

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
    photos: photos.map((photo) => ({
      id: photo.id,
      image: pictures(photo.image, 'full', isPublic),
      image_card: pictures(photo.image, 'card', isPublic),
    })),
  };
}
