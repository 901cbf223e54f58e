export { newIdempotencyKey, usePlaceOrder } from './api/place-order';
export { buyerOrderKeys } from './api/query-keys';
export { AdminOrders } from './components/admin-orders';
export { BuyerOrdersList } from './components/buyer-orders-list';
export { OrderLines } from './components/order-lines';
export { OrderRequests } from './components/order-requests';
// disputes desk
export { DisputeDesk, DisputesBadge } from './disputes/dispute-desk';
// The checkout's details and payment fields, for other screens that take the same details (accepting a rental offer).
export {
  checkDeliveryDetails,
  DeliveryDetailsFields,
  type DeliveryDetailsForm,
  PaymentChoice,
  useDeliveryDetailsForm,
} from './forms/delivery-details-fields';
export { MyRentals } from './rentals/my-rentals';
