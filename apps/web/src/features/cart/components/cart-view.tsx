import { CHECKOUT_LIMITS, LIMITS, ORDER_MSG } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form';
import { NumberStepper } from '../../../components/ui/number-stepper';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyState } from '../../../components/ui/state-panels';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { loginUrl, useSession } from '../../../lib/session';
import { type CartItem, cartTotal, piecesOf, removeFromCart, restoreCartItem, updateCartItem, useCart } from '../cart-storage';
import { type CartCheck, useCartCheck } from '../use-cart-check';
import type { CartArrival } from './cart-actions';
import { CartLineFacts, CartProblemNote } from './cart-line';

interface Removed {
  item: CartItem;
  index: number;
}

function CartRow({ item, index, check, onRemove }: { item: CartItem; index: number; check: CartCheck; onRemove: (r: Removed) => void }) {
  const problem = check.problems.get(item.id);
  return (
    <li
      data-testid="cart-line"
      className={`grid gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 sm:grid-cols-[8rem_1fr] sm:p-5 ${
        problem ? 'ring-red-300' : 'ring-stone-200/70'
      }`}
    >
      <CartLineFacts item={item} repricedFrom={check.repriced.get(item.id)} />
      <div className="flex flex-wrap items-end justify-between gap-4 sm:col-start-2">
        <div className="flex flex-wrap gap-4">
          {item.source === 'products' ? (
            <NumberStepper
              label={`Quantity of ${item.title}`}
              shortLabel="Quantity"
              unit={`quantity of ${item.title}`}
              value={item.quantity}
              min={CHECKOUT_LIMITS.quantityMin}
              max={CHECKOUT_LIMITS.quantityMax}
              onChange={(quantity) => updateCartItem(item.id, { quantity })}
              size="sm"
            />
          ) : null}
          {item.mode === 'rent' ? (
            <NumberStepper
              label={`Months of ${item.title}`}
              shortLabel="Months"
              unit={`months of ${item.title}`}
              value={item.months ?? LIMITS.rentMonthsMin}
              min={LIMITS.rentMonthsMin}
              max={LIMITS.rentMonthsMax}
              onChange={(months) => updateCartItem(item.id, { months })}
              size="sm"
            />
          ) : null}
        </div>
        <div className="flex items-center gap-4">
          <p className="text-right">
            <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">Total</span>
            <span className="text-lg font-bold text-stone-950" data-testid="line-total">
              {formatPrice(item.total)}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRemove({ item, index })} aria-label={`Remove ${item.title} from cart`}>
            Remove
          </Button>
        </div>
      </div>
      {problem ? (
        <div className="sm:col-span-2">
          <CartProblemNote problem={problem} />
        </div>
      ) : null}
    </li>
  );
}

/** The buyer's cart from local storage, with quantities, months, totals and a check against the live catalogue. */
export function CartView() {
  const items = useCart();
  const check = useCartCheck(items);
  const session = useSession('user');
  const location = useLocation();
  const [arrival] = useState(() => (location.state as CartArrival | null)?.added ?? null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const total = cartTotal(items);
  const blocked = items.filter((item) => check.problems.has(item.id)).length;
  const count = piecesOf(items);

  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const remove = (r: Removed) => {
    removeFromCart(r.item.id);
    setRemoved(r);
  };

  return (
    <PageContainer className="max-w-5xl">
      <PageTitle title={items.length ? `Your cart (${count})` : 'Your cart'} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Your cart</h1>

      <div aria-live="polite" className="mb-4 space-y-2 empty:hidden">
        {arrival && items.some((item) => item.title === arrival) && !removed ? (
          <FormMessage tone="success">“{arrival}” was added to your cart.</FormMessage>
        ) : null}
        {removed ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-800">
            <span>“{removed.item.title}” was removed from your cart.</span>
            <Button
              ref={undoRef}
              size="sm"
              variant="secondary"
              onClick={() => {
                restoreCartItem(removed.item, removed.index);
                setRemoved(null);
              }}
            >
              Undo
            </Button>
          </div>
        ) : null}
      </div>

      {items.length === 0 ? (
        <EmptyState title={ORDER_MSG.emptyCart}>
          <p className="text-sm text-stone-700">Rent a flat by the month, or buy an appliance or a dress from people in Lucknow.</p>
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            Browse all listings
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <ul aria-label="Items in your cart" className="grid gap-4">
            {items.map((item, index) => (
              <CartRow key={item.id} item={item} index={index} check={check} onRemove={remove} />
            ))}
          </ul>
          <section
            aria-labelledby="cart-summary"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36"
          >
            <h2 id="cart-summary" className="text-lg font-semibold text-stone-950">
              Summary
            </h2>
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-stone-700">Items</dt>
                <dd className="font-semibold text-stone-950">{count}</dd>
              </div>
              <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base">
                <dt className="font-semibold text-stone-900">Estimated total</dt>
                <dd className="font-bold text-stone-950" data-testid="cart-total">
                  {formatPrice(total)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-stone-600">
              Rent is for the whole duration you chose. Prices are checked again when you place the order.
            </p>
            {blocked > 0 ? (
              <FormMessage tone="error">
                {blocked === 1 ? 'One item' : `${blocked} items`} can no longer be ordered. Remove {blocked === 1 ? 'it' : 'them'} to check
                out.
              </FormMessage>
            ) : null}
            {session ? (
              blocked > 0 ? (
                <Button size="lg" className="w-full" disabled>
                  Proceed to checkout
                </Button>
              ) : (
                <Link to={paths.checkout()} className={buttonClass('primary', 'lg', 'w-full')}>
                  Proceed to checkout
                </Link>
              )
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-stone-800">{ORDER_MSG.loginToOrder}</p>
                <Link to={loginUrl('user', 'required', paths.checkout())} className={buttonClass('primary', 'lg', 'w-full')}>
                  Log in to check out
                </Link>
                <p className="text-sm text-stone-700">
                  New here?{' '}
                  <Link to={paths.register()} className="font-semibold text-brand-800 underline underline-offset-2">
                    Create an account
                  </Link>
                  . Your cart stays on this device.
                </p>
              </div>
            )}
            <Link to={paths.exploreAll()} className="block text-center text-sm font-semibold text-brand-800 hover:underline">
              Continue shopping
            </Link>
          </section>
        </div>
      )}
    </PageContainer>
  );
}
