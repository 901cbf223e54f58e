/** What other features may use of the catalogue: the detail queries (the cart checks its lines) and the query keys. */

export { getListing, listingOptions, useListing } from './api/get-listing';
export { getProduct, productOptions, useProduct } from './api/get-product';
export { catalogueKeys } from './api/query-keys';
export { CatalogueCard } from './components/catalogue-card';
export { CatalogueGrid, CatalogueGridSkeleton } from './components/catalogue-grid';
// The one way an offer reads (cards, the owner's preview, the item page): price, tag and availability badge.
export {
  AvailabilityBadge,
  ItemPrice,
  type OfferPriceText,
  OfferTag,
  offerOf,
  offerPriceText,
  type PricedItem,
} from './components/item-price';
export { PhotoGallery } from './components/photo-gallery';
export { readShowUnavailable, ShowUnavailableSwitch } from './components/show-unavailable';
export { OwnerVerifiedBadge } from './components/verified-badge';
