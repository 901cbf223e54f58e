export { useCartCount } from './cart-count';
export type { CartItem, CartMode } from './cart-storage';
export { cartSummary, cartTotal, clearCart, toCheckoutLine, useCart } from './cart-storage';
export type { CartArrival } from './components/cart-actions';
export { ListingActions, ProductActions } from './components/cart-actions';
export { CartLineFacts, CartProblemNote } from './components/cart-line';
export { CartView } from './components/cart-view';
export { useCartCheck } from './use-cart-check';
