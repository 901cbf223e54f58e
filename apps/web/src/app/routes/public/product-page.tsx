import type { CLOTHING_SIZES, ProductDetail } from '@kiraya/contract';
import { isPropertyCategory, OFFER_KIND_LABELS } from '@kiraya/contract/renting/rules';
import { useState } from 'react';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { ProductOfferActions } from '../../../features/cart/components/product-offer-actions';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { DetailLayout } from '../../../features/catalogue/components/detail-layout';
import { DetailScreen } from '../../../features/catalogue/components/detail-screen';
import { ListedBy, useProductFacts } from '../../../features/catalogue/components/product-facts';
import { SimilarProducts } from '../../../features/catalogue/components/similar-products';
import { SizePicker } from '../../../features/catalogue/components/size-picker';
import { ChatWithOwner } from '../../../features/conversations/components/chat-with-owner';
import { ProductRatingSummary } from '../../../features/feedback/components/product-rating';
import { ItemPromises } from '../../../features/renting';
import { ReportItem } from '../../../features/reports/components/report-item';
import { DeferredProductReviews } from '../../../features/reviews/components/deferred-product-reviews';
import { RequestVisit } from '../../../features/visits/components/request-visit';
import { useLocalize, useT } from '../../../lib/i18n';
import { parseId } from '../../../lib/route-params';
import { useParams } from '../../../lib/router';

function ProductDetails({ product }: { product: ProductDetail }) {
  const [size, setSize] = useState<(typeof CLOTHING_SIZES)[number] | null>(null);
  const open = product.availability.status !== 'sold' && product.availability.status !== 'unavailable';
  const property = isPropertyCategory(product.category);
  const t = useT('catalogue');
  const localize = useLocalize();
  const facts = useProductFacts(product);
  return (
    <DetailLayout
      item={product}
      kind={localize(OFFER_KIND_LABELS[product.offer.kind])}
      rating={
        <>
          <ProductRatingSummary productId={product.id} />
          <RatingBadge rating={product.rating} />
        </>
      }
      byline={<ListedBy product={product} />}
      facts={facts}
      description={{ id: 'product-description', heading: t('detail.aboutItem') }}
      after={
        <>
          <DeferredProductReviews productId={product.id} rating={product.rating} ownerRating={product.owner_rating} />
          <SimilarProducts category={product.category} exclude={product.id} />
        </>
      }
    >
      {product.category === 'clothing' ? <SizePicker value={size} onChange={setSize} /> : null}
      {/* Property is seen before it is rented: asking for a visit comes first, the spec's buttons stay below. */}
      {property && open ? <RequestVisit productId={product.id} /> : null}
      <ProductOfferActions product={product} open={open} />
      <ChatWithOwner kind="product" itemId={product.id} />
      <ItemPromises terms={product.terms} property={property} deposit={product.offer.rent?.deposit ?? null} />
      <ReportItem type="products" itemId={product.id} title={product.title} />
    </DetailLayout>
  );
}

/** /product/{id}: an owner's product to rent or buy. */
export function ProductPage() {
  const id = parseId(useParams().id);
  return (
    <DetailScreen id={id} query={useProduct(id)} kind="product">
      {(product) => <ProductDetails key={product.id} product={product} />}
    </DetailScreen>
  );
}
