import { LIMITS } from '@kiraya/contract';
import { type ReactNode, useId, useRef, useState } from 'react';
import { LiveNotice, type Notice } from '../../../components/data-views/live-notice';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRows } from '../../../components/ui/responsive-table';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { formatRupeesExact } from '../../../lib/money';
import { useSearchParams } from '../../../lib/router';
import { useFocusAfterCommit } from '../../../lib/use-focus-after-commit';
import { useKeptData } from '../../../lib/use-kept-data';
import { newIdempotencyKey } from '../../orders';
import { useWallet, WALLET_PAGE_SIZE } from '../api/get-wallet';
import { useWithdraw } from '../api/withdraw';
import { TransactionsTable } from './transactions-table';
import { WithdrawDialog } from './withdraw-dialog';

/** Available Balance, the Withdraw button (only above the threshold, as the server allows) and the two tips. */
function BalancePanel({ balance, onWithdraw }: { balance: number; onWithdraw: () => void }) {
  const tipId = useId();
  const allowed = balance > LIMITS.withdrawalThresholdRupees;
  const t = useT('owner');
  return (
    <section className="mb-6 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{t('wallet.balance')}</h2>
          <p className="mt-1 text-4xl font-bold text-stone-950 tabular-nums" data-testid="wallet-balance">
            {formatRupeesExact(balance)}
          </p>
        </div>
        <Button
          size="md"
          // aria-disabled keeps the button focusable, so its reason (the tip) can still be read.
          aria-disabled={!allowed || undefined}
          aria-describedby={tipId}
          onClick={allowed ? onWithdraw : undefined}
          className={allowed ? '' : 'cursor-not-allowed opacity-50'}
        >
          {t('wallet.withdraw')}
        </Button>
      </div>
      <ul id={tipId} className="mt-4 grid gap-1 text-sm text-stone-700">
        <li className={allowed ? '' : 'font-semibold text-saffron-900'}>
          {t('wallet.withdrawTip', { amount: LIMITS.withdrawalThresholdRupees })}
        </li>
        <li>{t('wallet.processingTip')}</li>
      </ul>
    </section>
  );
}

/** The owner's wallet (§2): the balance from accepted orders, withdrawals to the bank and the ledger of transactions. */
export function Wallet({ ownerId }: { ownerId: number }) {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const query = useWallet(ownerId, page, WALLET_PAGE_SIZE);
  const kept = useKeptData(query.data);
  const withdraw = useWithdraw();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusAfterCommit = useFocusAfterCommit();
  const t = useT('owner');
  // The key of this dialog's withdrawal: kept for retries of the same amount, new for another amount or dialog.
  const attempt = useRef<{ key: string; amount: number } | null>(null);
  function request(amount: number) {
    setDialogError(null);
    if (attempt.current?.amount !== amount) attempt.current = { key: newIdempotencyKey(), amount };
    withdraw.mutate(
      { amount, ownerId, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => {
          setDialogOpen(false);
          setNotice({ tone: 'success', text: t('wallet.requested') });
          // The Withdraw button may be unavailable now (balance at or below ₹100): the confirmation takes focus.
          focusAfterCommit(() => noticeRef.current);
        },
        onError: (error) => setDialogError(errorMessage(error, t('wallet.requestFailed'))),
      },
    );
  }

  let body: ReactNode;
  if (query.isPending && !kept.data) {
    body = (
      <>
        <LoadingStatus label={t('wallet.loading')} />
        <Skeleton className="mb-6 h-40" />
        <LoadingRows label={t('wallet.loadingRows')} />
      </>
    );
  } else if (query.isError && !query.data) {
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (kept.data) {
    const { balance, transactions, total } = kept.data;
    body = (
      <>
        <BalancePanel
          balance={balance}
          onWithdraw={() => {
            attempt.current = null;
            setNotice(null);
            setDialogError(null);
            setDialogOpen(true);
          }}
        />
        <h2 className="mb-3 text-lg font-bold text-stone-950">{t('wallet.transactions')}</h2>
        {transactions.length === 0 && total === 0 ? (
          <EmptyState title={t('wallet.none')}>
            <p className="text-sm text-stone-700">{t('wallet.emptyHint')}</p>
          </EmptyState>
        ) : (
          <>
            <p className="mb-3 text-sm text-stone-700" aria-live="polite">
              {t('wallet.count', { count: total })}
              {query.isFetching ? t('requests.updating') : ''}
            </p>
            <TransactionsTable rows={transactions} stale={kept.stale} />
            <Pagination page={page} total={total} pageSize={WALLET_PAGE_SIZE} label={t('wallet.pages')} />
          </>
        )}
        <WithdrawDialog
          open={dialogOpen}
          balance={balance}
          busy={withdraw.isPending}
          serverError={dialogError}
          onSubmit={request}
          onCancel={() => setDialogOpen(false)}
        />
      </>
    );
  }

  return (
    <>
      <LiveNotice notice={notice} noticeRef={noticeRef} />
      {body}
    </>
  );
}
