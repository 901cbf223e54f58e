import { ORDER_MSG } from '@kiraya/contract';
import { VISIT_MSG } from '@kiraya/contract/visits/rules';
import type { RentalOfferView } from '@kiraya/contract/visits/schema';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, SubmitButton } from '../../../components/ui/form';
import { formatPrice } from '../../../lib/money';
import { checkDeliveryDetails, DeliveryDetailsFields, PaymentChoice, useDeliveryDetailsForm } from '../../orders';
import { useAcceptOffer } from '../api/rental-offers';
import { useVisitWords } from '../visit-words';
import { formFailed } from './form-footer';

/**
 * "Accept offer": the checkout's own details and payment fields (prefilled as checkout prefills them), then "Accept and
 * pay ₹X now". `onAccepted` gets the order's number; `onRefused` the server's word when the offer is no longer open.
 */
export function AcceptOfferForm({
  offer,
  onAccepted,
  onRefused,
  onCancel,
}: {
  offer: RentalOfferView;
  onAccepted: (orderId: number) => void;
  onRefused: (message: string) => void;
  onCancel: () => void;
}) {
  const w = useVisitWords();
  const form = useDeliveryDetailsForm();
  const accept = useAcceptOffer();
  const [formError, setFormError] = useState<string | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    setFormError(null);
    const checked = checkDeliveryDetails(form);
    if (!checked.data) {
      setFormError(checked.missing ? ORDER_MSG.fillAllFields : VISIT_MSG.checkFields);
      return;
    }
    accept.mutate(
      { offerId: offer.id, details: checked.data },
      {
        onSuccess: (result) => onAccepted(result.order.order_id),
        // Withdrawn, declined or expired meanwhile: the details are not the problem.
        onError: (error) =>
          formFailed(error, { moved: onRefused, fields: form.takeServerErrors, form: setFormError, fallback: VISIT_MSG.offerFailed }),
      },
    );
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="space-y-1">
        <p id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold text-stone-950 outline-none">
          {w.t('VISIT_TEXT.acceptTitle')}
        </p>
        <p className="text-sm text-stone-700">{w.t('VISIT_TEXT.acceptHint')}</p>
      </div>
      <DeliveryDetailsFields form={form} />
      <PaymentChoice
        value={form.values.paymentMethod}
        error={form.errors.paymentMethod || undefined}
        onChange={(method) => form.setValue('paymentMethod', method)}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={accept.isPending}>
          {w.t('VISIT_TEXT.dismiss')}
        </Button>
        <SubmitButton pending={accept.isPending} pendingLabel={w.t('VISIT_TEXT.placing')}>
          {w.t('VISIT_TEXT.payNow', { amount: formatPrice(offer.due_now) })}
        </SubmitButton>
      </div>
    </form>
  );
}
