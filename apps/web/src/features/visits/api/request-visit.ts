import type { VisitRequestInput, VisitView } from '@kiraya/contract/visits/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { visitKeys } from './query-keys';

/** POST /api/visits: 201 with the visit; 409 when the buyer already has an open visit to this property. */
export function requestVisit(input: VisitRequestInput) {
  return apiSend<VisitView>('POST', apiPaths.requestVisit(), { role: 'user', body: input });
}

export function useRequestVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
