import { canMoveOrderItem, type OwnerOrderRow } from '@kiraya/contract';
import { useId } from 'react';
import type { Notice } from '../../../components/data-views/live-notice';
import { Button } from '../../../components/ui/button';
import { CARD_ROW, Cell, ResponsiveTable } from '../../../components/ui/responsive-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { BuyerRating, ReviewAction } from '../../reviews';
import { DeliveryFacts } from './delivery-facts';
import { lineKind, useLineStatus } from './order-line-text';

interface RowProps {
  row: OwnerOrderRow;
  /** Which decision on this row is on its way, if any. */
  busy: 'accept' | 'reject' | null;
  note: Notice | null;
  onAccept: () => void;
  onReject: () => void;
  /** The status cell takes focus after a decision, as the buttons that had it are gone. */
  statusRef: (element: HTMLDivElement | null) => void;
}

/** A row with nothing to do: the spec's "-". */
const noAction = <span data-testid="request-actions">-</span>;

function RequestRow({ row, busy, note, onAccept, onReject, statusRef }: RowProps) {
  const hintId = useId();
  const t = useT('owner');
  const tb = useT('buyer');
  const status = useLineStatus()(row.status);
  // The contract's state machine decides the buttons, as the server enforces the same moves.
  const decidable = canMoveOrderItem(row.status, 'accepted', 'decider') || canMoveOrderItem(row.status, 'rejected', 'decider');
  const name = t('requests.name', { title: row.product_title, customer: row.customer_name });
  return (
    <tr data-testid={`request-row-${row.item_id}`} className={CARD_ROW}>
      <Cell label={t('col.product')} className="max-md:col-span-2 md:min-w-48">
        <span className="font-semibold text-stone-900">{row.product_title}</span>
        <span className="mt-0.5 block text-xs text-stone-600">
          {t('requests.orderLine', { order: row.order_number, kind: lineKind(tb, row.type, row.months) })}
        </span>
      </Cell>
      <Cell label={t('col.customer')} className="max-md:col-span-2 md:min-w-48 md:max-w-64">
        <span className="font-medium text-stone-900">{row.customer_name}</span>
        <BuyerRating rating={row.buyer_rating} />
        <DeliveryFacts row={row} />
      </Cell>
      <Cell label={t('col.quantity')}>{row.quantity}</Cell>
      <Cell label={t('col.total')} className="whitespace-nowrap">
        {formatPrice(row.total_amount)}
      </Cell>
      <Cell label={t('col.status')}>
        <div
          ref={statusRef}
          tabIndex={-1}
          data-testid="request-status"
          className="w-fit rounded-full outline-none focus:ring-2 focus:ring-brand-600"
        >
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </div>
      </Cell>
      <Cell label={t('col.actions')} className="max-md:col-span-2 md:w-52">
        {decidable ? (
          <div className="grid gap-1.5">
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={onAccept}
                disabled={busy !== null}
                aria-label={t('requests.acceptName', { name })}
                aria-describedby={hintId}
              >
                {busy === 'accept' ? t('requests.accepting') : t('requests.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={onReject}
                disabled={busy !== null}
                aria-label={t('requests.rejectName', { name })}
                className="text-red-800 hover:border-red-600 hover:text-red-900"
              >
                {busy === 'reject' ? t('requests.rejecting') : t('requests.reject')}
              </Button>
            </div>
            <p id={hintId} className="text-xs text-stone-600">
              {t('requests.acceptHint', { amount: formatPrice(row.total_amount) })}
            </p>
          </div>
        ) : row.status === 'accepted' ? (
          // Reviews both ways: the owner rates the buyer once the line is handed over; no action before that.
          <ReviewAction side="owner" itemId={row.item_id} title={row.product_title} otherwise={noAction} />
        ) : (
          noAction
        )}
        {note ? (
          <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-2.5 py-1.5 text-xs font-medium text-red-800">
            {note.text}
          </p>
        ) : null}
      </Cell>
      <Cell label={t('col.date')} className="whitespace-nowrap">
        <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
      </Cell>
    </tr>
  );
}

/** Order Requests (§2): every line of the owner's products, with Accept and Reject on the pending ones. */
export function OrderRequestsTable({
  rows,
  stale,
  busy,
  notes,
  onAccept,
  onReject,
  statusRef,
}: {
  rows: OwnerOrderRow[];
  stale: boolean;
  busy: { itemId: number; action: 'accept' | 'reject' } | null;
  notes: Record<number, Notice>;
  onAccept: (row: OwnerOrderRow) => void;
  onReject: (row: OwnerOrderRow) => void;
  statusRef: (itemId: number, element: HTMLDivElement | null) => void;
}) {
  const t = useT('owner');
  const headings = [
    t('col.product'),
    t('col.customer'),
    t('col.quantity'),
    t('col.total'),
    t('col.status'),
    t('col.actions'),
    t('col.date'),
  ];
  return (
    <ResponsiveTable label={t('requests.table')} caption={t('requests.caption')} headings={headings} stale={stale}>
      {rows.map((row) => (
        <RequestRow
          key={row.item_id}
          row={row}
          busy={busy?.itemId === row.item_id ? busy.action : null}
          note={notes[row.item_id] ?? null}
          onAccept={() => onAccept(row)}
          onReject={() => onReject(row)}
          statusRef={(element) => statusRef(row.item_id, element)}
        />
      ))}
    </ResponsiveTable>
  );
}
