import { ADMIN_MSG, type AdminListing, adminListingUpdate, LISTING_CATEGORIES, SUBCATEGORY_MAX } from '@kiraya/contract';
import { textOrNull } from '../../../components/data-views/editable-table';
import { AdminDataTable, type AdminTableConfig, idColumn, itemColumns, locationColumn, optionsOf, verifiedColumn } from './admin-table';
import { Thumbnail } from './item-bits';

const config: AdminTableConfig<'listings'> = {
  table: 'listings',
  noun: 'listing',
  plural: 'listings',
  columns: [
    idColumn(),
    ...itemColumns<AdminListing>(),
    locationColumn(),
    { key: 'category', header: 'Category', cell: (l) => l.category, edit: { kind: 'select', options: optionsOf(LISTING_CATEGORIES) } },
    {
      key: 'subcategory',
      header: 'Subcategory',
      cell: (l) => l.subcategory || '-',
      edit: { kind: 'text', maxLength: SUBCATEGORY_MAX },
      parse: textOrNull,
    },
    { key: 'image', header: 'Image', cell: (l) => <Thumbnail src={l.image_card} /> },
    verifiedColumn(),
  ],
  rowName: (l) => l.title || `listing ${l.id}`,
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
