export { newIdempotencyKey, usePlaceOrder } from './api/place-order';
export { AdminOrders } from './components/admin-orders';
export { BuyerOrdersList } from './components/buyer-orders-list';
export { OrderLines } from './components/order-lines';
export { OrderRequests } from './components/order-requests';
