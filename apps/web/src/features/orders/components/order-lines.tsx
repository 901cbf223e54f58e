import { type BuyerOrderLine, ORDER_ITEM_STATUS_TONES } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { type TFunction, useT } from '../../../lib/i18n';
import type { Catalogs } from '../../../lib/i18n/messages';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** "Buy · 2 × ₹12,000" or "Rent · 3 months × ₹9,000/month". */
export function lineTerms(t: TFunction<Catalogs['buyer']>, line: Pick<BuyerOrderLine, 'type' | 'quantity' | 'months' | 'price'>): string {
  const each = formatPrice(line.price, { perMonth: line.type === 'rent' });
  const quantity = line.quantity > 1 ? `${line.quantity} × ` : '';
  if (line.type === 'rent') return t('line.rentTerms', { count: line.months ?? 1, price: `${quantity}${each}` });
  return t('line.buyTerms', { price: `${quantity}${each}` });
}

/** The lines of one order: title (linking to the item while it exists), terms, total and each line's own status. */
export function OrderLines({
  lines,
  action,
  below,
}: {
  lines: readonly BuyerOrderLine[];
  action?: (line: BuyerOrderLine) => ReactNode;
  /** Full-width content under a line (the handover and return of an accepted line). */
  below?: (line: BuyerOrderLine) => ReactNode;
}) {
  const t = useT('buyer');
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200">
      {lines.map((line) => {
        const to =
          line.product_id === null ? null : line.source === 'products' ? paths.product(line.product_id) : paths.listing(line.product_id);
        return (
          <li key={line.item_id} data-testid="order-line" className="flex flex-wrap items-start justify-between gap-3 p-3 sm:p-4">
            <div className="min-w-0 space-y-1">
              <p className="font-semibold text-stone-950">
                {to ? (
                  <Link to={to} className="hover:text-brand-800 hover:underline">
                    {line.title}
                  </Link>
                ) : (
                  line.title
                )}
              </p>
              <p className="text-sm text-stone-700">{lineTerms(t, line)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge
                tone={
                  ORDER_ITEM_STATUS_TONES[line.status] === 'yellow' && line.status === 'cancelled'
                    ? 'grey'
                    : ORDER_ITEM_STATUS_TONES[line.status]
                }
              >
                {t(`itemStatus.${line.status}`)}
              </StatusBadge>
              <span className="font-semibold text-stone-950">{formatPrice(line.total)}</span>
              {action?.(line)}
            </div>
            {below?.(line)}
          </li>
        );
      })}
    </ul>
  );
}
