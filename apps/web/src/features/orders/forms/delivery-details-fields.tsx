import {
  ADDRESS_MAX,
  type CheckoutDetailsInput,
  CITY_MAX,
  DELIVERY_DETAILS_TEXT,
  LUCKNOW_LOCALITIES,
  ORDER_MSG,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PHONE_TEXT,
  PIN_CODE_LENGTH,
} from '@kiraya/contract';
import { useEffect } from 'react';
import { EmailField, SelectField, TextField } from '../../../components/ui/form';
import { checkWith, focusFirstError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCurrentUser } from '../../accounts';
import { type Details, detailsInput, fieldErrorsOf } from './checkout-parts';

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly known saved number fills the field
  useEffect(() => {
    if (savedPhone && form.values.phone === '') form.setValue('phone', savedPhone);
  }, [savedPhone]);
  return form;
}

export type DeliveryDetailsForm = ReturnType<typeof useDeliveryDetailsForm>;

/** Name, email, mobile, address, locality, city and PIN code: the checkout's delivery details, in its order. */
export function DeliveryDetailsFields({ form }: { form: DeliveryDetailsForm }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required maxLength={PERSON_NAME_MAX} {...form.field('name')} />
        <EmailField label="Email" required {...form.field('email')} />
      </div>
      <TextField
        label={PHONE_TEXT.label}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={PHONE_MAX}
        hint={DELIVERY_DETAILS_TEXT.phoneHint}
        {...form.field('phone')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        required
        maxLength={ADDRESS_MAX}
        hint="House or flat number, building and street."
        {...form.field('address')}
      />
      <SelectField
        label="Locality"
        required
        options={LOCALITY_OPTIONS}
        emptyOption={DELIVERY_DETAILS_TEXT.chooseLocality}
        hint={DELIVERY_DETAILS_TEXT.localityHint}
        {...form.field('locality')}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" required maxLength={CITY_MAX} {...form.field('city')} />
        <TextField
          label="PIN code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={PIN_CODE_LENGTH}
          hint={DELIVERY_DETAILS_TEXT.pinHint}
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
