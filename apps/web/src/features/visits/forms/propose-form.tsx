import { todayInIndia } from '@kiraya/contract/renting/rules';
import { slotInWindow, VISIT_MSG } from '@kiraya/contract/visits/rules';
import { type VisitProposeInput, type VisitView, visitProposeInput } from '@kiraya/contract/visits/schema';
import { useEffect, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/form';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMoveVisit } from '../api/move-visit';
import { SlotFields } from '../components/slot-fields';
import type { Announce } from '../components/use-notice';
import { useVisitWords } from '../visit-words';
import { InListForm } from './form-footer';
import { slotDayRange } from './slot-rows';

/** The owner's "Propose another time": a day and time in the visit window and a note; the buyer then accepts or cancels. */
export function ProposeForm({ visit, onDone, onCancel }: { visit: VisitView; onDone: Announce; onCancel: () => void }) {
  const w = useVisitWords();
  const [today] = useState(todayInIndia);
  const range = slotDayRange(today);
  const move = useMoveVisit();
  const dateRef = useRef<HTMLInputElement>(null);
  const form = useZodForm(
    visitProposeInput,
    { date: range.min, time: '', note: '' },
    {
      clearOnChange: true,
      // The window depends on today: the schema checks the shape, this the days (the server checks both).
      refine: (values, errors) => {
        if (!errors.date && !errors.time && !slotInWindow(values, today)) errors.date = VISIT_MSG.slotWindow(today);
      },
    },
  );
  useEffect(() => dateRef.current?.focus(), []);

  const slotError = w.windowError(form.errors.date || form.errors.time || undefined, today);
  const errorId = slotError ? `propose-${visit.id}-error` : undefined;
  const busy = move.isPending;

  // The buyer cancelled meanwhile: nothing here to fix; the list says so and shows the visit as it is now.
  const propose = (body: VisitProposeInput, onError: (error: Error) => void) =>
    move.mutate(
      { id: visit.id, move: { action: 'propose', body } },
      {
        onSuccess: (updated) =>
          onDone({
            tone: 'success',
            text: w.m('VISIT_MSG.done.propose', { title: updated.product.title, when: w.when(updated.proposed ?? body) }),
          }),
        onError,
      },
    );

  return (
    <InListForm kind="propose" form={form} busy={busy} onDone={onDone} onCancel={onCancel} send={propose}>
      <p className="text-sm font-semibold text-stone-900">{w.t('VISIT_TEXT.propose')}</p>
      <p className="text-sm text-stone-700">{w.t('VISIT_TEXT.proposeHint')}</p>
      <SlotFields
        date={form.values.date}
        time={form.values.time}
        range={range}
        errorId={errorId}
        dateRef={dateRef}
        disabled={busy}
        onChange={(change) => {
          if (change.date !== undefined) form.setValue('date', change.date);
          if (change.time !== undefined) form.setValue('time', change.time);
        }}
      />
      <FieldError id={errorId} error={slotError} />
    </InListForm>
  );
}
