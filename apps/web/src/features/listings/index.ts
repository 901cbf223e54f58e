export { listingKeys } from './api/query-keys';
