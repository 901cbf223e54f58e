import { CartView } from '../../../features/cart';

/** /cart: the buyer's cart, kept on this device, checked against the live catalogue. */
export function CartPage() {
  return <CartView />;
}
