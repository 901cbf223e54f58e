import { ADMIN_MSG, type AdminUser, adminUserUpdate } from '@kiraya/contract';
import { AdminDataTable, type AdminTableConfig, FlagBadge } from './admin-table';

const ROLE_OPTIONS = [
  { value: 'user', label: 'user' },
  { value: 'admin', label: 'admin' },
] as const;
export const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

const config: AdminTableConfig<'users'> = {
  table: 'users',
  noun: 'user',
  plural: 'users',
  columns: [
    { key: 'id', header: 'ID', cell: (u) => u.id, className: 'tabular-nums text-stone-600' },
    { key: 'name', header: 'Name', cell: (u) => u.name, edit: { kind: 'text', required: true, maxLength: 80 }, className: 'font-medium' },
    { key: 'email', header: 'Email', cell: (u) => u.email, edit: { kind: 'email', required: true, maxLength: 254 } },
    { key: 'role', header: 'Role', cell: (u) => u.role, edit: { kind: 'select', options: ROLE_OPTIONS } },
    {
      key: 'status',
      header: 'Status',
      cell: (u) => <FlagBadge value={u.status === 'active'} yes="Active" no="Inactive" />,
      edit: { kind: 'select', options: STATUS_OPTIONS },
    },
  ],
  rowName: (u: AdminUser) => u.name || `user ${u.id}`,
  toDraft: (u) => ({ name: u.name, email: u.email, role: u.role, status: u.status }),
  toBody: (changed) => changed as ReturnType<AdminTableConfig<'users'>['toBody']>,
  schema: adminUserUpdate,
  deleteConfirm: ADMIN_MSG.deleteUserConfirm,
  updateFailed: 'Failed to update user.',
  deleteFailed: 'Failed to delete user.',
  empty: ADMIN_MSG.noUsers,
  searchHint: 'Searches names and emails.',
};

/** §2 Users: ID, Name, Email, Role, Status (Active/Inactive), Actions; inactive buyers cannot log in. */
export function UsersTable() {
  return <AdminDataTable config={config} />;
}
