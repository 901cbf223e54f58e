export { AdminOverview, ApproveRequests } from './components/admin-overview';
export { ListingsTable } from './components/listings-table';
export { OutboxList } from './components/outbox-list';
export { OwnersTable } from './components/owners-table';
export { ProductsTable } from './components/products-table';
export { UsersTable } from './components/users-table';
