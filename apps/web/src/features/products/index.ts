export { ownerProductKeys } from './api/query-keys';
