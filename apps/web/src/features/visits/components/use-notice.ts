import type { VisitView } from '@kiraya/contract/visits/schema';
import { useRef, useState } from 'react';
import type { Notice } from '../../../components/data-views/live-notice';
import type { VisitMove } from '../api/move-visit';
import type { VisitWords } from '../visit-words';

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

/** What a successful move did, in the contract's words (in the active language). */
export function doneText(visit: VisitView, move: VisitMove, w: VisitWords): string {
  const title = visit.product.title;
  switch (move.action) {
    case 'confirm':
    case 'accept_time':
      return w.m(`VISIT_MSG.done.${move.action}`, { title, when: visit.scheduled ? w.when(visit.scheduled) : '' });
    case 'propose':
      return w.m('VISIT_MSG.done.propose', { title, when: w.when(visit.proposed ?? move.body) });
    case 'decline':
    case 'cancel':
      return w.m(`VISIT_MSG.done.${move.action}`, { title });
  }
}
