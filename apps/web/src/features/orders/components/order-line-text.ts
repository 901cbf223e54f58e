import type { OrderItemStatus } from '@kiraya/contract';
import { ORDER_ITEM_STATUS_TONES } from '@kiraya/contract';
import { type TFunction, useT } from '../../../lib/i18n';
import type { Catalogs } from '../../../lib/i18n/messages';

type BuyerT = TFunction<Catalogs['buyer']>;

/** 'Sale', or 'Rent · 3 months' for a rent line (its months are what the buyer pays for). */
export function lineKind(t: BuyerT, type: 'rent' | 'sale', months: number | null): string {
  if (type !== 'rent') return t('line.sale');
  return months === null ? t('line.rent') : t('line.rentMonths', { count: months });
}

/** A line's status badge: its label and its tone. */
export const lineStatus = (t: BuyerT, status: OrderItemStatus) => ({
  label: t(`itemStatus.${status}`),
  tone: ORDER_ITEM_STATUS_TONES[status],
});

/** `lineStatus` in the active language. */
export function useLineStatus() {
  const t = useT('buyer');
  return (status: OrderItemStatus) => lineStatus(t, status);
}
