import { ADMIN_MSG, adminProductUpdate, CONDITIONS, type OwnerProduct, PRODUCT_CATEGORIES } from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { AdminDataTable, type AdminTableConfig, FlagBadge, flagOf, numberOf, Truncated, YES_NO } from './admin-table';
import { ApprovalBadge, Thumbnail } from './item-bits';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const config: AdminTableConfig<'products'> = {
  table: 'products',
  noun: 'product',
  plural: 'products',
  columns: [
    { key: 'id', header: 'ID', cell: (p) => p.id, className: 'tabular-nums text-stone-600' },
    {
      key: 'title',
      header: 'Title',
      cell: (p) => <Truncated text={p.title} width="max-w-48" />,
      edit: { kind: 'text', required: true, maxLength: 120 },
      className: 'font-medium',
    },
    {
      key: 'description',
      header: 'Description',
      cell: (p) => <Truncated text={p.description} width="max-w-64" />,
      edit: { kind: 'textarea', required: true, maxLength: 4000 },
    },
    {
      key: 'price',
      header: 'Price',
      cell: (p) => formatPrice(p.price),
      edit: { kind: 'number', required: true, min: 0 },
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'rent_price',
      header: 'Rent Price',
      cell: (p) => (p.rent_price === null ? '-' : formatPrice(p.rent_price)),
      edit: { kind: 'number', min: 0 },
      className: 'whitespace-nowrap tabular-nums',
    },
    { key: 'category', header: 'Category', cell: (p) => p.category, edit: { kind: 'select', options: options(PRODUCT_CATEGORIES) } },
    { key: 'image', header: 'Image', cell: (p) => <Thumbnail src={p.image_card} /> },
    { key: 'condition', header: 'Condition', cell: (p) => p.condition, edit: { kind: 'select', options: options(CONDITIONS) } },
    {
      key: 'location',
      header: 'Location',
      cell: (p) => <Truncated text={p.location || '-'} width="max-w-40" />,
      edit: { kind: 'text', maxLength: 120 },
    },
    { key: 'available', header: 'Available', cell: (p) => <FlagBadge value={p.available} />, edit: { kind: 'select', options: YES_NO } },
    { key: 'is_rentable', header: 'Rentable', cell: (p) => <FlagBadge value={p.is_rentable} />, edit: { kind: 'select', options: YES_NO } },
    {
      key: 'owner_id',
      header: 'Owner ID',
      cell: (p) => p.owner_id,
      edit: { kind: 'number', required: true, min: 1, step: '1' },
      className: 'tabular-nums',
    },
    {
      key: 'verified',
      header: 'Verified',
      cell: (p) => <ApprovalBadge verified={p.verified} status={p.status} reason={p.rejection_reason} />,
      edit: { kind: 'select', options: YES_NO },
    },
    { key: 'created_at', header: 'Created At', cell: (p) => formatDate(p.created_at), className: 'whitespace-nowrap' },
  ],
  rowName: (p: OwnerProduct) => p.title || `product ${p.id}`,
  toDraft: (p) => ({
    title: p.title,
    description: p.description,
    price: String(p.price),
    rent_price: p.rent_price === null ? '' : String(p.rent_price),
    category: p.category,
    condition: p.condition,
    location: p.location,
    available: String(p.available),
    is_rentable: String(p.is_rentable),
    owner_id: String(p.owner_id),
    verified: String(p.verified),
  }),
  toBody: (c) => ({
    ...(c.title !== undefined ? { title: c.title } : {}),
    ...(c.description !== undefined ? { description: c.description } : {}),
    ...(c.price !== undefined ? { price: numberOf(c.price) } : {}),
    ...(c.rent_price !== undefined ? { rent_price: c.rent_price.trim() === '' ? null : Number(c.rent_price) } : {}),
    ...(c.category !== undefined ? { category: c.category as OwnerProduct['category'] } : {}),
    ...(c.condition !== undefined ? { condition: c.condition as OwnerProduct['condition'] } : {}),
    ...(c.location !== undefined ? { location: c.location } : {}),
    ...(c.available !== undefined ? { available: flagOf(c.available) } : {}),
    ...(c.is_rentable !== undefined ? { is_rentable: flagOf(c.is_rentable) } : {}),
    ...(c.owner_id !== undefined ? { owner_id: numberOf(c.owner_id) } : {}),
    ...(c.verified !== undefined ? { verified: flagOf(c.verified) } : {}),
  }),
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
