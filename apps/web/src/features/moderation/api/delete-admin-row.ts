import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { type AdminTable, adminKeys } from './query-keys';

export function deleteAdminRow(table: AdminTable, id: number) {
  return apiSend<{ message: string }>('DELETE', apiPaths.adminRow(table, id), { role: 'admin' });
}

/** DELETE /api/admin/{table}/{id}; a 409 (a user with orders, an owner with a ledger) comes back with the server's reason. */
export function useDeleteAdminRow(table: AdminTable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminRow(table, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      if (table === 'products' || table === 'listings') await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
