import { VISIT_ACTIONS, type VisitAction } from '@kiraya/contract/visits/rules';
import type { VisitProposeInput, VisitView } from '@kiraya/contract/visits/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { moveSegment } from '../visit-rules';
import { visitKeys } from './query-keys';

/** A move and its body: confirm takes the index of one of the buyer's times, propose a time, the rest a note. */
export type VisitMove =
  | { action: 'confirm'; body: { slot: number } }
  | { action: 'propose'; body: VisitProposeInput }
  | { action: 'decline' | 'cancel'; body: { note?: string } }
  | { action: 'accept_time'; body?: undefined };

/** POST /api/visits/{id}/{move}, with the token of the side that may make it (owner or buyer). */
export function moveVisit({ id, move }: { id: number; move: VisitMove }) {
  const role = VISIT_ACTIONS[move.action].by === 'owner' ? 'owner' : 'user';
  return apiSend<VisitView>('POST', apiPaths.moveVisit(id, moveSegment(move.action as VisitAction)), { role, body: move.body ?? {} });
}

/** Success or not (a 409 means the other side moved first), the lists are read again so the screen shows the truth. */
export function useMoveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
  });
}
