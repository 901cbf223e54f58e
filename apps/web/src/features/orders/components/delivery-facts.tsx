import {
  DELIVERY_DETAILS_TEXT,
  DELIVERY_SLOT_LABELS,
  type DeliverySlot,
  formatDay,
  formatIndianMobile,
  type OwnerOrderRow,
  telHref,
} from '@kiraya/contract';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';

/** "Gomti Nagar · 27 Nov 2026 · 4 PM – 8 PM": where and when, as far as the order says. */
export function deliveryWhereWhen(
  row: Pick<OwnerOrderRow, 'locality' | 'start_date' | 'delivery_slot'>,
  day: (day: string) => string = formatDay,
  slot: (slot: DeliverySlot) => string = (s) => DELIVERY_SLOT_LABELS[s],
): string {
  return [row.locality, row.start_date ? day(row.start_date) : null, row.delivery_slot ? slot(row.delivery_slot) : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Under the customer's name on an order request: the locality, date and slot from the start; the full address and a
 * phone link once the owner has accepted (the server sends them only then).
 */
export function DeliveryFacts({ row }: { row: OwnerOrderRow }) {
  const t = useT('owner');
  const localize = useLocalize();
  const whereWhen = deliveryWhereWhen(row, formatDate, (slot) => t(`slot.${slot}`));
  const delivery = row.delivery;
  return (
    <div data-testid="request-delivery" className="mt-1 space-y-1 text-xs text-stone-700">
      {whereWhen ? <p data-testid="request-where-when">{whereWhen}</p> : null}
      {delivery ? (
        <address data-testid="request-address" className="space-y-1 not-italic">
          <span className="block break-words text-stone-900">
            {delivery.address}, {delivery.city} {delivery.zip}
          </span>
          {delivery.phone ? (
            <a
              href={telHref(delivery.phone)}
              className="inline-flex min-h-8 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {t('delivery.call', { phone: formatIndianMobile(delivery.phone) })}
            </a>
          ) : (
            <span className="block">{localize(DELIVERY_DETAILS_TEXT.noPhone)}</span>
          )}
        </address>
      ) : row.status === 'pending' ? (
        <p className="text-stone-600">{localize(DELIVERY_DETAILS_TEXT.addressAfterAccept)}</p>
      ) : null}
    </div>
  );
}
