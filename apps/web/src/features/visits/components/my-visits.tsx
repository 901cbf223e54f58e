import { useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/state-panels';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useMyVisits } from '../api/get-visits';
import { VISITS_PAGE_SIZE } from '../api/query-keys';
import { visitButtons } from '../visit-rules';
import { useVisitWords } from '../visit-words';
import { OfferList } from './offer-list';
import { type VisitCardProps, VisitList } from './visit-list';
import { PartyLine, ProposedTimes, ScheduleLine, VisitHeader, VisitNotes } from './visit-parts';

function BuyerVisitCard({ visit, busy, headingLevel, onMove, onClose, onNotice }: VisitCardProps & { headingLevel: 'h2' | 'h3' }) {
  const w = useVisitWords();
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
              {w.t('VISIT_TEXT.acceptTime')}
            </Button>
          ) : null
        }
      />
      <ProposedTimes visit={visit} />
      <VisitNotes visit={visit} actor="buyer" />
      {buttons.includes('cancel') ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onClose(visit)} disabled={busy}>
            {w.t('VISIT_TEXT.cancel')}
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
  const w = useVisitWords();
  const session = useSession('user');
  const userId = session?.profile.id ?? 0;
  const { page } = useListParams();
  const query = useMyVisits(userId, { page, limit: VISITS_PAGE_SIZE });
  return (
    <VisitList
      query={query}
      page={page}
      label={w.t('VISIT_TEXT.buyerList')}
      empty={
        <EmptyState title={w.t('VISIT_TEXT.emptyBuyer')}>
          <Link to={paths.category('property')} className={buttonClass('primary', 'md')}>
            {w.t('VISIT_TEXT.browseProperty')}
          </Link>
        </EmptyState>
      }
      closing={{
        action: 'cancel',
        title: w.t('VISIT_TEXT.cancelTitle'),
        hint: w.t('VISIT_TEXT.cancelHint'),
        confirmLabel: w.t('VISIT_TEXT.cancel'),
      }}
      card={(props) => <BuyerVisitCard {...props} headingLevel={headingLevel} />}
    />
  );
}
