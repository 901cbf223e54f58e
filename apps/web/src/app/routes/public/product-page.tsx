import { CATEGORY_LABELS, type CLOTHING_SIZES, MSG, type ProductDetail } from '@kiraya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ProductActions } from '../../../features/cart/components/cart-actions';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { DETAIL_IMAGE_SIZES, DeliveryInfo, FactList } from '../../../features/catalogue/components/detail-parts';
import { ItemPrice } from '../../../features/catalogue/components/item-price';
import { SimilarProducts } from '../../../features/catalogue/components/similar-products';
import { SizePicker } from '../../../features/catalogue/components/size-picker';
import { VerifiedBadge } from '../../../features/catalogue/components/verified-badge';
import { ProductRatingSummary } from '../../../features/feedback/components/product-rating';
import { ReportItem } from '../../../features/reports/components/report-item';
import { formatDate } from '../../../lib/dates';
import { parseId } from '../../../lib/route-params';
import { DetailScreen } from './detail-screen';

const NOT_FOUND_TEXT = 'This item may have been sold, rented out or removed by its owner.';

function ProductDetails({ product }: { product: ProductDetail }) {
  const [size, setSize] = useState<(typeof CLOTHING_SIZES)[number] | null>(null);
  const label = CATEGORY_LABELS[product.category];
  return (
    <article>
      <PageTitle title={product.title} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36 lg:self-start">
          <ResponsiveImage card={product.image_card} full={product.image} alt={product.title} sizes={DETAIL_IMAGE_SIZES} priority />
        </div>
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {label} · {product.type === 'rent' ? 'For rent' : 'For sale'}
              {product.verified === 1 ? <VerifiedBadge /> : null}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{product.title}</h1>
            <ItemPrice item={product} size="lg" />
            <ProductRatingSummary productId={product.id} />
          </div>

          <FactList
            facts={[
              { label: 'Condition', value: product.condition === 'new' ? 'New' : 'Used' },
              { label: 'Type', value: product.type === 'rent' ? 'Rent' : 'Sale' },
              { label: 'Availability', value: product.available === 1 ? 'Available' : 'Not available' },
              { label: 'Location', value: `${product.location}, ${product.city}` },
              { label: 'Owner', value: product.owner_name },
              { label: 'Listed on', value: formatDate(product.created_at) },
            ]}
          />

          {product.category === 'clothing' ? <SizePicker value={size} onChange={setSize} /> : null}

          <ProductActions product={product} />

          <DeliveryInfo />

          <ReportItem type="products" itemId={product.id} title={product.title} />

          <section aria-labelledby="product-description" className="border-t border-stone-200 pt-6">
            <h2 id="product-description" className="text-lg font-semibold text-stone-950">
              About this item
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">{product.description}</p>
          </section>
        </div>
      </div>
      <SimilarProducts category={product.category} exclude={product.id} />
    </article>
  );
}

/** /product/{id}: an owner's product to rent or buy. */
export function ProductPage() {
  const id = parseId(useParams().id);
  const query = useProduct(id);

  return (
    <DetailScreen id={id} query={query} noun="Product" notFound={{ title: MSG.productNotFound, text: NOT_FOUND_TEXT }}>
      {(product) => <ProductDetails key={product.id} product={product} />}
    </DetailScreen>
  );
}
