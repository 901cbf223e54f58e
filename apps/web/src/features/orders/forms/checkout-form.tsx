import { type BuyerOrder, ORDER_MSG, TIMINGS } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage, SubmitButton } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkWith, type FieldErrors, focusFirstError, isNetworkError } from '../../../lib/form-errors';
import { localizeMessage, translateNow } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { currentUserOptions } from '../../accounts';
import { type CartItem, cartSummary, clearCart } from '../../cart';
import { newIdempotencyKey, usePlaceOrder } from '../api/place-order';
import { DeliveryDetailsFields, detailsInput, fieldErrorsOf, PaymentChoice, useDeliveryDetailsForm } from './delivery-details-fields';
import { checkDeliveryChoices, type DeliveryChoices, DeliverySlots, lineWithDelivery, useGoodsLines } from './delivery-slots';

/** /checkout's delivery details and demo payment method (§5); the order is placed once, however often it is sent. */
export function CheckoutForm({
  items,
  onPlaced,
  onServerProblems,
}: {
  items: CartItem[];
  onPlaced: (order: BuyerOrder) => void;
  onServerProblems: (problems: Map<string, string>) => void;
}) {
  const session = useSession('user');
  const place = usePlaceOrder();
  // One key for this checkout: a double click or a retry after a lost answer cannot order twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useDeliveryDetailsForm();
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const goods = useGoodsLines(items);
  const [choices, setChoices] = useState<DeliveryChoices>({});
  const [slotErrors, setSlotErrors] = useState<FieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (place.isPending || !session) return;
    setFormError(null);
    const checked = checkWith(detailsInput, form.values);
    const lineErrors = checkDeliveryChoices(goods, choices);
    setSlotErrors(lineErrors);
    if (checked.errors || Object.keys(lineErrors).length > 0) {
      // A required field left empty is said once for the form; under the field it says which.
      const missing = Object.values(checked.errors ?? {}).includes(ORDER_MSG.fillAllFields);
      const fieldErrors = fieldErrorsOf(checked.errors ?? {});
      form.setErrors(fieldErrors);
      setFormError(missing ? ORDER_MSG.fillAllFields : translateNow('cart', 'checkout.check'));
      focusFirstError(form.formRef.current, { ...fieldErrors, ...lineErrors });
      return;
    }
    if (items.length === 0) {
      setFormError(ORDER_MSG.emptyCart);
      return;
    }
    form.setErrors({});
    onServerProblems(new Map());
    const sent = [...items];
    place.mutate(
      {
        userId: session.profile.id,
        idempotencyKey,
        input: { ...checked.data, cartItems: sent.map((item) => lineWithDelivery(item, choices[item.id])) },
      },
      {
        onSuccess: (order) => {
          // A first phone given here is now the account's: the profile and the next checkout show it.
          void queryClient.invalidateQueries({ queryKey: currentUserOptions().queryKey });
          onPlaced(order);
          // §4: the cart is emptied 2 seconds after the order succeeds (even if the buyer has moved on).
          window.setTimeout(clearCart, TIMINGS.cartClearAfterOrderMs);
        },
        onError: (error) => {
          if (isNetworkError(error)) {
            setFormError(translateNow('cart', 'checkout.notConfirmed', { failed: localizeMessage(ORDER_MSG.orderFailed) }));
            return;
          }
          setFormError(errorMessage(error, ORDER_MSG.orderFailed));
          if (error instanceof ApiError && error.fieldErrors) {
            const lines = new Map<string, string>();
            const fields: FieldErrors = {};
            for (const [key, list] of Object.entries(error.fieldErrors)) {
              const line = /^cartItems\.(\d+)/.exec(key);
              const item = line ? sent[Number(line[1])] : undefined;
              if (item && list[0]) lines.set(item.id, list[0]);
              else if (!line && list[0]) fields[key] = list[0];
            }
            onServerProblems(lines);
            form.setErrors(fields);
          }
        },
      },
    );
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={translateNow('cart', 'checkout.form')}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6"
    >
      <h2 className="text-lg font-semibold text-stone-950">{translateNow('cart', 'checkout.details')}</h2>
      <DeliveryDetailsFields form={form} />
      <DeliverySlots
        goods={goods}
        choices={choices}
        errors={slotErrors}
        onChange={(itemId, choice) => {
          setChoices((current) => ({ ...current, [itemId]: choice }));
          setSlotErrors(({ [`slot-${itemId}`]: _slot, [`date-${itemId}`]: _date, ...rest }) => rest);
        }}
      />
      <PaymentChoice
        value={form.values.paymentMethod}
        error={form.errors.paymentMethod || undefined}
        onChange={(method) => form.setValue('paymentMethod', method)}
      />
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <SubmitButton pending={place.isPending} pendingLabel={translateNow('cart', 'checkout.placing')}>
        {translateNow('cart', 'checkout.place', { amount: formatPrice(cartSummary(items).dueNow) })}
      </SubmitButton>
    </form>
  );
}
