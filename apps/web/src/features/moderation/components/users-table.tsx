import { ADMIN_MSG, type AdminUser, adminUserUpdate } from '@kiraya/contract';
import {
  AdminDataTable,
  type AdminTableConfig,
  type AdminTexts,
  accountColumns,
  accountStatusColumn,
  optionsOf,
  valueLabel,
} from './admin-table';

const configOf = ({ t, localize }: AdminTexts): AdminTableConfig<'users'> => ({
  table: 'users',
  noun: t('users.noun'),
  plural: t('users.plural'),
  columns: accountColumns<AdminUser>(t, [
    {
      key: 'role',
      header: t('col.role'),
      cell: (u) => valueLabel(t, u.role),
      edit: { kind: 'select', options: optionsOf(t, ['user', 'admin']) },
    },
    accountStatusColumn(t),
  ]),
  rowName: (u) => u.name || t('users.rowName', { id: String(u.id) }),
  schema: adminUserUpdate,
  deleteConfirm: localize(ADMIN_MSG.deleteUserConfirm),
  updateFailed: localize(ADMIN_MSG.userUpdateFailed),
  deleteFailed: localize(ADMIN_MSG.userDeleteFailed),
  empty: localize(ADMIN_MSG.noUsers),
  searchHint: t('table.searchNamesHint'),
});

/** §2 Users: ID, Name, Email, Role, Status (Active/Inactive), Actions; inactive buyers cannot log in. */
export function UsersTable() {
  return <AdminDataTable configOf={configOf} />;
}
