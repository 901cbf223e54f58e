import type { VisitActor } from '@kiraya/contract/visits/rules';
import type { RentalOfferView, VisitView } from '@kiraya/contract/visits/schema';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSettleOffer } from '../api/rental-offers';
import { AcceptOfferForm } from '../forms/accept-offer-form';
import { OFFER_STATUS_TONES, offerButtons } from '../visit-rules';
import { useVisitWords } from '../visit-words';
import { NoteDialog } from './note-dialog';
import type { Announce } from './use-notice';

/** The offer's terms: the summary line, the end of the tenure, the whole rent and what accepting charges. */
function OfferTerms({ offer }: { offer: RentalOfferView }) {
  const w = useVisitWords();
  return (
    <div className="space-y-1 text-sm text-stone-800">
      <p className="font-semibold text-stone-950">
        {w.t('VISIT_TEXT.offerSummary', {
          monthly: formatPrice(offer.monthly_rent),
          deposit: formatPrice(offer.deposit),
          months: offer.months,
          count: offer.months,
          moveIn: w.day(offer.move_in),
        })}
      </p>
      <p>
        {w.t('VISIT_TEXT.offerEnds', { day: w.day(offer.end_date) })} ·{' '}
        {w.t('VISIT_TEXT.offerTotal', { amount: formatPrice(offer.total_rent) })}
      </p>
      <p className="font-semibold text-stone-950">{w.t('VISIT_TEXT.offerDueNow', { amount: formatPrice(offer.due_now) })}</p>
      {offer.note ? <p className="whitespace-pre-line break-words text-stone-700">{offer.note}</p> : null}
    </div>
  );
}

/** One offer, with the moves its side may make on it (accept or decline for the buyer, withdraw for the owner). */
function OfferItem({ visit, offer, actor, onNotice }: { visit: VisitView; offer: RentalOfferView; actor: VisitActor; onNotice: Announce }) {
  const w = useVisitWords();
  const settle = useSettleOffer();
  const [accepting, setAccepting] = useState(false);
  // The settling move waiting for its confirmation (both end the offer for good).
  const [confirming, setConfirming] = useState<'withdraw' | 'decline' | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const buttons = offerButtons(offer.status, actor);
  const title = visit.product.title;

  const run = (move: 'withdraw' | 'decline') =>
    settle.mutate(
      { offerId: offer.id, move },
      {
        onSuccess: () =>
          onNotice({ tone: 'success', text: w.m(move === 'withdraw' ? 'VISIT_MSG.offerWithdrawn' : 'VISIT_MSG.offerDeclined', { title }) }),
        onError: (error) => onNotice({ tone: 'error', text: errorMessage(error, w.m('VISIT_MSG.offerFailed')) }),
        onSettled: () => setConfirming(null),
      },
    );

  const orderId = offer.order_id;
  return (
    <li className="space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:p-4" data-testid="rental-offer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-stone-950">{w.t('VISIT_TEXT.offerTitle')}</p>
        <StatusBadge tone={OFFER_STATUS_TONES[offer.status]}>{w.offerStatus(offer.status)}</StatusBadge>
      </div>
      <OfferTerms offer={offer} />

      {offer.status === 'accepted' && orderId !== null ? (
        actor === 'buyer' ? (
          <Link to={paths.orderHistory()} className={buttonClass('secondary', 'md')}>
            {w.t('VISIT_TEXT.viewOrder')}
          </Link>
        ) : (
          <p className="text-sm font-semibold text-stone-800">{w.t('VISIT_TEXT.orderNumber', { id: String(orderId) })}</p>
        )
      ) : null}

      {buttons.length > 0 && !accepting ? (
        <div className="flex flex-wrap gap-2">
          {buttons.includes('accept') ? (
            <Button ref={acceptButton} onClick={() => setAccepting(true)} disabled={settle.isPending}>
              {w.t('VISIT_TEXT.acceptOffer')}
            </Button>
          ) : null}
          {buttons.includes('decline') ? (
            <Button variant="secondary" onClick={() => setConfirming('decline')} disabled={settle.isPending}>
              {w.t('VISIT_TEXT.declineOffer')}
            </Button>
          ) : null}
          {buttons.includes('withdraw') ? (
            <Button variant="secondary" onClick={() => setConfirming('withdraw')} disabled={settle.isPending}>
              {settle.isPending ? w.t('VISIT_TEXT.working') : w.t('VISIT_TEXT.withdrawOffer')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {accepting && offer.status === 'sent' ? (
        <AcceptOfferForm
          offer={offer}
          onAccepted={(id) => {
            setAccepting(false);
            // The list's notice, not this card's: the card is drawn again from the refetched visit.
            onNotice({ tone: 'success', text: w.m('VISIT_MSG.offerAccepted', { orderId: String(id) }) });
          }}
          onRefused={(message) => {
            setAccepting(false);
            onNotice({ tone: 'error', text: message });
          }}
          onCancel={() => {
            setAccepting(false);
            requestAnimationFrame(() => acceptButton.current?.focus());
          }}
        />
      ) : null}

      <NoteDialog
        open={confirming !== null}
        title={confirming === 'withdraw' ? w.t('VISIT_TEXT.withdrawOfferTitle') : w.t('VISIT_TEXT.declineOfferTitle')}
        hint={confirming === 'withdraw' ? w.t('VISIT_TEXT.withdrawOfferHint') : w.t('VISIT_TEXT.declineOfferHint')}
        confirmLabel={confirming === 'withdraw' ? w.t('VISIT_TEXT.withdrawOffer') : w.t('VISIT_TEXT.declineOffer')}
        cancelLabel={w.t('VISIT_TEXT.keepOffer')}
        withNote={false}
        busy={settle.isPending}
        error={null}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </li>
  );
}

/** The rental offers of a visit, newest as the server orders them; nothing when there are none. */
export function OfferList({ visit, actor, onNotice }: { visit: VisitView; actor: VisitActor; onNotice: Announce }) {
  const w = useVisitWords();
  if (visit.offers.length === 0) return null;
  return (
    <section aria-label={w.t('VISIT_TEXT.offers')} className="space-y-2">
      <p className="text-sm font-semibold text-stone-700">{w.t('VISIT_TEXT.offers')}</p>
      <ul className="grid gap-3">
        {visit.offers.map((offer) => (
          <OfferItem key={offer.id} visit={visit} offer={offer} actor={actor} onNotice={onNotice} />
        ))}
      </ul>
    </section>
  );
}
