import { ADMIN_MSG, type AdminListing, adminListingUpdate, LISTING_CATEGORIES } from '@kiraya/contract';
import { formatPrice } from '../../../lib/money';
import { AdminDataTable, type AdminTableConfig, flagOf, numberOf, Truncated, YES_NO } from './admin-table';
import { ApprovalBadge, Thumbnail } from './item-bits';

const config: AdminTableConfig<'listings'> = {
  table: 'listings',
  noun: 'listing',
  plural: 'listings',
  columns: [
    { key: 'id', header: 'ID', cell: (l) => l.id, className: 'tabular-nums text-stone-600' },
    {
      key: 'title',
      header: 'Title',
      cell: (l) => <Truncated text={l.title} width="max-w-48" />,
      edit: { kind: 'text', required: true, maxLength: 120 },
      className: 'font-medium',
    },
    {
      key: 'description',
      header: 'Description',
      cell: (l) => <Truncated text={l.description} width="max-w-64" />,
      edit: { kind: 'textarea', required: true, maxLength: 4000 },
    },
    {
      key: 'price',
      header: 'Price',
      cell: (l) => formatPrice(l.price),
      edit: { kind: 'number', required: true, min: 0 },
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'location',
      header: 'Location',
      cell: (l) => <Truncated text={l.location || '-'} width="max-w-40" />,
      edit: { kind: 'text', maxLength: 120 },
    },
    {
      key: 'category',
      header: 'Category',
      cell: (l) => l.category,
      edit: { kind: 'select', options: LISTING_CATEGORIES.map((value) => ({ value, label: value })) },
    },
    { key: 'subcategory', header: 'Subcategory', cell: (l) => l.subcategory || '-', edit: { kind: 'text', maxLength: 60 } },
    { key: 'image', header: 'Image', cell: (l) => <Thumbnail src={l.image_card} /> },
    {
      key: 'verified',
      header: 'Verified',
      cell: (l) => <ApprovalBadge verified={l.verified} status={l.status} />,
      edit: { kind: 'select', options: YES_NO },
    },
  ],
  rowName: (l: AdminListing) => l.title || `listing ${l.id}`,
  toDraft: (l) => ({
    title: l.title,
    description: l.description,
    price: String(l.price),
    location: l.location,
    category: l.category,
    subcategory: l.subcategory ?? '',
    verified: String(l.verified),
  }),
  toBody: (c) => ({
    ...(c.title !== undefined ? { title: c.title } : {}),
    ...(c.description !== undefined ? { description: c.description } : {}),
    ...(c.price !== undefined ? { price: numberOf(c.price) } : {}),
    ...(c.location !== undefined ? { location: c.location } : {}),
    ...(c.category !== undefined ? { category: c.category as AdminListing['category'] } : {}),
    ...(c.subcategory !== undefined ? { subcategory: c.subcategory.trim() === '' ? null : c.subcategory } : {}),
    ...(c.verified !== undefined ? { verified: flagOf(c.verified) } : {}),
  }),
  schema: adminListingUpdate,
  deleteConfirm: ADMIN_MSG.deleteListingConfirm,
  updateFailed: ADMIN_MSG.listingUpdateFailed,
  deleteFailed: ADMIN_MSG.listingDeleteFailed,
  empty: ADMIN_MSG.noListings,
  searchHint: 'Searches titles and locations.',
};

/** §2 Listings: ID, Title, Description, Price, Location, Category, Subcategory, Image, Verified, Actions. */
export function ListingsTable() {
  return <AdminDataTable config={config} />;
}
