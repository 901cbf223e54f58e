import type { BuyerOrder } from '@kiraya/contract';
import { ORDER_MSG } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyState } from '../../../components/ui/state-panels';
import { useCart } from '../../../features/cart/cart-storage';
import { CheckoutForm } from '../../../features/orders/forms/checkout-form';
import { CheckoutSummary, OrderPlaced } from '../../../features/orders/forms/checkout-parts';
import { paths } from '../../../lib/paths';

/** /checkout (§5): delivery details and a demo payment method beside the order summary, then the placed order. */
export function CheckoutPage() {
  const items = useCart();
  const placedRef = useRef<HTMLHeadingElement>(null);
  const [serverProblems, setServerProblems] = useState<Map<string, string>>(new Map());
  const [placed, setPlaced] = useState<BuyerOrder | null>(null);

  useEffect(() => {
    if (placed) placedRef.current?.focus();
  }, [placed]);

  if (placed) return <OrderPlaced order={placed} headingRef={placedRef} />;
  if (items.length === 0) {
    return (
      <PageContainer className="max-w-3xl">
        <PageTitle title="Checkout" />
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950">Checkout</h1>
        <EmptyState title={ORDER_MSG.emptyCart}>
          <p className="text-sm text-stone-700">Add something to your cart first.</p>
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            Browse all listings
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-6xl">
      <PageTitle title="Checkout" />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Checkout</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <CheckoutForm items={items} onPlaced={setPlaced} onServerProblems={setServerProblems} />
        <CheckoutSummary items={items} serverProblems={serverProblems} />
      </div>
    </PageContainer>
  );
}
