import { ADMIN_MSG, type AdminOwner, adminOwnerUpdate } from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { AdminDataTable, type AdminTableConfig, accountColumns, accountStatusColumn, flagColumn } from './admin-table';

const config: AdminTableConfig<'owners'> = {
  table: 'owners',
  noun: 'owner',
  plural: 'owners',
  columns: accountColumns<AdminOwner>([
    accountStatusColumn(),
    flagColumn('verified', 'Verified', (o) => o.verified),
    { key: 'created_at', header: 'Created', cell: (o) => formatDate(o.created_at), className: 'whitespace-nowrap' },
  ]),
  rowName: (o) => o.name || `owner ${o.id}`,
  schema: adminOwnerUpdate,
  deleteConfirm: ADMIN_MSG.deleteOwnerConfirm,
  deleteNote: 'All of their products are deleted with them. To stop their logins but keep the products, set Status to Inactive instead.',
  updateFailed: ADMIN_MSG.ownerUpdateFailed,
  deleteFailed: ADMIN_MSG.ownerDeleteFailed,
  empty: ADMIN_MSG.noOwners,
  searchHint: 'Searches names and emails.',
};

/** §2 Owners: ID, Name, Email, Status, Verified (Yes/No), Created, Actions. */
export function OwnersTable() {
  return <AdminDataTable config={config} />;
}
