import type { Payment } from '@kiraya/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { adminPaymentKeys } from './query-keys';

export function processPayment(id: number) {
  return apiSend<Payment>('PUT', apiPaths.processPayment(id), { role: 'admin' });
}

/**
 * PUT /api/admin/payments/{id}/process: a pending withdrawal becomes success. Success or not (a 409
 * means another admin processed it first), the payments are refetched.
 */
export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentKeys.payments() }),
  });
}
