import { RENT_LIMITS, tenureOptions, todayInIndia } from '@kiraya/contract/renting/rules';
import { VISIT_MSG } from '@kiraya/contract/visits/rules';
import { type RentalOfferInput, rentalOfferInput, type VisitView } from '@kiraya/contract/visits/schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form';
import { formatPrice } from '../../../lib/money';
import { useZodForm } from '../../../lib/use-zod-form';
import { productOptions } from '../../catalogue';
import { useSendOffer } from '../api/rental-offers';
import type { Announce } from '../components/use-notice';
import { replacesWaitingOffer } from '../visit-rules';
import { useVisitWords } from '../visit-words';
import { InListForm } from './form-footer';
import { moveInRange, type OfferValues, offerDefaults, offerPreview } from './offer-values';

/** The two amounts, in rupees; the first takes the focus when the form opens. */
const AMOUNTS = [
  { name: 'monthly_rent', label: 'VISIT_TEXT.monthlyRent' },
  { name: 'deposit', label: 'VISIT_TEXT.deposit' },
] as const;

const MONTHS = tenureOptions(RENT_LIMITS.tenureMin).map((m) => ({ value: String(m), label: String(m) }));

function OfferFields({
  visit,
  initial,
  today,
  onDone,
  onCancel,
}: {
  visit: VisitView;
  initial: OfferValues;
  today: string;
  onDone: Announce;
  onCancel: () => void;
}) {
  const w = useVisitWords();
  const range = moveInRange(today);
  const send = useSendOffer();
  const form = useZodForm(rentalOfferInput, initial, {
    clearOnChange: true,
    // The move-in window depends on today: checked here as the server checks it.
    refine: (values, errors) => {
      if (!errors.move_in && (values.move_in < range.min || values.move_in > range.max)) errors.move_in = VISIT_MSG.moveIn(today);
    },
  });
  const preview = offerPreview(form.values);
  const busy = send.isPending;

  // The visit moved on meanwhile (declined, cancelled): the list says so and shows it as it is now.
  const sendOffer = (input: RentalOfferInput, onError: (error: Error) => void) =>
    send.mutate(
      { visitId: visit.id, input },
      { onSuccess: () => onDone({ tone: 'success', text: w.m('VISIT_MSG.offerSent', { title: visit.product.title }) }), onError },
    );

  return (
    <InListForm kind="offer" form={form} busy={busy} onDone={onDone} onCancel={onCancel} send={sendOffer}>
      <div className="space-y-1">
        <p className="text-sm font-semibold text-stone-900">{w.t('VISIT_TEXT.sendOffer')}</p>
        <p className="text-sm text-stone-700">{w.t('VISIT_TEXT.offerHint')}</p>
        {replacesWaitingOffer(visit.offers) ? (
          <p className="text-sm font-medium text-saffron-900">{w.t('VISIT_TEXT.offerReplaces')}</p>
        ) : null}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {AMOUNTS.map(({ name, label }) => (
          <TextField
            key={name}
            label={w.t(label)}
            inputMode="decimal"
            autoComplete="off"
            required
            autoFocus={name === 'monthly_rent'}
            disabled={busy}
            {...form.field(name)}
          />
        ))}
        <TextField
          label={w.t('VISIT_TEXT.moveIn')}
          type="date"
          required
          min={range.min}
          max={range.max}
          disabled={busy}
          {...form.field('move_in')}
          error={w.windowError(form.errors.move_in || undefined, today)}
        />
        <SelectField label={w.t('VISIT_TEXT.months')} required options={MONTHS} disabled={busy} {...form.field('months')} />
      </div>
      <p aria-live="polite" className="rounded-lg bg-white px-3 py-2 text-sm font-medium text-stone-900 ring-1 ring-brand-100 empty:hidden">
        {preview ? w.t('VISIT_TEXT.offerPreview', { amount: formatPrice(preview.dueNow), endDay: w.day(preview.endDate) }) : null}
      </p>
    </InListForm>
  );
}

/**
 * The owner's "Send a rental offer" after a confirmed visit, prefilled from the listing (GET /api/product/{id}, the
 * item page's query): monthly rent, deposit, minimum tenure and first free day, with what the buyer would pay now.
 */
export function OfferForm({ visit, onDone, onCancel }: { visit: VisitView; onDone: Announce; onCancel: () => void }) {
  const w = useVisitWords();
  const [today] = useState(todayInIndia);
  const productId = visit.product.id;
  // A listing that is gone or no longer approved (404) leaves the fields blank rather than blocking the offer.
  const product = useQuery({ ...productOptions(productId ?? 0), enabled: productId !== null, retry: false });
  if (productId !== null && product.isPending) {
    return (
      <p role="status" className="text-sm text-stone-700">
        {w.t('VISIT_TEXT.loadingProduct')}
      </p>
    );
  }
  return <OfferFields visit={visit} initial={offerDefaults(product.data, today)} today={today} onDone={onDone} onCancel={onCancel} />;
}
