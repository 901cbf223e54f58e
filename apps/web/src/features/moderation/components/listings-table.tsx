import { ADMIN_MSG, type AdminListing, adminListingUpdate, LISTING_CATEGORIES, SUBCATEGORY_MAX } from '@kiraya/contract';
import { textOrNull } from '../../../components/data-views/editable-table';
import {
  AdminDataTable,
  type AdminTableConfig,
  type AdminTexts,
  idColumn,
  itemColumns,
  locationColumn,
  optionsOf,
  valueLabel,
  verifiedColumn,
} from './admin-table';
import { Thumbnail } from './item-bits';

const configOf = ({ t, localize }: AdminTexts): AdminTableConfig<'listings'> => ({
  table: 'listings',
  noun: t('listings.noun'),
  plural: t('listings.plural'),
  columns: [
    idColumn(t),
    ...itemColumns<AdminListing>(t),
    locationColumn(t),
    {
      key: 'category',
      header: t('col.category'),
      cell: (l) => valueLabel(t, l.category),
      edit: { kind: 'select', options: optionsOf(t, LISTING_CATEGORIES) },
    },
    {
      key: 'subcategory',
      header: t('col.subcategory'),
      cell: (l) => l.subcategory || '-',
      edit: { kind: 'text', maxLength: SUBCATEGORY_MAX },
      parse: textOrNull,
    },
    { key: 'image', header: t('col.image'), cell: (l) => <Thumbnail src={l.image_card} /> },
    verifiedColumn(t),
  ],
  rowName: (l) => l.title || t('listings.rowName', { id: String(l.id) }),
  schema: adminListingUpdate,
  deleteConfirm: localize(ADMIN_MSG.deleteListingConfirm),
  updateFailed: localize(ADMIN_MSG.listingUpdateFailed),
  deleteFailed: localize(ADMIN_MSG.listingDeleteFailed),
  empty: localize(ADMIN_MSG.noListings),
  searchHint: t('table.searchTitlesHint'),
});

/** §2 Listings: ID, Title, Description, Price, Location, Category, Subcategory, Image, Verified, Actions. */
export function ListingsTable() {
  return <AdminDataTable configOf={configOf} />;
}
