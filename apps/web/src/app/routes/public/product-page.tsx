import type { CLOTHING_SIZES, ProductDetail } from '@kiraya/contract';
import { availabilityLabel, handoverFrom, isPropertyCategory, OFFER_KIND_LABELS } from '@kiraya/contract/renting/rules';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { ProductActions } from '../../../features/cart/components/cart-actions';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { DetailLayout } from '../../../features/catalogue/components/detail-layout';
import { usePlaceFacts } from '../../../features/catalogue/components/detail-parts';
import { SimilarProducts } from '../../../features/catalogue/components/similar-products';
import { SizePicker } from '../../../features/catalogue/components/size-picker';
import { ChatWithOwner } from '../../../features/conversations/components/chat-with-owner';
import { ProductRatingSummary } from '../../../features/feedback/components/product-rating';
import { ItemPromises, RentPanel, useRentChoice } from '../../../features/renting';
import { ReportItem } from '../../../features/reports/components/report-item';
import { DeferredProductReviews } from '../../../features/reviews/components/deferred-product-reviews';
import { RequestVisit } from '../../../features/visits/components/request-visit';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { parseId } from '../../../lib/route-params';
import { DetailScreen } from './detail-screen';

/** The tenure picker and quote of a product that can be rented (and is not sold), then the actions. */
function RentAndActions({ product, rent }: { product: ProductDetail; rent: NonNullable<ProductDetail['offer']['rent']> }) {
  // Rented out now: the first start offered is the day a unit is free again (the server's rule too).
  const { choice, setChoice, window, quote } = useRentChoice(rent, handoverFrom(product.offer.available_from, product.availability));
  return (
    <>
      <RentPanel choice={choice} onChange={setChoice} window={window} quote={quote} property={product.category === 'property'} />
      <ProductActions product={product} pick={choice} />
    </>
  );
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const [size, setSize] = useState<(typeof CLOTHING_SIZES)[number] | null>(null);
  const rent = product.offer.rent;
  const open = product.availability.status !== 'sold' && product.availability.status !== 'unavailable';
  const property = isPropertyCategory(product.category);
  const t = useT('catalogue');
  const localize = useLocalize();
  const placeFacts = usePlaceFacts(product);
  const available = availabilityLabel(product.availability);
  const facts = [
    { label: t('detail.condition'), value: product.condition === 'new' ? t('detail.new') : t('detail.used') },
    { label: t('detail.offer'), value: localize(OFFER_KIND_LABELS[product.offer.kind]) },
    { label: t('detail.availability'), value: available ? localize(available) : t('detail.availableNow') },
    ...(product.offer.quantity > 1 ? [{ label: t('detail.units'), value: String(product.offer.quantity) }] : []),
    ...placeFacts,
    {
      label: t('detail.owner'),
      value: (
        <Link to={paths.ownerProfile(product.owner_id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {product.owner_name}
        </Link>
      ),
    },
    { label: t('detail.listedOn'), value: formatDate(product.created_at) },
  ];
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
      byline={
        <p className="text-sm text-stone-700">
          {t('detail.listedBy')}{' '}
          <Link
            to={paths.ownerProfile(product.owner_id)}
            data-testid="listed-by"
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {product.owner_name}
          </Link>
        </p>
      }
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
      {rent && open ? <RentAndActions product={product} rent={rent} /> : <ProductActions product={product} pick={null} />}
      <ChatWithOwner kind="product" itemId={product.id} />
      <ItemPromises terms={product.terms} property={property} deposit={rent?.deposit ?? null} />
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
