export { newIdempotencyKey } from './api/place-order';
export { AdminOrders } from './components/admin-orders';
export { OrderRequests } from './components/order-requests';
