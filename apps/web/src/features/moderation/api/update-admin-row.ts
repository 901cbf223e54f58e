import type { AdminListing, AdminOwner, AdminUser, OwnerProduct } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { catalogueKeys } from '../../catalogue';
import { type AdminRows, type AdminTable, adminKeys } from './query-keys';

/** What each table's PUT accepts (the contract's adminXUpdate schemas); only changed fields are sent. */
export interface AdminUpdates {
  users: Partial<Pick<AdminUser, 'name' | 'email' | 'role' | 'status'>>;
  owners: Partial<Pick<AdminOwner, 'name' | 'email' | 'status' | 'verified'>>;
  products: Partial<
    Pick<
      OwnerProduct,
      | 'title'
      | 'description'
      | 'price'
      | 'rent_price'
      | 'category'
      | 'condition'
      | 'type'
      | 'location'
      | 'available'
      | 'is_rentable'
      | 'owner_id'
      | 'verified'
    >
  >;
  listings: Partial<Pick<AdminListing, 'title' | 'description' | 'price' | 'location' | 'category' | 'subcategory' | 'verified'>>;
}

export function updateAdminRow<T extends AdminTable>(table: T, id: number, body: AdminUpdates[T]) {
  return apiSend<AdminRows[T]>('PUT', apiPaths.adminRow(table, id), { role: 'admin', body });
}

/** PUT /api/admin/{table}/{id}: refreshes every admin view, and the catalogue (verified changes what visitors see). */
export function useUpdateAdminRow<T extends AdminTable>(table: T) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminUpdates[T] }) => updateAdminRow(table, id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      if (table === 'products' || table === 'listings') await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
