import { CHECKOUT_LIMITS, LIMITS } from '@kiraya/contract';
import { addDays, RENT_LIMITS, todayInIndia } from '@kiraya/contract/renting/rules';
import { useEffect, useRef, useState } from 'react';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form';
import { NumberStepper } from '../../../components/ui/number-stepper';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyState } from '../../../components/ui/state-panels';
import { SummaryRow } from '../../../components/ui/summary-row';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { loginUrl, useSession, withNext } from '../../../lib/session';
import { type CartItem, cartSummary, piecesOf, removeFromCart, restoreCartItem, updateCartItem, useCart } from '../cart-storage';
import { type CartCheck, useCartCheck } from '../use-cart-check';
import type { CartArrival } from './cart-actions';
import { CartLineFacts, CartProblemNote } from './cart-line';

interface Removed {
  item: CartItem;
  index: number;
}

function CartRow({ item, index, check, onRemove }: { item: CartItem; index: number; check: CartCheck; onRemove: (r: Removed) => void }) {
  const problem = check.problems.get(item.id);
  const t = useT('cart');
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
          {item.source === 'products' && !item.property ? (
            <NumberStepper
              label={t('row.quantityOf', { title: item.title })}
              shortLabel={t('row.quantity')}
              unit={t('row.quantityUnit', { title: item.title })}
              value={item.quantity}
              min={CHECKOUT_LIMITS.quantityMin}
              max={CHECKOUT_LIMITS.quantityMax}
              onChange={(quantity) => updateCartItem(item.id, { quantity })}
              size="sm"
            />
          ) : null}
          {item.mode === 'rent' ? (
            <NumberStepper
              label={t('row.monthsOf', { title: item.title })}
              shortLabel={t('row.months')}
              unit={t('row.monthsUnit', { title: item.title })}
              value={item.months ?? LIMITS.rentMonthsMin}
              min={item.rent?.min_months ?? LIMITS.rentMonthsMin}
              max={LIMITS.rentMonthsMax}
              onChange={(months) => updateCartItem(item.id, { months })}
              size="sm"
            />
          ) : null}
          <StartDateField item={item} />
        </div>
        <div className="flex items-center gap-4">
          <p className="text-right">
            <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('row.total')}</span>
            <span className="text-lg font-bold text-stone-950" data-testid="line-total">
              {formatPrice(item.total)}
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRemove({ item, index })}
            aria-label={t('row.removeLabel', { title: item.title })}
          >
            {t('row.remove')}
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

/**
 * The handover day of a line: move-in for a property, start (delivery) for a rental, delivery for a purchase. Empty
 * means "as soon as it is free"; the server checks the date against the item's availability.
 */
function StartDateField({ item }: { item: CartItem }) {
  const today = todayInIndia();
  const t = useT('cart');
  const label = item.property ? t('date.moveIn') : item.mode === 'rent' ? t('date.start') : t('date.delivery');
  return (
    <label className="text-sm font-medium text-stone-800">
      <span className="block">{label}</span>
      <input
        type="date"
        aria-label={t('date.of', { label, title: item.title })}
        className="mt-1 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
        value={item.start_date ?? ''}
        min={today}
        max={addDays(today, RENT_LIMITS.startWithinDays * 2)}
        onChange={(e) => updateCartItem(item.id, { start_date: e.target.value || null })}
      />
    </label>
  );
}

/** The cart's figures: what the order commits to, the refundable deposits, and what is paid now. */
function SummaryFigures({ items, count }: { items: CartItem[]; count: number }) {
  const summary = cartSummary(items);
  const t = useT('cart');
  const rows: [string, number, string?][] = [];
  if (summary.sale > 0) rows.push([t('summary.purchases'), summary.sale]);
  if (summary.rent > 0) rows.push([t('summary.rent'), summary.rent]);
  if (summary.deposit > 0) rows.push([t('summary.deposits'), summary.deposit]);
  return (
    <dl className="space-y-2 text-sm">
      <SummaryRow label={t('summary.items')} valueClassName="font-semibold text-stone-950">
        {count}
      </SummaryRow>
      {rows.map(([label, amount]) => (
        <SummaryRow key={label} label={label}>
          {formatPrice(amount)}
        </SummaryRow>
      ))}
      <SummaryRow label={t('summary.total')} strong className="border-t border-stone-200 pt-2" testId="cart-total">
        {formatPrice(summary.total)}
      </SummaryRow>
      <SummaryRow label={t('summary.payNow')} strong valueClassName="font-bold text-brand-800" testId="cart-due-now">
        {formatPrice(summary.dueNow)}
      </SummaryRow>
    </dl>
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
  const blocked = items.filter((item) => check.problems.has(item.id)).length;
  const count = piecesOf(items);
  const t = useT('cart');

  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const remove = (r: Removed) => {
    removeFromCart(r.item.id);
    setRemoved(r);
  };

  return (
    <PageContainer className="max-w-5xl">
      <PageTitle title={items.length ? t('page.titleCount', { count }) : t('page.title')} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('page.title')}</h1>

      <div aria-live="polite" className="mb-4 space-y-2 empty:hidden">
        {arrival && items.some((item) => item.title === arrival) && !removed ? (
          <FormMessage tone="success">{t('page.added', { title: arrival })}</FormMessage>
        ) : null}
        {removed ? (
          <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-100 px-4 py-3 text-sm text-stone-800">
            <span>{t('page.removed', { title: removed.item.title })}</span>
            <Button
              ref={undoRef}
              size="sm"
              variant="secondary"
              onClick={() => {
                restoreCartItem(removed.item, removed.index);
                setRemoved(null);
              }}
            >
              {t('page.undo')}
            </Button>
          </div>
        ) : null}
      </div>

      {items.length === 0 ? (
        <EmptyState title={t('page.empty')}>
          <p className="text-sm text-stone-700">{t('page.emptyLead')}</p>
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            {t('page.browse')}
          </Link>
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
          <ul aria-label={t('page.items')} className="grid gap-4">
            {items.map((item, index) => (
              <CartRow key={item.id} item={item} index={index} check={check} onRemove={remove} />
            ))}
          </ul>
          <section
            aria-labelledby="cart-summary"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36"
          >
            <h2 id="cart-summary" className="text-lg font-semibold text-stone-950">
              {t('summary.title')}
            </h2>
            <SummaryFigures items={items} count={count} />
            <p className="text-xs text-stone-600">{t('summary.explain')}</p>
            {blocked > 0 ? <FormMessage tone="error">{t('page.blocked', { count: blocked })}</FormMessage> : null}
            {session ? (
              blocked > 0 ? (
                <Button size="lg" className="w-full" disabled>
                  {t('page.checkout')}
                </Button>
              ) : (
                <Link to={paths.checkout()} className={buttonClass('primary', 'lg', 'w-full')}>
                  {t('page.checkout')}
                </Link>
              )
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-stone-800">{t('page.loginToOrder')}</p>
                <Link to={loginUrl('user', 'required', paths.checkout())} className={buttonClass('primary', 'lg', 'w-full')}>
                  {t('page.login')}
                </Link>
                <p className="text-sm text-stone-700">
                  {t('page.newHere')}{' '}
                  <Link
                    to={withNext(paths.register(), paths.checkout())}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {t('page.register')}
                  </Link>
                  {t('page.staysHere')}
                </p>
              </div>
            )}
            <Link to={paths.exploreAll()} className="block text-center text-sm font-semibold text-brand-800 hover:underline">
              {t('page.continue')}
            </Link>
          </section>
        </div>
      )}
    </PageContainer>
  );
}
