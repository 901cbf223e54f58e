import { ADMIN_MSG, adminProductUpdate, CONDITIONS, OFFER_KIND_LABELS, type OwnerProduct, PRODUCT_CATEGORIES } from '@kiraya/contract';
import { numberOf, numberOrNull } from '../../../components/data-views/editable-table';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import {
  AdminDataTable,
  type AdminTableConfig,
  flagColumn,
  idColumn,
  itemColumns,
  locationColumn,
  optionsOf,
  verifiedColumn,
} from './admin-table';
import { Thumbnail } from './item-bits';

const config: AdminTableConfig<'products'> = {
  table: 'products',
  noun: 'product',
  plural: 'products',
  columns: [
    idColumn(),
    ...itemColumns<OwnerProduct>(),
    {
      key: 'rent_price',
      header: 'Rent Price',
      cell: (p) => (p.rent_price === null ? '-' : formatPrice(p.rent_price)),
      edit: { kind: 'number', min: 0 },
      parse: numberOrNull,
      className: 'whitespace-nowrap tabular-nums',
    },
    // How it is offered, read-only: the spec's price, rent price and type above are derived from it.
    { key: 'offer', header: 'Offer', cell: (p) => OFFER_KIND_LABELS[p.offer.kind], className: 'whitespace-nowrap' },
    { key: 'category', header: 'Category', cell: (p) => p.category, edit: { kind: 'select', options: optionsOf(PRODUCT_CATEGORIES) } },
    { key: 'image', header: 'Image', cell: (p) => <Thumbnail src={p.image_card} /> },
    { key: 'condition', header: 'Condition', cell: (p) => p.condition, edit: { kind: 'select', options: optionsOf(CONDITIONS) } },
    locationColumn(),
    flagColumn('available', 'Available', (p) => p.available),
    flagColumn('is_rentable', 'Rentable', (p) => p.is_rentable),
    {
      key: 'owner_id',
      header: 'Owner ID',
      cell: (p) => p.owner_id,
      edit: { kind: 'number', required: true, min: 1, step: '1' },
      parse: numberOf,
      className: 'tabular-nums',
    },
    verifiedColumn((p) => p.rejection_reason),
    { key: 'created_at', header: 'Created At', cell: (p) => formatDate(p.created_at), className: 'whitespace-nowrap' },
  ],
  rowName: (p) => p.title || `product ${p.id}`,
  schema: adminProductUpdate,
  deleteConfirm: ADMIN_MSG.deleteProductConfirm,
  updateFailed: ADMIN_MSG.productUpdateFailed,
  deleteFailed: ADMIN_MSG.productDeleteFailed,
  empty: ADMIN_MSG.noProducts,
  searchHint: 'Searches titles and locations.',
};

/** §2 Products: every column of an owner's product; all but ID, image and created date edit inline. */
export function ProductsTable() {
  return <AdminDataTable config={config} />;
}
