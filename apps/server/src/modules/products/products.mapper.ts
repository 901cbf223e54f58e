import type { OwnerProduct } from '@kiraya/contract';
import { imageUrl } from '../../lib/images.js';
import { paiseToRupees } from '../../lib/money.js';
import type { ProductRecord } from './products.repository.js';

/** The owner/admin view of a product row (§3), prices in rupees and flags as 0/1. */
export function toOwnerProduct(p: ProductRecord): OwnerProduct {
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
    image: imageUrl(p.image, 'full'),
    image_card: imageUrl(p.image, 'card'),
    available: p.available ? 1 : 0,
    is_rentable: p.isRentable ? 1 : 0,
    owner_id: p.ownerId,
    verified: p.approvalStatus === 'approved' ? 1 : 0,
    status: p.approvalStatus,
    rejection_reason: p.rejectionReason,
    created_at: p.createdAt.toISOString(),
  };
}
