import { ORDER_ITEM_STATUSES, ORDER_MSG, type OrderItemStatus, type OwnerOrderRow } from '@kiraya/contract';
import { type ReactNode, useRef, useState } from 'react';
import { LiveNotice, type Notice } from '../../../components/data-views/live-notice';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingRows } from '../../../components/ui/responsive-table';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { readEnumParam, StatusSelect } from '../../../components/ui/status-select';
import { errorMessage } from '../../../lib/api-client';
import { useLocalize, useT } from '../../../lib/i18n';
import { nextParams, readPage } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useKeptData } from '../../../lib/use-kept-data';
import { useDecideOrderRequest } from '../api/decide-order-request';
import { useOrderRequests } from '../api/get-order-requests';
import { lineKind } from './order-line-text';
import { OrderRequestsTable } from './order-requests-table';

const PAGE_SIZE = 10;

function StatusFilter({
  value,
  onChange,
}: {
  value: OrderItemStatus | undefined;
  onChange: (status: OrderItemStatus | undefined) => void;
}) {
  const t = useT('buyer');
  const labels = Object.fromEntries(ORDER_ITEM_STATUSES.map((s) => [s, t(`itemStatus.${s}`)])) as Record<OrderItemStatus, string>;
  return <StatusSelect value={value} statuses={ORDER_ITEM_STATUSES} labels={labels} allLabel={t('status.all')} onChange={onChange} />;
}

/** Order Requests (§2): buyers' orders for the owner's products; the owner accepts or rejects each pending line. */
export function OrderRequests({ ownerId }: { ownerId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const status = readEnumParam(searchParams, 'status', ORDER_ITEM_STATUSES);
  const query = useOrderRequests(ownerId, { status, page, limit: PAGE_SIZE });
  // The previous page or filter stays on screen (dimmed) while the next one loads.
  const kept = useKeptData(query.data);
  const decide = useDecideOrderRequest();
  const t = useT('owner');
  const tb = useT('buyer');
  const localize = useLocalize();

  const [notice, setNotice] = useState<Notice | null>(null);
  const [rowNotes, setRowNotes] = useState<Record<number, Notice>>({});
  const [rejecting, setRejecting] = useState<OwnerOrderRow | null>(null);
  const statusCells = useRef(new Map<number, HTMLDivElement>());

  const rows = kept.data?.items ?? [];
  const total = kept.data?.total ?? 0;

  function focusStatus(itemId: number) {
    // After the dialog closes (it gives focus back first) and the row re-renders without its buttons.
    requestAnimationFrame(() => statusCells.current.get(itemId)?.focus());
  }

  function run(row: OwnerOrderRow, action: 'accept' | 'reject') {
    setRowNotes(({ [row.item_id]: _gone, ...rest }) => rest);
    setNotice(null);
    decide.mutate(
      { itemId: row.item_id, action, ownerId },
      {
        onSuccess: (updated) => {
          const what = { title: updated.product_title, customer: updated.customer_name };
          setNotice({
            tone: 'success',
            text:
              action === 'accept'
                ? t('requests.accepted', { ...what, amount: formatPrice(updated.total_amount) })
                : t('requests.rejected', what),
          });
        },
        // A 409 means the line was decided or cancelled meanwhile: the server says which, on that row, and the list refreshes.
        onError: (error) =>
          setRowNotes((notes) => ({ ...notes, [row.item_id]: { tone: 'error', text: errorMessage(error, t('requests.decideFailed')) } })),
        onSettled: () => {
          setRejecting(null);
          focusStatus(row.item_id);
        },
      },
    );
  }

  const busy = decide.isPending && decide.variables ? { itemId: decide.variables.itemId, action: decide.variables.action } : null;

  let body: ReactNode;
  if (query.isPending && !kept.data) {
    body = <LoadingRows label={t('requests.loading')} />;
  } else if (query.isError && !query.data) {
    body = <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState title={localize(ORDER_MSG.noOrderRequests)}>
        {status ? (
          <Button variant="secondary" onClick={() => setSearchParams(nextParams(searchParams, { status: undefined }))}>
            {t('requests.showAll')}
          </Button>
        ) : (
          <>
            <p className="text-sm text-stone-700">{t('requests.emptyHint')}</p>
            <Link to={paths.myProducts()} className={buttonClass('secondary', 'md')}>
              {t('nav.products')}
            </Link>
          </>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <OrderRequestsTable
          rows={rows}
          stale={kept.stale}
          busy={busy}
          notes={rowNotes}
          onAccept={(row) => run(row, 'accept')}
          onReject={setRejecting}
          statusRef={(itemId, element) => {
            if (element) statusCells.current.set(itemId, element);
            else statusCells.current.delete(itemId);
          }}
        />
        <Pagination page={page} total={total} pageSize={PAGE_SIZE} label={t('requests.pages')} />
      </>
    );
  }

  return (
    <>
      <LiveNotice notice={notice} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <StatusFilter value={status} onChange={(next) => setSearchParams(nextParams(searchParams, { status: next }))} />
        {kept.data ? (
          <p className="text-sm text-stone-700" aria-live="polite">
            {status
              ? t('requests.countStatus', { count: total, status: tb(`itemStatus.${status}`).toLowerCase() })
              : t('requests.count', { count: total })}
            {query.isFetching ? t('requests.updating') : ''}
          </p>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={rejecting !== null}
        title={t('requests.rejectTitle')}
        confirmLabel={t('requests.reject')}
        cancelLabel={t('dialog.cancel')}
        busy={decide.isPending}
        onConfirm={() => rejecting && run(rejecting, 'reject')}
        onCancel={() => setRejecting(null)}
      >
        {rejecting ? (
          <p>
            {t('requests.rejectText', {
              title: rejecting.product_title,
              customer: rejecting.customer_name,
              kind: lineKind(tb, rejecting.type, rejecting.months),
              quantity: rejecting.quantity,
              amount: formatPrice(rejecting.total_amount),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
