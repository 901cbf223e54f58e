import { ADMIN_MSG, type AdminOwner, adminOwnerUpdate } from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { VerificationButton } from '../../trust';
import { AdminDataTable, type AdminTableConfig, type AdminTexts, accountColumns, accountStatusColumn, FlagBadge } from './admin-table';

const configOf = ({ t, localize }: AdminTexts): AdminTableConfig<'owners'> => ({
  table: 'owners',
  noun: t('owners.noun'),
  plural: t('owners.plural'),
  columns: accountColumns<AdminOwner>(t, [
    accountStatusColumn(t),
    {
      // Read-only here: granting asks what was checked (features/trust), so the inline edit does not switch it.
      key: 'verified',
      header: t('col.verified'),
      cell: (o) => (
        <span className="flex flex-wrap items-center gap-2">
          <FlagBadge value={o.verified} />
          <VerificationButton ownerId={o.id} name={o.name || t('owners.rowName', { id: String(o.id) })} />
        </span>
      ),
    },
    { key: 'created_at', header: t('col.created'), cell: (o) => formatDate(o.created_at), className: 'whitespace-nowrap' },
  ]),
  rowName: (o) => o.name || t('owners.rowName', { id: String(o.id) }),
  schema: adminOwnerUpdate,
  deleteConfirm: localize(ADMIN_MSG.deleteOwnerConfirm),
  deleteNote: t('owners.deleteNote'),
  updateFailed: localize(ADMIN_MSG.ownerUpdateFailed),
  deleteFailed: localize(ADMIN_MSG.ownerDeleteFailed),
  empty: localize(ADMIN_MSG.noOwners),
  searchHint: t('table.searchNamesHint'),
});

/** §2 Owners: ID, Name, Email, Status, Verified (Yes/No), Created, Actions. */
export function OwnersTable() {
  return <AdminDataTable configOf={configOf} />;
}
