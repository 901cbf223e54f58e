import { PAYMENT_MSG, PAYMENT_STATUS_TONES, PAYMENT_STATUSES, type Payment, type PaymentStatus, WALLET_MSG } from '@kiraya/contract';
import { Announcement, FirstPageButton, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { EmptyState } from '../../../components/ui/state-panels';
import { StatusBadge } from '../../../components/ui/status-badge';
import { readEnumParam, StatusSelect } from '../../../components/ui/status-select';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { useAdminPayments } from '../api/get-admin-payments';
import { useProcessPayment } from '../api/process-payment';
import { ADMIN_PAYMENTS_PAGE_SIZE } from '../api/query-keys';

const STATUS_LABELS: Record<PaymentStatus, string> = { success: 'Success', pending: 'Pending', failed: 'Failed' };
const HEADERS = ['Txn ID', 'User', 'Amount', 'Purpose', 'Method', 'Date', 'Status', 'Actions'] as const;

function StatusFilter({ value, onChange }: { value: PaymentStatus | undefined; onChange: (status: PaymentStatus | undefined) => void }) {
  return (
    <search aria-label="Filter payments" className="flex flex-wrap items-end gap-3">
      <StatusSelect value={value} statuses={PAYMENT_STATUSES} labels={STATUS_LABELS} allLabel="All statuses" stacked onChange={onChange} />
      {value ? (
        <Button variant="secondary" onClick={() => onChange(undefined)}>
          Show all payments
        </Button>
      ) : null}
    </search>
  );
}

function PaymentRow({ payment, busy, onProcess }: { payment: Payment; busy: boolean; onProcess: () => void }) {
  const withdrawal = payment.kind === 'withdrawal';
  const processable = withdrawal && payment.status === 'pending';
  return (
    <tr data-testid={`payment-row-${payment.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label="Txn ID" className="max-md:col-span-2">
        <span className="font-mono text-xs break-all text-stone-900">{payment.txnId}</span>
      </Cell>
      <Cell label="User" className="md:min-w-36">
        <span className="break-words">{payment.userName}</span>
      </Cell>
      <Cell label="Amount" className="whitespace-nowrap">
        <span className="font-semibold text-stone-950 tabular-nums">{formatPrice(payment.amount)}</span>
      </Cell>
      <Cell label="Purpose" className="md:min-w-32">
        <p>{payment.purpose}</p>
        <p className="text-xs text-stone-600">{withdrawal ? 'Payout to the owner' : 'Checkout payment'}</p>
      </Cell>
      <Cell label="Method" className="whitespace-nowrap">
        {payment.method}
      </Cell>
      <Cell label="Date" className="whitespace-nowrap">
        <time dateTime={payment.date}>{formatDate(payment.date)}</time>
      </Cell>
      <Cell label="Status">
        <StatusBadge tone={PAYMENT_STATUS_TONES[payment.status]}>{STATUS_LABELS[payment.status]}</StatusBadge>
      </Cell>
      {/* A card with nothing to do shows no empty Actions field on phones. */}
      <Cell label="Actions" className={processable ? 'max-md:col-span-2' : 'max-md:hidden'}>
        {processable ? (
          <Button size="sm" onClick={onProcess} disabled={busy} aria-label={`Mark processed ${payment.txnId}`}>
            {busy ? 'Working…' : 'Mark processed'}
          </Button>
        ) : (
          <span className="text-stone-500">
            <span aria-hidden="true">-</span>
            <span className="sr-only">No action</span>
          </span>
        )}
      </Cell>
    </tr>
  );
}

/**
 * Payment History (§2): checkout payments and owner withdrawals, newest first, with a status filter in
 * the URL; a pending withdrawal can be marked processed once the money was sent.
 */
export function PaymentHistory() {
  const { searchParams, page, setParams } = useListParams();
  const status = readEnumParam(searchParams, 'status', PAYMENT_STATUSES);
  const query = useAdminPayments({ page, limit: ADMIN_PAYMENTS_PAGE_SIZE, status });
  const process = useProcessPayment();
  // The button leaves the row once processed, so focus goes to the message that says what happened.
  const { note, setNote, announce, ref, pending: confirming, ask, settle } = useAnnouncement<Payment>();

  const setStatus = (next: PaymentStatus | undefined) => {
    setNote(null);
    setParams({ status: next });
  };

  const confirmProcess = () => {
    if (!confirming) return;
    process.mutate(confirming.id, {
      onSuccess: () => announce({ tone: 'success', text: WALLET_MSG.processed }),
      onError: (error) => announce({ tone: 'error', text: errorMessage(error, PAYMENT_MSG.processFailed) }),
      onSettled: settle,
    });
  };

  const busyId = process.isPending ? (process.variables ?? null) : null;

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={setStatus} />
      <Announcement note={note} noteRef={ref} />
      <PagedTable
        query={query}
        page={page}
        pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
        loadingLabel="Loading payments…"
        empty={
          <EmptyState
            title={
              status ? `No ${STATUS_LABELS[status].toLowerCase()} payments.` : page > 1 ? 'No payments on this page.' : 'No payments yet.'
            }
          >
            {status ? (
              <Button variant="secondary" onClick={() => setStatus(undefined)}>
                Show all payments
              </Button>
            ) : page > 1 ? (
              <FirstPageButton />
            ) : (
              <p className="text-sm text-stone-700">Payments appear here when buyers check out and owners withdraw.</p>
            )}
          </EmptyState>
        }
        plural={(total) => (total === 1 ? 'payment' : 'payments')}
        label="Payments"
        caption={`Payments, newest first, page ${page}`}
        headings={HEADERS}
        row={(payment) => <PaymentRow key={payment.id} payment={payment} busy={busyId === payment.id} onProcess={() => ask(payment)} />}
        pagesLabel="Payment pages"
      />
      <ConfirmDialog
        open={confirming !== null}
        title="Mark this withdrawal processed?"
        confirmLabel="Mark processed"
        busy={process.isPending}
        onConfirm={confirmProcess}
        onCancel={settle}
      >
        <p>
          Confirm that {confirming ? formatPrice(confirming.amount) : ''} was sent to {confirming?.userName} by bank transfer (
          {confirming?.txnId}). The owner's wallet then shows it as processed; this cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
