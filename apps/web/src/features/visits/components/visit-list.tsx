import type { VisitView } from '@kiraya/contract/visits/schema';
import { Fragment, type ReactNode, useState } from 'react';
import { LiveNotice } from '../../../components/data-views/live-notice';
import { PagedList, type PagedQuery } from '../../../components/data-views/paged-list';
import { errorMessage } from '../../../lib/api-client';
import { useMoveVisit, type VisitMove } from '../api/move-visit';
import { VISITS_PAGE_SIZE } from '../api/query-keys';
import { useVisitWords } from '../visit-words';
import { NoteDialog } from './note-dialog';
import { type Announce, doneText, useNotice } from './use-notice';
import { VisitCards } from './visit-parts';

/** What a side's card gets from its list. */
export interface VisitCardProps {
  visit: VisitView;
  /** A move of this visit is on its way. */
  busy: boolean;
  onMove: (visit: VisitView, move: VisitMove) => void;
  /** The side's closing move (the buyer's cancel, the owner's decline): asks for a note first. */
  onClose: (visit: VisitView) => void;
  onNotice: Announce;
}

/** The closing move of a side and the words of its note dialog. */
export interface ClosingMove {
  action: 'cancel' | 'decline';
  title: string;
  hint: string;
  confirmLabel: string;
}

/**
 * One side's page of visits (the buyer's My visits, the owner's Visits): what the last move did, the paged cards,
 * and the note dialog of the closing move. A 409 (the other side moved first) is told as the server words it, and
 * the list is read again by the move's hook.
 */
export function VisitList({
  query,
  page,
  label,
  empty,
  toolbar,
  closing,
  card,
}: {
  query: PagedQuery<VisitView>;
  page: number;
  label: string;
  empty: ReactNode;
  toolbar?: ReactNode;
  closing: ClosingMove;
  card: (props: VisitCardProps) => ReactNode;
}) {
  const w = useVisitWords();
  const move = useMoveVisit();
  const { notice, setNotice, announce, ref } = useNotice();
  const [closingVisit, setClosingVisit] = useState<VisitView | null>(null);

  const run = (visit: VisitView, next: VisitMove) => {
    setNotice(null);
    move.mutate(
      { id: visit.id, move: next },
      {
        onSuccess: (updated) => announce({ tone: 'success', text: doneText(updated, next, w) }),
        onError: (error) => announce({ tone: 'error', text: errorMessage(error, w.m('VISIT_MSG.moveFailed')) }),
        onSettled: () => setClosingVisit(null),
      },
    );
  };

  return (
    <div className="space-y-4">
      <LiveNotice notice={notice} noticeRef={ref} />
      {toolbar}
      <PagedList
        query={query}
        page={page}
        pageSize={VISITS_PAGE_SIZE}
        loadingLabel={w.t('VISIT_TEXT.loading')}
        empty={empty}
        result={(_shown, total) => w.t('VISIT_TEXT.count', { n: total, count: total })}
        pagesLabel={w.t('VISIT_TEXT.pages')}
      >
        {(items, stale) => (
          <VisitCards label={label} stale={stale}>
            {items.map((visit) => (
              <Fragment key={visit.id}>
                {card({
                  visit,
                  busy: move.isPending && move.variables?.id === visit.id,
                  onMove: run,
                  onClose: (v) => {
                    setNotice(null);
                    setClosingVisit(v);
                  },
                  onNotice: announce,
                })}
              </Fragment>
            ))}
          </VisitCards>
        )}
      </PagedList>
      <NoteDialog
        open={closingVisit !== null}
        title={closing.title}
        hint={closing.hint}
        confirmLabel={closing.confirmLabel}
        cancelLabel={w.t('VISIT_TEXT.keepVisit')}
        busy={move.isPending}
        error={null}
        onConfirm={(note) => closingVisit && run(closingVisit, { action: closing.action, body: note ? { note } : {} })}
        onCancel={() => setClosingVisit(null)}
      />
    </div>
  );
}
