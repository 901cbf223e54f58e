import type { MyOrderRow } from '@kiraya/contract';
import { CARD_ROW, Cell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { lineKind, lineStatus } from './order-line-text';

const HEADINGS = ['Product', 'Category', 'Price', 'Type', 'Status', 'Date'] as const;

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
  return (
    <ResponsiveTable label="My orders" caption="Your sold and rented-out products, newest first" headings={HEADINGS} stale={stale}>
      {rows.map((row) => {
        const status = lineStatus(row.status);
        const rent = row.product.type === 'rent';
        return (
          <tr key={row.item_id} data-testid={`my-order-row-${row.item_id}`} className={CARD_ROW}>
            <Cell label="Product" className="max-md:col-span-2 md:min-w-48">
              <span className="font-semibold text-stone-900">{row.product.title}</span>
              <span className="mt-0.5 block text-xs text-stone-600">
                Order #{row.order_id} · quantity {row.quantity} · total {formatPrice(row.total)}
              </span>
            </Cell>
            <Cell label="Category">{categoryLabel(row.product.category)}</Cell>
            <Cell label="Price" className="whitespace-nowrap">
              {formatPrice(row.product.price, { perMonth: rent })}
            </Cell>
            <Cell label="Type">{lineKind(row.product.type, row.months)}</Cell>
            <Cell label="Status">
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </Cell>
            <Cell label="Date" className="whitespace-nowrap">
              <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
            </Cell>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
