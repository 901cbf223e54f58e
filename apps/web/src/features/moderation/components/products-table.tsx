import { ADMIN_MSG, adminProductUpdate, CONDITIONS, OFFER_KIND_LABELS, type OwnerProduct, PRODUCT_CATEGORIES } from '@kiraya/contract';
import { numberOf, numberOrNull } from '../../../components/data-views/editable-table';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import {
  AdminDataTable,
  type AdminTableConfig,
  type AdminTexts,
  flagColumn,
  idColumn,
  itemColumns,
  locationColumn,
  optionsOf,
  valueLabel,
  verifiedColumn,
} from './admin-table';
import { Thumbnail } from './item-bits';

const configOf = ({ t, localize }: AdminTexts): AdminTableConfig<'products'> => ({
  table: 'products',
  noun: t('products.noun'),
  plural: t('products.plural'),
  columns: [
    idColumn(t),
    ...itemColumns<OwnerProduct>(t),
    {
      key: 'rent_price',
      header: t('col.rentPrice'),
      cell: (p) => (p.rent_price === null ? '-' : formatPrice(p.rent_price)),
      edit: { kind: 'number', min: 0 },
      parse: numberOrNull,
      className: 'whitespace-nowrap tabular-nums',
    },
    // How it is offered, read-only: the spec's price, rent price and type above are derived from it.
    { key: 'offer', header: t('col.offer'), cell: (p) => localize(OFFER_KIND_LABELS[p.offer.kind]), className: 'whitespace-nowrap' },
    {
      key: 'category',
      header: t('col.category'),
      cell: (p) => valueLabel(t, p.category),
      edit: { kind: 'select', options: optionsOf(t, PRODUCT_CATEGORIES) },
    },
    { key: 'image', header: t('col.image'), cell: (p) => <Thumbnail src={p.image_card} /> },
    {
      key: 'condition',
      header: t('col.condition'),
      cell: (p) => valueLabel(t, p.condition),
      edit: { kind: 'select', options: optionsOf(t, CONDITIONS) },
    },
    locationColumn(t),
    flagColumn(t, 'available', t('col.available'), (p) => p.available),
    flagColumn(t, 'is_rentable', t('col.rentable'), (p) => p.is_rentable),
    {
      key: 'owner_id',
      header: t('col.ownerId'),
      cell: (p) => p.owner_id,
      edit: { kind: 'number', required: true, min: 1, step: '1' },
      parse: numberOf,
      className: 'tabular-nums',
    },
    verifiedColumn(t, (p) => p.rejection_reason),
    { key: 'created_at', header: t('col.createdAt'), cell: (p) => formatDate(p.created_at), className: 'whitespace-nowrap' },
  ],
  rowName: (p) => p.title || t('products.rowName', { id: String(p.id) }),
  schema: adminProductUpdate,
  deleteConfirm: localize(ADMIN_MSG.deleteProductConfirm),
  updateFailed: localize(ADMIN_MSG.productUpdateFailed),
  deleteFailed: localize(ADMIN_MSG.productDeleteFailed),
  empty: localize(ADMIN_MSG.noProducts),
  searchHint: t('table.searchTitlesHint'),
});

/** §2 Products: every column of an owner's product; all but ID, image and created date edit inline. */
export function ProductsTable() {
  return <AdminDataTable configOf={configOf} />;
}
