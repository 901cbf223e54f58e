import type { BuyerOrder } from '@kiraya/contract';
import { useEffect, useRef, useState } from 'react';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { EmptyState } from '../../../components/ui/state-panels';
import { useCart } from '../../../features/cart/cart-storage';
import { CheckoutForm } from '../../../features/orders/forms/checkout-form';
import { CheckoutSummary, OrderPlaced } from '../../../features/orders/forms/checkout-parts';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** /checkout (§5): delivery details and a demo payment method beside the order summary, then the placed order. */
export function CheckoutPage() {
  const items = useCart();
  const placedRef = useRef<HTMLHeadingElement>(null);
  const [serverProblems, setServerProblems] = useState<Map<string, string>>(new Map());
  const [placed, setPlaced] = useState<BuyerOrder | null>(null);

  useEffect(() => {
    if (placed) placedRef.current?.focus();
  }, [placed]);

  const t = useT('cart');
  if (placed) return <OrderPlaced order={placed} headingRef={placedRef} />;
  if (items.length === 0) {
    return (
      <PageContainer className="max-w-3xl">
        <PageTitle title={t('checkout.title')} />
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950">{t('checkout.title')}</h1>
        <EmptyState title={t('page.empty')}>
          <p className="text-sm text-stone-700">{t('checkout.emptyLead')}</p>
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            {t('page.browse')}
          </Link>
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-6xl">
      <PageTitle title={t('checkout.title')} />
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('checkout.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <CheckoutForm items={items} onPlaced={setPlaced} onServerProblems={setServerProblems} />
        <CheckoutSummary items={items} serverProblems={serverProblems} />
      </div>
    </PageContainer>
  );
}
