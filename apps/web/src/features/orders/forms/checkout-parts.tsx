import { type BuyerOrder, ORDER_MSG, PAYMENT_METHOD_LABELS } from '@kiraya/contract';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { CheckIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { type CartItem, CartLineFacts, CartProblemNote, cartSummary, useCartCheck } from '../../cart';
import { OrderLines } from '../components/order-lines';

export function OrderPlaced({ order, headingRef }: { order: BuyerOrder; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const paid = order.payment_status === 'success';
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={`Order #${order.order_id} placed`} />
      <section className="space-y-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-10" aria-labelledby="order-placed">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
            <CheckIcon width={26} height={26} />
          </span>
          <div className="space-y-1">
            <h1 id="order-placed" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-stone-950 outline-none sm:text-3xl">
              {ORDER_MSG.placed}
            </h1>
            <p className="text-stone-700">
              Order <strong className="text-stone-950">#{order.order_id}</strong> · {formatDateTime(order.created_at)}
            </p>
          </div>
        </div>
        <dl className="grid gap-3 rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200 sm:grid-cols-3">
          <div>
            <dt className="font-semibold text-stone-600">Total</dt>
            <dd className="text-lg font-bold text-stone-950" data-testid="order-total">
              {formatPrice(order.total)}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">Payment</dt>
            <dd className="text-stone-950">
              {PAYMENT_METHOD_LABELS[order.payment_method]} · {paid ? 'Paid (demo)' : 'Pay on delivery'}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-stone-600">Transaction ID</dt>
            <dd className="font-mono break-all text-stone-950">{order.txn_id ?? '-'}</dd>
          </div>
        </dl>
        <OrderLines lines={order.cart_items} />
        <p className="text-sm text-stone-700">
          Each item is now accepted or rejected by its owner (ads by the Kiraya team); follow it in your order history.{' '}
          {ORDER_MSG.demoPayment} Your cart is emptied in a moment.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.orderHistory()} className={buttonClass('primary', 'md')}>
            View your orders
          </Link>
          <Link to={paths.exploreAll()} className={buttonClass('secondary', 'md')}>
            Continue shopping
          </Link>
        </div>
      </section>
    </PageContainer>
  );
}

/** What the order sends, and what the server said about each line when it refused some. */
export function CheckoutSummary({ items, serverProblems }: { items: CartItem[]; serverProblems: Map<string, string> }) {
  const check = useCartCheck(items);
  return (
    <section aria-labelledby="checkout-summary" className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary" className="text-lg font-semibold text-stone-950">
          Your order
        </h2>
        <Link to={paths.cart()} className="text-sm font-semibold text-brand-800 hover:underline">
          Edit cart
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
                  {fromServer}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <PaymentBreakdown items={items} />
      <p className="text-xs text-stone-600">
        This is a demo: no money moves. The final price is worked out by Kiraya from the current listings when you place the order.
      </p>
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
  return (
    <dl className="space-y-1.5 border-t border-stone-200 pt-3 text-sm" data-testid="payment-breakdown">
      <div className="flex justify-between gap-3">
        <dt className="text-stone-700">Order total (whole tenure, deposits included)</dt>
        <dd className="font-medium text-stone-900">{formatPrice(summary.total)}</dd>
      </div>
      {summary.deposit > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-stone-700">Refundable deposits</dt>
          <dd className="font-medium text-stone-900">{formatPrice(summary.deposit)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 text-base">
        <dt className="font-semibold text-stone-900">Pay now</dt>
        <dd className="font-bold text-stone-950" data-testid="due-now">
          {formatPrice(summary.dueNow)}
        </dd>
      </div>
      {monthly.map((i) => (
        <div key={i.id} className="flex justify-between gap-3 text-stone-700">
          <dt>
            Then monthly for {(i.months ?? 1) - 1} more {(i.months ?? 1) - 1 === 1 ? 'month' : 'months'} · {i.title}
          </dt>
          <dd>{formatPrice(Math.round((i.total / (i.months ?? 1)) * 100) / 100, { perMonth: true })}</dd>
        </div>
      ))}
    </dl>
  );
}
