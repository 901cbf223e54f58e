import { type CLOTHING_SIZES, MSG, type ProductDetail } from '@kiraya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ProductActions } from '../../../features/cart/components/cart-actions';
import { useProduct } from '../../../features/catalogue/api/get-product';
import { DetailLayout } from '../../../features/catalogue/components/detail-layout';
import { DeliveryInfo } from '../../../features/catalogue/components/detail-parts';
import { SimilarProducts } from '../../../features/catalogue/components/similar-products';
import { SizePicker } from '../../../features/catalogue/components/size-picker';
import { ProductRatingSummary } from '../../../features/feedback/components/product-rating';
import { ReportItem } from '../../../features/reports/components/report-item';
import { formatDate } from '../../../lib/dates';
import { parseId } from '../../../lib/route-params';
import { DetailScreen } from './detail-screen';

const NOT_FOUND_TEXT = 'This item may have been sold, rented out or removed by its owner.';

function ProductDetails({ product }: { product: ProductDetail }) {
  const [size, setSize] = useState<(typeof CLOTHING_SIZES)[number] | null>(null);
  const facts = [
    { label: 'Condition', value: product.condition === 'new' ? 'New' : 'Used' },
    { label: 'Type', value: product.type === 'rent' ? 'Rent' : 'Sale' },
    { label: 'Availability', value: product.available === 1 ? 'Available' : 'Not available' },
    { label: 'Location', value: `${product.location}, ${product.city}` },
    { label: 'Owner', value: product.owner_name },
    { label: 'Listed on', value: formatDate(product.created_at) },
  ];
  return (
    <DetailLayout
      item={product}
      kind={product.type === 'rent' ? 'For rent' : 'For sale'}
      rating={<ProductRatingSummary productId={product.id} />}
      facts={facts}
      description={{ id: 'product-description', heading: 'About this item' }}
      after={<SimilarProducts category={product.category} exclude={product.id} />}
    >
      {product.category === 'clothing' ? <SizePicker value={size} onChange={setSize} /> : null}
      <ProductActions product={product} />
      <DeliveryInfo />
      <ReportItem type="products" itemId={product.id} title={product.title} />
    </DetailLayout>
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
