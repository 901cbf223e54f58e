import type { MyOrderRow } from '@kiraya/contract';
import { CARD_ROW, Cell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { LineLifeButton } from '../lifecycle/line-life-entry';
import { lineKind, useLineStatus } from './order-line-text';

/** My Orders (§2): the owner's accepted lines; Price is the unit price at the time of the order (per month for rent). */
export function MyOrdersTable({
  rows,
  stale,
  categoryLabel,
}: {
  rows: MyOrderRow[];
  stale: boolean;
  categoryLabel: (raw: string) => string;
}) {
  const t = useT('owner');
  const tb = useT('buyer');
  const lineStatus = useLineStatus();
  const headings = [t('col.product'), t('col.category'), t('col.price'), t('col.type'), t('col.status'), t('col.date')];
  return (
    <ResponsiveTable label={t('myOrders.table')} caption={t('myOrders.caption')} headings={headings} stale={stale}>
      {rows.map((row) => {
        const status = lineStatus(row.status);
        const rent = row.product.type === 'rent';
        return (
          <tr key={row.item_id} data-testid={`my-order-row-${row.item_id}`} className={CARD_ROW}>
            <Cell label={t('col.product')} className="max-md:col-span-2 md:min-w-48">
              <span className="font-semibold text-stone-900">{row.product.title}</span>
              <span className="mt-0.5 block text-xs text-stone-600">
                {t('myOrders.line', { order: row.order_id, quantity: row.quantity, total: formatPrice(row.total) })}
              </span>
            </Cell>
            <Cell label={t('col.category')}>{categoryLabel(row.product.category)}</Cell>
            <Cell label={t('col.price')} className="whitespace-nowrap">
              {formatPrice(row.product.price, { perMonth: rent })}
            </Cell>
            <Cell label={t('col.type')}>{lineKind(tb, row.product.type, row.months)}</Cell>
            <Cell label={t('col.status')}>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
                {row.status === 'accepted' ? <LineLifeButton itemId={row.item_id} title={row.product.title} /> : null}
              </div>
            </Cell>
            <Cell label={t('col.date')} className="whitespace-nowrap">
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
            </Cell>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
