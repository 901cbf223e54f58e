import { ADMIN_MSG, type AdminUser, adminUserUpdate } from '@kiraya/contract';
import { AdminDataTable, type AdminTableConfig, accountColumns, accountStatusColumn } from './admin-table';

const ROLE_OPTIONS = [
  { value: 'user', label: 'user' },
  { value: 'admin', label: 'admin' },
] as const;

const config: AdminTableConfig<'users'> = {
  table: 'users',
  noun: 'user',
  plural: 'users',
  columns: accountColumns<AdminUser>([
    { key: 'role', header: 'Role', cell: (u) => u.role, edit: { kind: 'select', options: ROLE_OPTIONS } },
    accountStatusColumn(),
  ]),
  rowName: (u) => u.name || `user ${u.id}`,
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
