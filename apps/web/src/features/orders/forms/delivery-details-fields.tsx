import {
  ADDRESS_MAX,
  CHECKOUT_FIELD_MSG,
  type CheckoutDetailsInput,
  CITY_MAX,
  checkoutDetailsInput,
  DELIVERY_DETAILS_TEXT,
  HTTP_MSG,
  LUCKNOW_LOCALITIES,
  ORDER_MSG,
  PAYMENT_METHODS,
  type PaymentMethod,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PIN_CODE_LENGTH,
} from '@kiraya/contract';
import { useCallback, useEffect, useId, useRef } from 'react';
import { EmailField, FieldError, PhoneField, RequiredMark, SelectField, TextField } from '../../../components/ui/form';
import { checkWith, type FieldErrors, focusFirstError } from '../../../lib/form-errors';
import { useLocalize, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCurrentUser } from '../../accounts';

/*
 * Checkout's details and payment choice, apart from the cart-bound parts of checkout-parts.tsx: other screens take
 * the same details (accepting a rental offer) without pulling the cart into their chunks.
 */

/** The form's fields: the checkout's delivery details with phone and locality required (the server accepts more). */
export const detailsInput = checkoutDetailsInput;
export type Details = Record<'name' | 'email' | 'address' | 'city' | 'zip' | 'phone' | 'locality' | 'paymentMethod', string>;

/** A required field left empty is said once for the form (§5); under the field it says which. */
export function fieldErrorsOf(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    out[key] =
      message === ORDER_MSG.fillAllFields ? (key === 'paymentMethod' ? CHECKOUT_FIELD_MSG.choosePayment : HTTP_MSG.fieldRequired) : message;
  }
  return out;
}

export function PaymentChoice({ value, error, onChange }: { value: string; error?: string; onChange: (method: PaymentMethod) => void }) {
  const id = useId();
  const t = useT('cart');
  const localize = useLocalize();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : `${id}-demo`}
      aria-invalid={error ? true : undefined}
      className="grid gap-3"
      data-field="paymentMethod"
    >
      <legend className="mb-1 text-sm font-semibold text-stone-800">
        {t('checkout.paymentMethod')}
        <RequiredMark />
      </legend>
      <p id={`${id}-demo`} className="rounded-lg bg-saffron-50 px-3 py-2 text-sm font-medium text-saffron-900 ring-1 ring-saffron-200">
        {t('checkout.paymentsNotReal', { demo: localize(ORDER_MSG.demoPayment) })}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              value === method ? 'border-brand-600 bg-brand-50' : 'border-stone-300'
            }`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-stone-950">{t(`pay.${method}`)}</span>
              <span className="block text-stone-700">{t(`payHint.${method}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

const LOCALITY_OPTIONS = LUCKNOW_LOCALITIES.map((locality) => ({ value: locality, label: locality }));

/**
 * The checkout's details form state (checkoutDetailsInput), prefilled as checkout does: the buyer's name and email
 * from the session, Lucknow as the city, and the saved mobile number once the profile is known (what the buyer typed
 * meanwhile wins). Accepting a rental offer asks the same details through the same form.
 */
export function useDeliveryDetailsForm() {
  const session = useSession('user');
  const form = useZodForm(
    detailsInput,
    {
      name: session?.profile.name ?? '',
      email: session?.profile.email ?? '',
      address: '',
      city: 'Lucknow',
      zip: '',
      phone: '',
      locality: '',
      paymentMethod: '',
    } satisfies Details,
    { clearOnChange: true },
  );
  const savedPhone = useCurrentUser().data?.phone ?? '';
  // The saved number fills the field only while the buyer has not been in it: arriving while they type, it would be
  // mixed into what they typed (their caret left after it).
  const phoneTouched = useRef(false);
  const touchPhone = useCallback(() => {
    phoneTouched.current = true;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly known saved number fills the field
  useEffect(() => {
    if (savedPhone && !phoneTouched.current && form.values.phone === '') form.setValue('phone', savedPhone);
  }, [savedPhone]);
  return { ...form, touchPhone };
}

export type DeliveryDetailsForm = ReturnType<typeof useDeliveryDetailsForm>;

/** Name, email, mobile, address, locality, city and PIN code: the checkout's delivery details, in its order. */
export function DeliveryDetailsFields({ form }: { form: DeliveryDetailsForm }) {
  const t = useT('cart');
  const localize = useLocalize();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('field.name')} autoComplete="name" required maxLength={PERSON_NAME_MAX} {...form.field('name')} />
        <EmailField label={t('field.email')} required {...form.field('email')} />
      </div>
      <PhoneField
        label={t('field.phone')}
        required
        maxLength={PHONE_MAX}
        hint={localize(DELIVERY_DETAILS_TEXT.phoneHint)}
        onFocus={form.touchPhone}
        {...form.field('phone')}
      />
      <TextField
        label={t('field.address')}
        autoComplete="street-address"
        required
        maxLength={ADDRESS_MAX}
        hint={t('field.addressHint')}
        {...form.field('address')}
      />
      <SelectField
        label={t('field.locality')}
        required
        options={LOCALITY_OPTIONS}
        emptyOption={localize(DELIVERY_DETAILS_TEXT.chooseLocality)}
        hint={localize(DELIVERY_DETAILS_TEXT.localityHint)}
        {...form.field('locality')}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField label={t('field.city')} autoComplete="address-level2" required maxLength={CITY_MAX} {...form.field('city')} />
        <TextField
          label={t('field.pin')}
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={PIN_CODE_LENGTH}
          hint={localize(DELIVERY_DETAILS_TEXT.pinHint)}
          {...form.field('zip')}
        />
      </div>
    </>
  );
}

/**
 * The details checked as checkout checks them: the parsed details, or null with each field's message shown and focus on
 * the first; `missing` says a required field was left empty (checkout says that once for the whole form).
 */
export function checkDeliveryDetails(
  form: DeliveryDetailsForm,
): { data: CheckoutDetailsInput; missing: false } | { data: null; missing: boolean } {
  const checked = checkWith(detailsInput, form.values);
  if (!checked.errors) {
    form.setErrors({});
    return { data: checked.data, missing: false };
  }
  const errors = fieldErrorsOf(checked.errors);
  form.setErrors(errors);
  focusFirstError(form.formRef.current, errors);
  return { data: null, missing: Object.values(checked.errors).includes(ORDER_MSG.fillAllFields) };
}
