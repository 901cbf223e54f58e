import { ProductForm } from '../../../features/products';
import { OwnerPage, Panel } from './owner-page';

export type { MyProductsState } from '../../../features/products';

/** /upload-product (§2, §5): the product form; the product then waits for approval. */
export function UploadProductPage() {
  return (
    <OwnerPage
      title="Upload Product"
      width="max-w-6xl"
      lead="Add a product to rent out or sell. An admin reviews every new product before it appears in the catalogue."
    >
      <Panel>
        <ProductForm />
      </Panel>
    </OwnerPage>
  );
}
