import type { ProductDetail } from '@kiraya/contract';
import { handoverFrom } from '@kiraya/contract/renting/rules';
import { RentPanel, useRentChoice } from '../../renting';
import { ProductActions } from './cart-actions';

/** The tenure picker and quote of a product that can be rented (and is not sold), then the actions. */
function RentAndActions({ product, rent }: { product: ProductDetail; rent: NonNullable<ProductDetail['offer']['rent']> }) {
  // Rented out now: the first start offered is the day a unit is free again (the server's rule too).
  const { choice, setChoice, window, quote } = useRentChoice(rent, handoverFrom(product.offer.available_from, product.availability));
  return (
    <>
      <RentPanel choice={choice} onChange={setChoice} window={window} quote={quote} property={product.category === 'property'} />
      <ProductActions product={product} pick={choice} />
    </>
  );
}

/** A product's actions on its page: with a rent it can still go out on, the tenure and quote come first. */
export function ProductOfferActions({ product, open }: { product: ProductDetail; open: boolean }) {
  const rent = product.offer.rent;
  return rent && open ? <RentAndActions product={product} rent={rent} /> : <ProductActions product={product} pick={null} />;
}
