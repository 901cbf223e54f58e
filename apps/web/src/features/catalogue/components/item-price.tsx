import type { CatalogueItem } from '@kiraya/contract';
import { formatPrice } from '../../../lib/money';

/** A listing's price is its rent per month; a product has a price and may also rent per month. */
export function ItemPrice({ item, size = 'md' }: { item: Pick<CatalogueItem, 'source' | 'price' | 'rent_price'>; size?: 'md' | 'lg' }) {
  const main = size === 'lg' ? 'text-3xl' : 'text-lg';
  if (item.source === 'listings') {
    return (
      <p className={`${main} font-bold text-stone-950`}>
        {formatPrice(item.price)}
        <span className="text-sm font-medium text-stone-600">/month</span>
      </p>
    );
  }
  return (
    <div>
      <p className={`${main} font-bold text-stone-950`}>{formatPrice(item.price)}</p>
      {item.rent_price !== null ? (
        <p className="text-sm font-medium text-brand-800">or rent for {formatPrice(item.rent_price, { perMonth: true })}</p>
      ) : null}
    </div>
  );
}
