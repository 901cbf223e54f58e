import type { WalletTransaction } from '@kiraya/contract';
import { CARD_ROW, Cell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { formatRupeesExact } from '../../../lib/money';

const TONE: Record<WalletTransaction['status'], BadgeTone> = { completed: 'green', processed: 'green', pending: 'yellow', failed: 'red' };

/** The wallet's ledger (§2): + for a credit, - for a debit, in colour and in words for screen readers. */
export function TransactionsTable({ rows, stale }: { rows: WalletTransaction[]; stale: boolean }) {
  const t = useT('owner');
  const headings = [t('col.date'), t('wallet.col.description'), t('wallet.col.amount'), t('col.status')];
  return (
    <ResponsiveTable label={t('wallet.transactions')} caption={t('wallet.caption')} headings={headings} stale={stale}>
      {rows.map((tx) => {
        const credit = tx.type === 'credit';
        return (
          <tr key={tx.id} data-testid={`transaction-${tx.id}`} className={CARD_ROW}>
            <Cell label={t('col.date')} className="whitespace-nowrap">
              <time dateTime={tx.date}>{formatDate(tx.date)}</time>
            </Cell>
            <Cell label={t('wallet.col.description')} className="max-md:col-span-2 max-md:row-start-1 md:min-w-56">
              {tx.description}
            </Cell>
            <Cell label={t('wallet.col.amount')} className="whitespace-nowrap">
              <span className={`font-semibold tabular-nums ${credit ? 'text-emerald-800' : 'text-red-800'}`}>
                <span className="sr-only">{credit ? t('wallet.credit') : t('wallet.debit')} </span>
                {credit ? '+' : '-'}
                {formatRupeesExact(tx.amount)}
              </span>
            </Cell>
            <Cell label={t('col.status')}>
              <StatusBadge tone={TONE[tx.status]}>{t(`wallet.status.${tx.status}`)}</StatusBadge>
            </Cell>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}
