export { newIdempotencyKey, usePlaceOrder } from './api/place-order';
export { BuyerOrdersList } from './components/buyer-orders-list';
export { OrderLines } from './components/order-lines';
