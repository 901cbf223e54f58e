import { ADMIN_MSG, type AdminOwner, adminOwnerUpdate } from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { AdminDataTable, type AdminTableConfig, FlagBadge, flagOf, YES_NO } from './admin-table';
import { STATUS_OPTIONS } from './users-table';

const config: AdminTableConfig<'owners'> = {
  table: 'owners',
  noun: 'owner',
  plural: 'owners',
  columns: [
    { key: 'id', header: 'ID', cell: (o) => o.id, className: 'tabular-nums text-stone-600' },
    { key: 'name', header: 'Name', cell: (o) => o.name, edit: { kind: 'text', required: true, maxLength: 80 }, className: 'font-medium' },
    { key: 'email', header: 'Email', cell: (o) => o.email, edit: { kind: 'email', required: true, maxLength: 254 } },
    {
      key: 'status',
      header: 'Status',
      cell: (o) => <FlagBadge value={o.status === 'active'} yes="Active" no="Inactive" />,
      edit: { kind: 'select', options: STATUS_OPTIONS },
    },
    { key: 'verified', header: 'Verified', cell: (o) => <FlagBadge value={o.verified} />, edit: { kind: 'select', options: YES_NO } },
    { key: 'created_at', header: 'Created', cell: (o) => formatDate(o.created_at), className: 'whitespace-nowrap' },
  ],
  rowName: (o: AdminOwner) => o.name || `owner ${o.id}`,
  toDraft: (o) => ({ name: o.name, email: o.email, status: o.status, verified: String(o.verified) }),
  toBody: (changed) => ({
    ...(changed.name !== undefined ? { name: changed.name } : {}),
    ...(changed.email !== undefined ? { email: changed.email } : {}),
    ...(changed.status !== undefined ? { status: changed.status as AdminOwner['status'] } : {}),
    ...(changed.verified !== undefined ? { verified: flagOf(changed.verified) } : {}),
  }),
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
