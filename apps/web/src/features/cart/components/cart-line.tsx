import { Thumb } from '../../../components/ui/thumb';
import { translateNow as t } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { type CartItem, lineDeposit, lineUnitPrice } from '../cart-storage';
import type { CartProblem } from '../use-cart-check';

/** "Buy", or "Rent · 3 months" (with the quantity when more than one, and the deposit of a rental). */
export function cartLineTerms(item: Pick<CartItem, 'mode' | 'months' | 'quantity' | 'rent' | 'price'>): string {
  const base = item.mode === 'rent' ? t('cart', 'line.rent', { count: item.months ?? 1 }) : t('cart', 'line.buy');
  const withUnits = item.quantity > 1 ? t('cart', 'line.pieces', { base, count: item.quantity }) : base;
  const deposit = lineDeposit(item);
  return deposit > 0 ? t('cart', 'line.deposit', { base: withUnits, amount: formatPrice(deposit) }) : withUnits;
}

/** A cart line's picture, title (linking to the item), location, terms and unit price. */
export function CartLineFacts({ item, repricedFrom, compact = false }: { item: CartItem; repricedFrom?: number; compact?: boolean }) {
  const to = item.source === 'products' ? paths.product(item.product_id) : paths.listing(item.product_id);
  const unit = lineUnitPrice(item);
  return (
    <>
      {item.image ? (
        <Thumb
          src={item.image}
          width={compact ? 80 : 128}
          height={compact ? 60 : 96}
          className={`rounded-xl ring-1 ring-stone-200 ${compact ? 'w-20' : 'w-full max-sm:max-w-48'}`}
        />
      ) : (
        <span aria-hidden="true" className={`aspect-[4/3] rounded-xl bg-stone-100 ${compact ? 'w-20' : 'w-full'}`} />
      )}
      <div className="min-w-0 space-y-1">
        <h3 className={`${compact ? 'text-base' : 'text-lg'} font-semibold text-stone-950`}>
          <Link to={to} className="hover:text-brand-800 hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          {item.location ? `${item.location} · ` : ''}
          {t('cart', item.source === 'listings' ? 'line.ad' : 'line.product')} · {cartLineTerms(item)}
        </p>
        <p className="text-sm font-medium text-stone-900">
          {formatPrice(unit.price, { perMonth: item.mode === 'rent' })}
          {item.mode === 'rent' ? null : t('cart', 'line.each')}
          {unit.discountPercent > 0 ? t('cart', 'line.discount', { percent: unit.discountPercent, price: formatPrice(item.price) }) : null}
        </p>
        {repricedFrom !== undefined ? (
          <p className="text-sm text-saffron-900">
            {t('cart', 'line.repriced', { price: formatPrice(repricedFrom, { perMonth: item.mode === 'rent' }) })}
          </p>
        ) : null}
      </div>
    </>
  );
}

export function CartProblemNote({ problem }: { problem: CartProblem }) {
  return (
    <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="cart-problem">
      {t('cart', `problem.${problem}`)}
    </p>
  );
}
