import { VISIT_MSG, VISIT_TEXT } from '@kiraya/contract/visits/rules';
import type { VisitView } from '@kiraya/contract/visits/schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { LiveNotice } from '../../../components/data-views/live-notice';
import { PagedList, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useMyVisits } from '../api/get-visits';
import { useMoveVisit, type VisitMove } from '../api/move-visit';
import { VISITS_PAGE_SIZE } from '../api/query-keys';
import { visitButtons } from '../visit-rules';
import { NoteDialog } from './note-dialog';
import { OfferList } from './offer-list';
import { type Announce, doneText, useNotice } from './use-notice';
import { PartyLine, ProposedTimes, ScheduleLine, VisitCards, VisitHeader, VisitNotes } from './visit-parts';

function BuyerVisitCard({
  visit,
  busy,
  headingLevel,
  onMove,
  onCancel,
  onNotice,
}: {
  visit: VisitView;
  busy: boolean;
  headingLevel: 'h2' | 'h3';
  onMove: (visit: VisitView, move: VisitMove) => void;
  onCancel: (visit: VisitView) => void;
  onNotice: Announce;
}) {
  const buttons = visitButtons(visit.status, 'buyer');
  return (
    <li className="space-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5" data-testid="visit-card">
      <VisitHeader visit={visit} headingLevel={headingLevel} />
      <PartyLine visit={visit} actor="buyer" />
      <ScheduleLine
        visit={visit}
        actor="buyer"
        action={
          buttons.includes('accept_time') ? (
            <Button onClick={() => onMove(visit, { action: 'accept_time' })} disabled={busy}>
              {VISIT_TEXT.acceptTime}
            </Button>
          ) : null
        }
      />
      <ProposedTimes visit={visit} />
      <VisitNotes visit={visit} actor="buyer" />
      {buttons.includes('cancel') ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onCancel(visit)} disabled={busy}>
            {VISIT_TEXT.cancel}
          </Button>
        </div>
      ) : null}
      <OfferList visit={visit} actor="buyer" onNotice={onNotice} />
    </li>
  );
}

/**
 * The buyer's visits (/visits, and the dashboard's tab): each property with the owner's answer, the times, the
 * owner's phone once confirmed, and the offers that follow; only the moves the state machine allows show.
 */
export function MyVisits({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const session = useSession('user');
  const userId = session?.profile.id ?? 0;
  const { page } = useListParams();
  const query = useMyVisits(userId, { page, limit: VISITS_PAGE_SIZE });
  const move = useMoveVisit();
  const { notice, setNotice, announce, ref } = useNotice();
  const [cancelling, setCancelling] = useState<VisitView | null>(null);

  const run = (visit: VisitView, next: VisitMove) => {
    setNotice(null);
    move.mutate(
      { id: visit.id, move: next },
      {
        onSuccess: (updated) => announce({ tone: 'success', text: doneText(updated, next) }),
        // 409: the owner moved first; the server says how it stands, and the list is read again.
        onError: (error) => announce({ tone: 'error', text: errorMessage(error, VISIT_MSG.moveFailed) }),
        onSettled: () => setCancelling(null),
      },
    );
  };

  return (
    <div className="space-y-4">
      <LiveNotice notice={notice} noticeRef={ref} />
      <PagedList
        query={query}
        page={page}
        pageSize={VISITS_PAGE_SIZE}
        loadingLabel={VISIT_TEXT.loading}
        empty={
          <EmptyState title={VISIT_TEXT.emptyBuyer}>
            <Link to={paths.category('property')} className={buttonClass('primary', 'md')}>
              {VISIT_TEXT.browseProperty}
            </Link>
          </EmptyState>
        }
        result={(_shown, total) => VISIT_TEXT.count(total)}
        pagesLabel={VISIT_TEXT.pages}
      >
        {(items, stale) => (
          <VisitCards label={VISIT_TEXT.buyerList} stale={stale}>
            {items.map((visit) => (
              <BuyerVisitCard
                key={visit.id}
                visit={visit}
                busy={move.isPending && move.variables?.id === visit.id}
                headingLevel={headingLevel}
                onMove={run}
                onCancel={(v) => {
                  setNotice(null);
                  setCancelling(v);
                }}
                onNotice={announce}
              />
            ))}
          </VisitCards>
        )}
      </PagedList>
      <NoteDialog
        open={cancelling !== null}
        title={VISIT_TEXT.cancelTitle}
        hint={VISIT_TEXT.cancelHint}
        confirmLabel={VISIT_TEXT.cancel}
        cancelLabel={VISIT_TEXT.keepVisit}
        busy={move.isPending}
        error={null}
        onConfirm={(note) => cancelling && run(cancelling, { action: 'cancel', body: note ? { note } : {} })}
        onCancel={() => setCancelling(null)}
      />
    </div>
  );
}
