import { PAYMENT_MSG, PAYMENT_STATUS_TONES, PAYMENT_STATUSES, type Payment, type PaymentStatus, WALLET_MSG } from '@kiraya/contract';
import { Announcement, ListEmptyState, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { readEnumParam, StatusSelect } from '../../../components/ui/status-select';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { type Catalogs, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useAdminPayments } from '../api/get-admin-payments';
import { useProcessPayment } from '../api/process-payment';
import { ADMIN_PAYMENTS_PAGE_SIZE } from '../api/query-keys';

type AdminT = TFunction<Catalogs['admin']>;

const statusLabels = (t: AdminT): Record<PaymentStatus, string> => ({
  success: t('status.success'),
  pending: t('status.pending'),
  failed: t('status.failed'),
});
const headersOf = (t: AdminT) =>
  [
    t('pay.col.txn'),
    t('pay.col.user'),
    t('pay.col.amount'),
    t('pay.col.purpose'),
    t('pay.col.method'),
    t('aorders.col.date'),
    t('col.status'),
    t('table.actions'),
  ] as const;

/** The stored purpose and method ('Order #12', 'Withdrawal'; 'Card', 'UPI', 'Cash on delivery', 'Bank transfer') in the active language. */
function storedText(t: AdminT, text: string): string {
  const order = /^Order #(\d+)$/.exec(text);
  if (order) return t('pay.purpose.order', { id: order[1] ?? '' });
  const known: Record<string, keyof Catalogs['admin']> = {
    Withdrawal: 'pay.purpose.withdrawal',
    Card: 'method.card',
    UPI: 'method.upi',
    'Cash on delivery': 'method.cod',
    'Bank transfer': 'pay.method.bank',
  };
  const key = known[text];
  return key ? t(key) : text;
}

function StatusFilter({ value, onChange }: { value: PaymentStatus | undefined; onChange: (status: PaymentStatus | undefined) => void }) {
  const t = useT('admin');
  return (
    <search aria-label={t('pay.filter')} className="flex flex-wrap items-end gap-3">
      <StatusSelect
        value={value}
        statuses={PAYMENT_STATUSES}
        labels={statusLabels(t)}
        allLabel={t('filters.allStatuses')}
        stacked
        onChange={onChange}
      />
      {value ? (
        <Button variant="secondary" onClick={() => onChange(undefined)}>
          {t('pay.showAll')}
        </Button>
      ) : null}
    </search>
  );
}

function PaymentRow({ payment, busy, onProcess }: { payment: Payment; busy: boolean; onProcess: () => void }) {
  const withdrawal = payment.kind === 'withdrawal';
  const processable = withdrawal && payment.status === 'pending';
  const t = useT('admin');
  return (
    <tr data-testid={`payment-row-${payment.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label={t('pay.col.txn')} className="max-md:col-span-2">
        <span className="font-mono text-xs break-all text-stone-900">{payment.txnId}</span>
      </Cell>
      <Cell label={t('pay.col.user')} className="md:min-w-36">
        <span className="break-words">{payment.userName}</span>
      </Cell>
      <Cell label={t('pay.col.amount')} className="whitespace-nowrap">
        <span className="font-semibold text-stone-950 tabular-nums">{formatPrice(payment.amount)}</span>
      </Cell>
      <Cell label={t('pay.col.purpose')} className="md:min-w-32">
        <p>{storedText(t, payment.purpose)}</p>
        <p className="text-xs text-stone-600">{withdrawal ? t('pay.payout') : t('pay.checkout')}</p>
      </Cell>
      <Cell label={t('pay.col.method')} className="whitespace-nowrap">
        {storedText(t, payment.method)}
      </Cell>
      <Cell label={t('aorders.col.date')} className="whitespace-nowrap">
        <time dateTime={payment.date}>{formatDate(payment.date)}</time>
      </Cell>
      <Cell label={t('col.status')}>
        <StatusBadge tone={PAYMENT_STATUS_TONES[payment.status]}>{t(`status.${payment.status}`)}</StatusBadge>
      </Cell>
      {/* A card with nothing to do shows no empty Actions field on phones. */}
      <Cell label={t('table.actions')} className={processable ? 'max-md:col-span-2' : 'max-md:hidden'}>
        {processable ? (
          <Button size="sm" onClick={onProcess} disabled={busy} aria-label={t('pay.markLabel', { id: payment.txnId })}>
            {busy ? t('aorders.working') : t('pay.mark')}
          </Button>
        ) : (
          <span className="text-stone-500">
            <span aria-hidden="true">-</span>
            <span className="sr-only">{t('pay.noAction')}</span>
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
  const t = useT('admin');
  const localize = useLocalize();
  // The button leaves the row once processed, so focus goes to the message that says what happened.
  const { note, setNote, announce, ref, pending: confirming, ask, settle } = useAnnouncement<Payment>();

  const setStatus = (next: PaymentStatus | undefined) => {
    setNote(null);
    setParams({ status: next });
  };

  const confirmProcess = () => {
    if (!confirming) return;
    process.mutate(confirming.id, {
      onSuccess: () => announce({ tone: 'success', text: localize(WALLET_MSG.processed) }),
      onError: (error) => announce({ tone: 'error', text: errorMessage(error, localize(PAYMENT_MSG.processFailed)) }),
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
        loadingLabel={t('pay.loading')}
        empty={
          <ListEmptyState
            page={page}
            title={status ? t(`pay.none.${status}`) : page > 1 ? t('pay.noneOnPage') : t('pay.noneYet')}
            hint={t('pay.emptyHint')}
            filtered={
              status ? (
                <Button variant="secondary" onClick={() => setStatus(undefined)}>
                  {t('pay.showAll')}
                </Button>
              ) : undefined
            }
          />
        }
        plural={(total) => t('pay.plural', { count: total })}
        label={t('pay.label')}
        caption={t('pay.caption', { page })}
        headings={headersOf(t)}
        row={(payment) => <PaymentRow key={payment.id} payment={payment} busy={busyId === payment.id} onProcess={() => ask(payment)} />}
        pagesLabel={t('pay.pages')}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={t('pay.confirmTitle')}
        confirmLabel={t('pay.mark')}
        busy={process.isPending}
        onConfirm={confirmProcess}
        onCancel={settle}
      >
        <p>
          {t('pay.confirmBody', {
            amount: confirming ? formatPrice(confirming.amount) : '',
            name: confirming?.userName ?? '',
            id: confirming?.txnId ?? '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
