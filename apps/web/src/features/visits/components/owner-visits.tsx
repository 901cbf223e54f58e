import { VISIT_STATUSES } from '@kiraya/contract/visits/rules';
import { useRef, useState } from 'react';
import { useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-panels';
import { readEnumParam, StatusSelect } from '../../../components/ui/status-select';
import { useSession } from '../../../lib/session';
import { useOwnerVisits } from '../api/get-visits';
import { VISITS_PAGE_SIZE } from '../api/query-keys';
import { OfferForm } from '../forms/offer-form';
import { ProposeForm } from '../forms/propose-form';
import { canSendOffer, visitButtons } from '../visit-rules';
import { statusLabels, useVisitWords } from '../visit-words';
import { OfferList } from './offer-list';
import type { Announce } from './use-notice';
import { type VisitCardProps, VisitList } from './visit-list';
import { PartyLine, ProposedTimes, ScheduleLine, VisitHeader, VisitNotes } from './visit-parts';

type Panel = 'propose' | 'offer' | null;

function OwnerVisitCard({ visit, busy, onMove, onClose, onNotice }: VisitCardProps) {
  const w = useVisitWords();
  const buttons = visitButtons(visit.status, 'owner');
  const offer = canSendOffer(visit.status, 'owner');
  const [panel, setPanel] = useState<Panel>(null);
  const proposeButton = useRef<HTMLButtonElement>(null);
  const offerButton = useRef<HTMLButtonElement>(null);
  // A form whose move is no longer allowed (the buyer cancelled meanwhile) closes with the refreshed card.
  const shown: Panel = panel === 'propose' && buttons.includes('propose') ? 'propose' : panel === 'offer' && offer ? 'offer' : null;

  const close = (back: 'propose' | 'offer') => {
    setPanel(null);
    requestAnimationFrame(() => (back === 'propose' ? proposeButton : offerButton).current?.focus());
  };
  const finished: Announce = (next) => {
    setPanel(null);
    onNotice(next);
  };

  return (
    <li className="space-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70 sm:p-5" data-testid="visit-card">
      <VisitHeader visit={visit} />
      <PartyLine visit={visit} actor="owner" />
      <ScheduleLine visit={visit} actor="owner" />
      <ProposedTimes
        visit={visit}
        action={(index, when) =>
          buttons.includes('confirm') ? (
            <Button
              variant="secondary"
              aria-label={w.t('VISIT_TEXT.confirmAt', { when })}
              disabled={busy}
              onClick={() => onMove(visit, { action: 'confirm', body: { slot: index } })}
            >
              {w.t('VISIT_TEXT.confirm')}
            </Button>
          ) : null
        }
      />
      <VisitNotes visit={visit} actor="owner" />
      {offer || buttons.includes('propose') || buttons.includes('decline') ? (
        <div className="flex flex-wrap gap-2">
          {offer ? (
            <Button
              ref={offerButton}
              aria-expanded={shown === 'offer'}
              onClick={() => setPanel(shown === 'offer' ? null : 'offer')}
              disabled={busy}
            >
              {w.t('VISIT_TEXT.sendOffer')}
            </Button>
          ) : null}
          {buttons.includes('propose') ? (
            <Button
              ref={proposeButton}
              variant="secondary"
              aria-expanded={shown === 'propose'}
              onClick={() => setPanel(shown === 'propose' ? null : 'propose')}
              disabled={busy}
            >
              {w.t('VISIT_TEXT.propose')}
            </Button>
          ) : null}
          {buttons.includes('decline') ? (
            <Button variant="secondary" onClick={() => onClose(visit)} disabled={busy}>
              {w.t('VISIT_TEXT.decline')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {shown === 'propose' ? <ProposeForm visit={visit} onDone={finished} onCancel={() => close('propose')} /> : null}
      {shown === 'offer' ? <OfferForm visit={visit} onDone={finished} onCancel={() => close('offer')} /> : null}
      <OfferList visit={visit} actor="owner" onNotice={onNotice} />
    </li>
  );
}

/**
 * The owner's Visits (/owner-visits): requests for their properties, filtered by status. Confirm one of the buyer's
 * times, propose another, decline; after a confirmed visit, send a rental offer and withdraw it while it waits.
 */
export function OwnerVisits() {
  const w = useVisitWords();
  const session = useSession('owner');
  const ownerId = session?.profile.id ?? 0;
  const { searchParams, page, setParams } = useListParams();
  const status = readEnumParam(searchParams, 'status', VISIT_STATUSES);
  const query = useOwnerVisits(ownerId, { status, page, limit: VISITS_PAGE_SIZE });
  return (
    <VisitList
      query={query}
      page={page}
      label={w.t('VISIT_TEXT.ownerList')}
      toolbar={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StatusSelect
            value={status}
            statuses={VISIT_STATUSES}
            labels={statusLabels(w)}
            allLabel={w.t('VISIT_TEXT.allStatuses')}
            onChange={(next) => setParams({ status: next })}
          />
        </div>
      }
      empty={
        <EmptyState title={w.t('VISIT_TEXT.emptyOwner')}>
          {status ? (
            <Button variant="secondary" onClick={() => setParams({ status: undefined })}>
              {w.t('VISIT_TEXT.showAll')}
            </Button>
          ) : null}
        </EmptyState>
      }
      closing={{
        action: 'decline',
        title: w.t('VISIT_TEXT.declineTitle'),
        hint: w.t('VISIT_TEXT.declineHint'),
        confirmLabel: w.t('VISIT_TEXT.decline'),
      }}
      card={(props) => <OwnerVisitCard {...props} />}
    />
  );
}
