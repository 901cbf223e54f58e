import type { WalletTransaction } from '@kiraya/contract';
import { CARD_ROW, Cell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { formatRupeesExact } from '../../../lib/money';

const HEADINGS = ['Date', 'Description', 'Amount', 'Status'] as const;

const STATUS: Record<WalletTransaction['status'], { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'green' },
  processed: { label: 'Processed', tone: 'green' },
  pending: { label: 'Pending', tone: 'yellow' },
  failed: { label: 'Failed', tone: 'red' },
};

/** The wallet's ledger (§2): + for a credit, - for a debit, in colour and in words for screen readers. */
export function TransactionsTable({ rows, stale }: { rows: WalletTransaction[]; stale: boolean }) {
  return (
    <ResponsiveTable label="Transactions" caption="Your wallet transactions, newest first" headings={HEADINGS} stale={stale}>
      {rows.map((tx) => {
        const credit = tx.type === 'credit';
        const status = STATUS[tx.status];
        return (
          <tr key={tx.id} data-testid={`transaction-${tx.id}`} className={CARD_ROW}>
            <Cell label="Date" className="whitespace-nowrap">
              <time dateTime={tx.date}>{formatDate(tx.date)}</time>
            </Cell>
            <Cell label="Description" className="max-md:col-span-2 max-md:row-start-1 md:min-w-56">
              {tx.description}
            </Cell>
            <Cell label="Amount" className="whitespace-nowrap">
              <span className={`font-semibold tabular-nums ${credit ? 'text-emerald-800' : 'text-red-800'}`}>
                <span className="sr-only">{credit ? 'Credit ' : 'Debit '}</span>
                {credit ? '+' : '-'}
                {formatRupeesExact(tx.amount)}
              </span>
            </Cell>
            <Cell label="Status">
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </Cell>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
