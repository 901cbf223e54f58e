import { ReleaseNotice } from '../../../components/layouts/release-notice';

// Its own chunk: a visitor opening the cart does not download the account screens.
export const CartPage = () => (
  <ReleaseNotice
    title="Your cart"
    purpose="The items you plan to rent or buy, with quantities and the total, ready for checkout."
    audience="buyer"
  />
);
