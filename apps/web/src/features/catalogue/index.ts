/** What other features may use of the catalogue: the detail queries (the cart checks its lines) and the query keys. */

export { getListing, listingOptions, useListing } from './api/get-listing';
export { getProduct, productOptions, useProduct } from './api/get-product';
export { catalogueKeys } from './api/query-keys';
