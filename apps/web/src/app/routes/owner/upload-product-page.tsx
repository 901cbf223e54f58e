import { Panel } from '../../../components/ui/panel';
import { ProductForm } from '../../../features/products';
import { useT } from '../../../lib/i18n';
import { OwnerPage } from './owner-page';

export type { MyProductsState } from '../../../features/products';

/** /upload-product (§2, §5): the product form; the product then waits for approval. */
export function UploadProductPage() {
  const t = useT('upload');
  return (
    <OwnerPage title={t('product.title')} width="max-w-6xl" lead={t('product.lead')}>
      <Panel>
        <ProductForm />
      </Panel>
    </OwnerPage>
  );
}
