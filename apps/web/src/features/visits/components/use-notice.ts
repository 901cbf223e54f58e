import { formatVisitSlot, VISIT_MSG } from '@kiraya/contract/visits/rules';
import type { VisitView } from '@kiraya/contract/visits/schema';
import { useRef, useState } from 'react';
import type { Notice } from '../../../components/data-views/live-notice';
import type { VisitMove } from '../api/move-visit';

/**
 * What the last action on a visit list did, for a LiveNotice. A card's buttons often leave with the action (the
 * status moved on), so `announce` also moves focus to the message rather than let it fall to the page's start.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const announce = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => ref.current?.focus());
  };
  return { notice, setNotice, announce, ref };
}

export type Announce = ReturnType<typeof useNotice>['announce'];

/** What a successful move did, in the contract's words. */
export function doneText(visit: VisitView, move: VisitMove): string {
  const title = visit.product.title;
  switch (move.action) {
    case 'confirm':
    case 'accept_time':
      return VISIT_MSG.done[move.action](title, visit.scheduled ? formatVisitSlot(visit.scheduled) : '');
    case 'propose':
      return VISIT_MSG.done.propose(title, formatVisitSlot(visit.proposed ?? move.body));
    case 'decline':
    case 'cancel':
      return VISIT_MSG.done[move.action](title);
  }
}
