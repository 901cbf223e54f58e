export { listingKeys } from './api/query-keys';
export { PostAdForm } from './forms/post-ad-form';
