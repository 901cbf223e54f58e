import type { OrderItemStatus } from '@kiraya/contract';
import { ORDER_ITEM_STATUS_LABELS, ORDER_ITEM_STATUS_TONES } from '@kiraya/contract';

/** 'Sale', or 'Rent · 3 months' for a rent line (its months are what the buyer pays for). */
export function lineKind(type: 'rent' | 'sale', months: number | null): string {
  if (type !== 'rent') return 'Sale';
  return months === null ? 'Rent' : `Rent · ${months} month${months === 1 ? '' : 's'}`;
}

export const lineStatus = (status: OrderItemStatus) => ({ label: ORDER_ITEM_STATUS_LABELS[status], tone: ORDER_ITEM_STATUS_TONES[status] });
