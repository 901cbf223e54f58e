import {
  addDays,
  type CheckoutCartLine,
  DELIVERY_SLOT_LABELS,
  DELIVERY_SLOTS,
  type DeliverySlot,
  formatDay,
  isPropertyCategory,
  ORDER_MSG,
  RENT_LIMITS,
  DELIVERY_DETAILS_TEXT as T,
  todayInIndia,
} from '@kiraya/contract';
import { useQueries } from '@tanstack/react-query';
import { SelectField, TextField } from '../../../components/ui/form';
import type { FieldErrors } from '../../../lib/form-errors';
import { type CartItem, toCheckoutLine } from '../../cart';
import { productOptions } from '../../catalogue';

/** The buyer's preferred delivery day (YYYY-MM-DD, '' for the earliest) and slot of one goods line. */
export interface DeliveryChoice {
  date: string;
  slot: DeliverySlot | '';
}
export type DeliveryChoices = Record<string, DeliveryChoice>;

/** The error key of a line's field, as focusFirstError finds it (data-field / name). */
export const slotField = (itemId: string) => `slot-${itemId}`;
export const dateField = (itemId: string) => `date-${itemId}`;

/** A line's day and slot: what the buyer picked here, else what the cart already holds (the item page's start date). */
export const choiceOf = (item: CartItem, choices: DeliveryChoices): DeliveryChoice =>
  choices[item.id] ?? { date: item.start_date ?? '', slot: item.delivery_slot ?? '' };

/** The days a delivery can be asked for: today (India) to 60 days on. */
export function deliveryWindow(today: string = todayInIndia()) {
  return { min: today, max: addDays(today, RENT_LIMITS.startWithinDays) };
}

/**
 * Which cart lines are goods delivered to the door: products whose category is not property (a flat is moved
 * into, on the date chosen with its tenure, with no slot). Until the catalogue answers, a product counts as goods
 * only when it is known; ads are arranged by the Kiraya team and have no slot either.
 */
export function useGoodsLines(items: readonly CartItem[]): CartItem[] {
  const products = items.filter((item) => item.source === 'products');
  const results = useQueries({ queries: products.map((item) => ({ ...productOptions(item.product_id), staleTime: 15_000 })) });
  return products.filter((_, i) => {
    const category = results[i]?.data?.category;
    return category !== undefined && !isPropertyCategory(category);
  });
}

/** Missing slots and days outside the window, keyed by field. */
export function checkDeliveryChoices(goods: readonly CartItem[], choices: DeliveryChoices, today = todayInIndia()): FieldErrors {
  const { min, max } = deliveryWindow(today);
  const errors: FieldErrors = {};
  for (const item of goods) {
    const choice = choiceOf(item, choices);
    if (!choice?.slot) errors[slotField(item.id)] = ORDER_MSG.chooseSlot;
    if (choice?.date && (choice.date < min || choice.date > max)) errors[dateField(item.id)] = deliveryDateMessage(today);
  }
  return errors;
}

export const deliveryDateMessage = (today = todayInIndia()) => T.dayOutOfWindow(formatDay(deliveryWindow(today).max));

/** The line as checkout sends it, with the day and slot chosen here for goods. */
export function lineWithDelivery(item: CartItem, choice: DeliveryChoice | undefined): CheckoutCartLine {
  const line = toCheckoutLine(item);
  if (line.source !== 'products' || !choice) return line;
  return {
    ...line,
    ...(choice.date ? { start_date: choice.date } : {}),
    ...(choice.slot ? { delivery_slot: choice.slot } : {}),
  };
}

const SLOT_OPTIONS = DELIVERY_SLOTS.map((slot) => ({
  value: slot,
  label: `${slot[0]?.toUpperCase()}${slot.slice(1)} · ${DELIVERY_SLOT_LABELS[slot]}`,
}));

/** One row per goods line: the preferred delivery day (optional) and slot (required). */
export function DeliverySlots({
  goods,
  choices,
  errors,
  onChange,
}: {
  goods: readonly CartItem[];
  choices: DeliveryChoices;
  errors: FieldErrors;
  onChange: (itemId: string, choice: DeliveryChoice) => void;
}) {
  if (goods.length === 0) return null;
  const { min, max } = deliveryWindow();
  return (
    <fieldset className="grid gap-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid="delivery-slots">
      <legend className="px-1 text-sm font-semibold text-stone-800">{T.slotsLegend}</legend>
      <p className="text-sm text-stone-700">{T.slotsLead}</p>
      {goods.map((item) => {
        const choice = choiceOf(item, choices);
        return (
          <div key={item.id} className="grid items-start gap-3 sm:grid-cols-2" data-testid={`delivery-line-${item.id}`}>
            <p className="font-semibold text-stone-950 sm:col-span-2">{item.title}</p>
            <TextField
              label={T.dayLabel}
              type="date"
              name={dateField(item.id)}
              min={min}
              max={max}
              value={choice.date}
              error={errors[dateField(item.id)] || undefined}
              onChange={(event) => onChange(item.id, { ...choice, date: event.target.value })}
            />
            <SelectField
              label={T.slotLabel}
              required
              name={slotField(item.id)}
              options={SLOT_OPTIONS}
              emptyOption={T.chooseSlot}
              value={choice.slot}
              error={errors[slotField(item.id)] || undefined}
              onChange={(event) => onChange(item.id, { ...choice, slot: event.target.value as DeliverySlot | '' })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
