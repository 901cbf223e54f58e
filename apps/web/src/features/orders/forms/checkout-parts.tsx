import { type BuyerOrder, ORDER_MSG } from '@kiraya/contract';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { CheckIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { SummaryRow } from '../../../components/ui/summary-row';
import { formatDateTime } from '../../../lib/dates';
import { localizeMessage, useLocalize, useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { type CartItem, CartLineFacts, CartProblemNote, cartSummary, useCartCheck } from '../../cart';
import { OrderLines } from '../components/order-lines';

export function OrderPlaced({ order, headingRef }: { order: BuyerOrder; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const paid = order.payment_status === 'success';
  const t = useT('cart');
  const localize = useLocalize();
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={t('placed.title', { id: String(order.order_id) })} />
      <section className="space-y-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-10" aria-labelledby="order-placed">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <CheckIcon width={26} height={26} />
          </span>
          <div className="space-y-1">
            <h1 id="order-placed" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-stone-950 outline-none sm:text-3xl">
              {localize(ORDER_MSG.placed)}
            </h1>
            <p className="text-stone-700">
              {t('placed.order')} <strong className="text-stone-950">#{order.order_id}</strong> · {formatDateTime(order.created_at)}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-stone-600">{t('placed.total')}</dt>
            <dd className="text-lg font-bold text-stone-950" data-testid="order-total">
              {formatPrice(order.total)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('placed.payment')}</dt>
            <dd className="text-stone-950">
              {t(`pay.${order.payment_method}`)} · {paid ? t('placed.paid') : t('placed.payOnDelivery')}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">{t('placed.txn')}</dt>
            <dd className="font-mono break-all text-stone-950">{order.txn_id ?? '-'}</dd>
          </div>
        </dl>
        <OrderLines lines={order.cart_items} />
        <p className="text-sm text-stone-700">
          {t('placed.next')} {t('placed.emptied', { demo: localize(ORDER_MSG.demoPayment) })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.orderHistory()} className={buttonClass('primary', 'md')}>
            {t('placed.orders')}
          </Link>
          <Link to={paths.exploreAll()} className={buttonClass('secondary', 'md')}>
            {t('page.continue')}
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}

/** What the order sends, and what the server said about each line when it refused some. */
export function CheckoutSummary({ items, serverProblems }: { items: CartItem[]; serverProblems: Map<string, string> }) {
  const check = useCartCheck(items);
  const t = useT('cart');
  return (
    <section aria-labelledby="checkout-summary" className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary" className="text-lg font-semibold text-stone-950">
          {t('checkout.yourOrder')}
        </h2>
        <Link to={paths.cart()} className="text-sm font-semibold text-brand-800 hover:underline">
          {t('checkout.editCart')}
        </Link>
      </div>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => {
          const problem = check.problems.get(item.id);
          const fromServer = serverProblems.get(item.id);
          return (
            <li key={item.id} data-testid="checkout-line" className="grid grid-cols-[5rem_1fr] gap-3 py-3">
              <CartLineFacts item={item} repricedFrom={check.repriced.get(item.id)} compact />
              <p className="col-start-2 text-sm font-semibold text-stone-950">{formatPrice(item.total)}</p>
              {problem ? (
                <div className="col-span-2">
                  <CartProblemNote problem={problem} />
                </div>
              ) : fromServer ? (
                <p className="col-span-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="cart-problem">
                  {localizeMessage(fromServer)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <PaymentBreakdown items={items} />
      <p className="text-xs text-stone-600">{t('checkout.demo')}</p>
    </section>
  );
}

/**
 * What is paid when (docs/orders.md): each purchase now; each rental's first month and refundable deposit now, the
 * rest of its rent monthly. The same rule the server charges by.
 */
export function PaymentBreakdown({ items }: { items: CartItem[] }) {
  const summary = cartSummary(items);
  const monthly = items.filter((i) => i.mode === 'rent' && (i.months ?? 1) > 1);
  const t = useT('cart');
  return (
    <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm" data-testid="payment-breakdown">
      <SummaryRow label={t('checkout.orderTotal')}>{formatPrice(summary.total)}</SummaryRow>
      {summary.deposit > 0 ? <SummaryRow label={t('checkout.deposits')}>{formatPrice(summary.deposit)}</SummaryRow> : null}
      <SummaryRow label={t('checkout.payNow')} strong testId="due-now">
        {formatPrice(summary.dueNow)}
      </SummaryRow>
      {monthly.map((i) => (
        <div key={i.id} className="flex justify-between gap-3 text-stone-700">
          <dt>{t('checkout.thenMonthly', { count: (i.months ?? 1) - 1, title: i.title })}</dt>
          <dd>{formatPrice(Math.round((i.total / (i.months ?? 1)) * 100) / 100, { perMonth: true })}</dd>
        </div>
      ))}
    </dl>
  );
}
