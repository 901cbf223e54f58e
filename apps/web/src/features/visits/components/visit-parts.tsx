import { VISIT_STATUS_TONES, type VisitActor } from '@kiraya/contract/visits/rules';
import type { VisitView } from '@kiraya/contract/visits/schema';
import { type ReactNode, useState } from 'react';
import { PhoneIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Thumb } from '../../../components/ui/thumb';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { telHref } from '../visit-rules';
import { useVisitWords } from '../visit-words';

/** The property: its picture, title (to its page), location and the visit's status. */
export function VisitHeader({ visit, headingLevel = 'h2' }: { visit: VisitView; headingLevel?: 'h2' | 'h3' }) {
  const w = useVisitWords();
  const Heading = headingLevel;
  const { product } = visit;
  const [broken, setBroken] = useState(false);
  return (
    <div className="flex gap-3 sm:gap-4">
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-xl bg-stone-100 sm:w-32">
        {product.image && !broken ? (
          <Thumb src={product.image} width={480} height={360} onError={() => setBroken(true)} className="h-auto w-full" />
        ) : (
          <div aria-hidden="true" className="aspect-[4/3] w-full" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <Heading className="min-w-0 text-base font-semibold break-words text-stone-950 sm:text-lg">
            {product.id !== null ? (
              <Link to={paths.product(product.id)} className="hover:text-brand-800 hover:underline">
                {product.title}
              </Link>
            ) : (
              product.title
            )}
          </Heading>
          <StatusBadge tone={VISIT_STATUS_TONES[visit.status]}>{w.status(visit.status)}</StatusBadge>
        </div>
        {product.location ? <p className="text-sm text-stone-700">{product.location}</p> : null}
        <p className="text-xs text-stone-600">{w.t('VISIT_TEXT.askedOn', { day: w.day(visit.created_at.slice(0, 10)) })}</p>
      </div>
    </div>
  );
}

/** The other side: name, and the phone as a call link once the visit is confirmed (the server sends null before). */
export function PartyLine({ visit, actor }: { visit: VisitView; actor: VisitActor }) {
  const w = useVisitWords();
  const other = actor === 'buyer' ? visit.owner : visit.buyer;
  const label = actor === 'buyer' ? w.t('VISIT_TEXT.owner') : w.t('VISIT_TEXT.buyer');
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-800">
      <span>
        <span className="font-semibold">{label}:</span> {other.name}
      </span>
      {other.phone ? (
        <a
          href={telHref(other.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-2"
        >
          <PhoneIcon width={16} height={16} />
          {other.phone}
        </a>
      ) : visit.status !== 'declined' && visit.status !== 'cancelled' ? (
        <span className="text-stone-600">{w.t('VISIT_TEXT.phoneAfterConfirm')}</span>
      ) : null}
    </p>
  );
}

/** Where the visit stands in time: the agreed time, or the owner's proposal waiting for the buyer. */
export function ScheduleLine({ visit, actor, action }: { visit: VisitView; actor: VisitActor; action?: ReactNode }) {
  const w = useVisitWords();
  if (visit.status === 'confirmed' && visit.scheduled) {
    return (
      <div className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200">
        {w.t('VISIT_TEXT.confirmedFor', { when: w.when(visit.scheduled) })}
      </div>
    );
  }
  if (visit.status === 'rescheduled' && visit.proposed) {
    const when = w.when(visit.proposed);
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-saffron-50 px-3 py-2 text-sm font-semibold text-saffron-900 ring-1 ring-saffron-200">
        <span>{actor === 'buyer' ? w.t('VISIT_TEXT.ownerProposed', { when }) : w.t('VISIT_TEXT.youProposed', { when })}</span>
        {action}
      </div>
    );
  }
  return null;
}

/** The buyer's message and the owner's note, labelled for the side reading them. */
export function VisitNotes({ visit, actor }: { visit: VisitView; actor: VisitActor }) {
  const w = useVisitWords();
  const notes: { label: string; text: string }[] = [];
  if (visit.message)
    notes.push({ label: actor === 'buyer' ? w.t('VISIT_TEXT.yourMessage') : w.t('VISIT_TEXT.buyerMessage'), text: visit.message });
  if (visit.owner_note)
    notes.push({ label: actor === 'buyer' ? w.t('VISIT_TEXT.ownerNote') : w.t('VISIT_TEXT.yourNote'), text: visit.owner_note });
  if (notes.length === 0) return null;
  return (
    <dl className="grid gap-2 text-sm">
      {notes.map((n) => (
        <div key={n.label}>
          <dt className="font-semibold text-stone-700">{n.label}</dt>
          <dd className="whitespace-pre-line break-words text-stone-900">{n.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buyer's proposed times; `action(index)` puts a button beside each (the owner's "Confirm this time"). */
export function ProposedTimes({ visit, action }: { visit: VisitView; action?: (index: number, when: string) => ReactNode }) {
  const w = useVisitWords();
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-semibold text-stone-700">{w.t('VISIT_TEXT.proposedTimes')}</p>
      <ul className="grid gap-2">
        {visit.slots.map((slot, index) => {
          const when = w.when(slot);
          return (
            <li
              key={`${slot.date} ${slot.time}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-1.5 text-sm text-stone-900 ring-1 ring-stone-200"
            >
              <span>{when}</span>
              {action?.(index, when)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A list page's cards, dimmed while the next page loads. */
export function VisitCards({ label, stale, children }: { label: string; stale: boolean; children: ReactNode }) {
  return (
    <ol aria-label={label} aria-busy={stale || undefined} className={`grid gap-4 ${stale ? 'opacity-60' : ''}`}>
      {children}
    </ol>
  );
}
