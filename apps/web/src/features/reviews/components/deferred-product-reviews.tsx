import type { RatingSummary } from '@kiraya/contract/reviews/schema';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

/**
 * The item page's reviews, fetched (code, texts and data) only when the section comes near the screen: it sits below
 * the description, and a first visit must stay within the JS budget (docs/architecture.md "Bundle size").
 */
export function DeferredProductReviews(props: { productId: number; rating?: RatingSummary; ownerRating?: RatingSummary }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="min-h-16">
      {near ? (
        <Suspense fallback={null}>
          <ProductReviews {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
