import {
  isPropertyCategory,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  type OfferKind,
  offerHasRent,
  offerHasSale,
  RENT_LIMITS,
} from '@kiraya/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, SelectField, TextAreaField, TextField, WholeNumberField } from '../../../components/ui/form';
import type { FieldErrors } from '../../../lib/form-errors';
import { type Catalogs, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { discountRows, discountValue, type OfferFieldName, type OfferValues } from './offer-values';
import { RadioGroupField } from './product-fields';

type T = TFunction<Catalogs['upload']>;

/** The offer choices and the tenures, in the active language. */
const offerOptions = (t: T) => OFFER_KINDS.map((value) => ({ value, label: t(`offer.${value}`) }));
const tenureOptions = (t: T) =>
  Array.from({ length: RENT_LIMITS.tenureMax - RENT_LIMITS.tenureMin + 1 }, (_, i) => {
    const months = RENT_LIMITS.tenureMin + i;
    return { value: String(months), label: t('offer.months', { count: months }) };
  });

export interface OfferFieldsProps {
  values: OfferValues;
  errors: FieldErrors;
  setValue: (name: OfferFieldName, value: string) => void;
  /** The item's category: property hides the quantity and asks for move-in terms instead of delivery and returns. */
  category: string;
  disabled?: boolean;
}

/** The first error of the discounts (the list's own, or any row's), for the group. */
function discountsError(errors: FieldErrors): string | undefined {
  return errors.tenure_discounts || undefined;
}

/**
 * How an item is offered (For rent / For sale / Both) and exactly that offer's fields: the sale price; the monthly
 * rent, refundable deposit, minimum tenure and up to four tenure discounts; the available-from date; the quantity of
 * goods; and the item's terms (goods: delivery fee and return window; property: notice period and what is included).
 * Field names are the API's, so the contract's and the server's errors land on them.
 */
export function OfferFields({ values, errors, setValue, category, disabled = false }: OfferFieldsProps) {
  const t = useT('upload');
  const localize = useLocalize();
  const kind = (OFFER_KINDS as readonly string[]).includes(values.offer) ? (values.offer as OfferKind) : null;
  const property = isPropertyCategory(category);
  const field = (name: OfferFieldName) => ({
    name,
    value: values[name],
    error: errors[name] || undefined,
    disabled,
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
  });

  return (
    <div className="grid gap-5">
      <RadioGroupField
        legend={t('OFFER_FORM_TEXT.offerLegend')}
        name="offer"
        options={offerOptions(t)}
        value={values.offer}
        onChange={(v) => setValue('offer', v)}
        error={errors.offer || undefined}
        hint={t('OFFER_FORM_TEXT.offerHint')}
      />

      {kind && offerHasSale(kind) ? (
        <TextField label={t('OFFER_FORM_TEXT.salePrice')} required inputMode="decimal" autoComplete="off" {...field('sale_price')} />
      ) : null}

      {kind && offerHasRent(kind) ? (
        <fieldset className="grid gap-5 rounded-2xl border border-stone-200 p-4" disabled={disabled}>
          <legend className="px-1 text-sm font-semibold text-stone-800">{localize(OFFER_KIND_LABELS.rent)}</legend>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <TextField
              label={t('OFFER_FORM_TEXT.rentMonthly')}
              required
              inputMode="decimal"
              autoComplete="off"
              {...field('rent_monthly')}
            />
            <TextField
              label={t('OFFER_FORM_TEXT.deposit')}
              inputMode="decimal"
              autoComplete="off"
              hint={t('OFFER_FORM_TEXT.depositHint')}
              {...field('deposit')}
            />
          </div>
          <SelectField
            label={t('OFFER_FORM_TEXT.minTenure')}
            options={tenureOptions(t)}
            hint={t('OFFER_FORM_TEXT.minTenureHint')}
            {...field('min_tenure_months')}
          />
          <DiscountRows
            value={values.tenure_discounts}
            errors={errors}
            onChange={(v) => setValue('tenure_discounts', v)}
            disabled={disabled}
          />
        </fieldset>
      ) : null}

      {kind ? (
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <TextField
            label={t('OFFER_FORM_TEXT.availableFrom')}
            type="date"
            hint={t('OFFER_FORM_TEXT.availableFromHint')}
            {...field('available_from')}
          />
          {property ? null : (
            <WholeNumberField
              label={t('OFFER_FORM_TEXT.quantity')}
              min={1}
              max={RENT_LIMITS.quantityMax}
              hint={t('OFFER_FORM_TEXT.quantityHint')}
              {...field('quantity')}
            />
          )}
        </div>
      ) : null}

      {kind ? (
        property ? (
          <fieldset className="grid gap-5 rounded-2xl border border-stone-200 p-4" disabled={disabled}>
            <legend className="px-1 text-sm font-semibold text-stone-800">{t('OFFER_FORM_TEXT.propertyTerms')}</legend>
            <WholeNumberField label={t('OFFER_FORM_TEXT.noticeDays')} min={0} max={RENT_LIMITS.noticeDaysMax} {...field('notice_days')} />
            <TextAreaField
              label={t('OFFER_FORM_TEXT.includes')}
              maxLength={RENT_LIMITS.includesMax}
              hint={t('OFFER_FORM_TEXT.includesHint')}
              rows={2}
              {...field('includes')}
            />
          </fieldset>
        ) : (
          <fieldset className="grid items-start gap-5 rounded-2xl border border-stone-200 p-4 sm:grid-cols-2" disabled={disabled}>
            <legend className="px-1 text-sm font-semibold text-stone-800">{t('OFFER_FORM_TEXT.goodsTerms')}</legend>
            <TextField
              label={t('OFFER_FORM_TEXT.deliveryFee')}
              inputMode="decimal"
              hint={t('OFFER_FORM_TEXT.deliveryFeeHint')}
              {...field('delivery_fee')}
            />
            <WholeNumberField
              label={t('OFFER_FORM_TEXT.returnDays')}
              min={0}
              max={RENT_LIMITS.returnDaysMax}
              hint={t('OFFER_FORM_TEXT.returnDaysHint')}
              {...field('return_days')}
            />
          </fieldset>
        )
      ) : null}
    </div>
  );
}

const rowInput =
  'block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** A discount row's two numbers: from how many months, and how many percent off. */
const DISCOUNT_PARTS = [
  { key: 'months', suffix: 'm', label: 'OFFER_FORM_TEXT.discountMonths', min: 2, max: RENT_LIMITS.tenureMax },
  { key: 'percent', suffix: 'p', label: 'OFFER_FORM_TEXT.discountPercent', min: 1, max: RENT_LIMITS.discountPercentMax },
] as const;

/** Up to four rows of "from N months, P% off", each with Remove; Add a discount below. */
function DiscountRows({
  value,
  errors,
  onChange,
  disabled,
}: {
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const t = useT('upload');
  const rows = discountRows(value);
  const groupError = discountsError(errors);
  const set = (index: number, key: 'months' | 'percent', next: string) =>
    onChange(discountValue(rows.map((r, i) => (i === index ? { ...r, [key]: next } : r))));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${groupError ? ` ${id}-error` : ''}`}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('OFFER_FORM_TEXT.discountsLegend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t('OFFER_FORM_TEXT.discountsHint')}
      </p>
      {rows.length > 0 ? (
        <ul className="grid gap-3">
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <li key={index} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                {DISCOUNT_PARTS.map((part) => {
                  const name = `tenure_discounts.${index}.${part.key}`;
                  // A row's own message (a repeated month count) shows under its months.
                  const error = errors[name] || (part.key === 'months' ? errors[`tenure_discounts.${index}`] : undefined);
                  const cellId = `${id}-${index}-${part.suffix}`;
                  return (
                    <div key={part.key} className="grid gap-1">
                      <label htmlFor={cellId} className="text-xs font-semibold text-stone-700">
                        {t(part.label)} <span className="sr-only">{t('offer.discountN', { n })}</span>
                      </label>
                      <input
                        id={cellId}
                        name={name}
                        type="number"
                        inputMode="numeric"
                        min={part.min}
                        max={part.max}
                        value={row[part.key]}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${cellId}-error` : undefined}
                        onChange={(e) => set(index, part.key, e.target.value)}
                        className={rowInput}
                      />
                      <FieldError id={`${cellId}-error`} error={error} />
                    </div>
                  );
                })}
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-5"
                  disabled={disabled}
                  aria-label={t('OFFER_FORM_TEXT.removeDiscount', { n })}
                  onClick={() => onChange(discountValue(rows.filter((_, i) => i !== index)))}
                >
                  {t('common.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled || rows.length >= RENT_LIMITS.maxDiscounts}
          onClick={() => onChange(discountValue([...rows, { months: '', percent: '' }]))}
        >
          + {t('OFFER_FORM_TEXT.addDiscount')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} error={groupError} />
    </fieldset>
  );
}
