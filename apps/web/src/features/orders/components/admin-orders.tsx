import {
  type AdminOrder,
  CHECKOUT_FIELD_MSG,
  canMoveOrderItem,
  formatIndianMobile,
  ORDER_ITEM_STATUS_TONES,
  ORDER_MSG,
  ORDER_STATUS_TONES,
  orderItemDecider,
  telHref,
} from '@kiraya/contract';
import { useState } from 'react';
import { Announcement, FirstPageButton, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { EmptyState } from '../../../components/ui/state-panels';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { type Catalogs, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { ADMIN_ORDERS_PAGE_SIZE } from '../api/admin-query-keys';
import { useDecideOrderLine } from '../api/decide-order-line';
import { useAdminOrders } from '../api/get-admin-orders';
import { dateRangeError, hasOrderFilters, OrderFilters, type OrderFilterValues, readOrderFilters } from './order-filters';

type Line = AdminOrder['cart_items'][number];

type AdminT = TFunction<Catalogs['admin']>;

const headersOf = (t: AdminT) =>
  [
    t('aorders.col.id'),
    t('aorders.col.customer'),
    t('aorders.col.address'),
    t('aorders.col.payment'),
    t('col.status'),
    t('aorders.col.items'),
    t('aorders.col.date'),
  ] as const;

/** "₹1,500/month × 2 months" for rents, "₹14,500 each" for several bought, the price alone otherwise. */
function linePrice(t: AdminT, line: Line): string {
  if (line.months !== null) return t('aorders.rentPrice', { price: formatPrice(line.price, { perMonth: true }), count: line.months });
  return line.quantity > 1 ? t('aorders.each', { price: formatPrice(line.price) }) : formatPrice(line.price);
}

function LineItem({
  order,
  line,
  busy,
  onAccept,
  onReject,
}: {
  order: AdminOrder;
  line: Line;
  busy: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const t = useT('admin');
  const decider = orderItemDecider(line.source);
  // Ads have no owner account, so an admin decides their lines; product lines belong to their owner.
  const canAccept = decider === 'admin' && canMoveOrderItem(line.status, 'accepted', 'decider');
  const canReject = decider === 'admin' && canMoveOrderItem(line.status, 'rejected', 'decider');
  const name = t('aorders.lineName', { title: line.title, id: String(order.order_id) });
  return (
    <li data-testid={`order-line-${line.item_id}`} className="grid gap-1.5 py-2 first:pt-0 last:pb-0">
      <p className="font-semibold break-words text-stone-900">
        {line.title} <span className="font-normal whitespace-nowrap text-stone-700">x {line.quantity}</span>
      </p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StatusBadge tone={ORDER_ITEM_STATUS_TONES[line.status]}>{t(`status.${line.status}`)}</StatusBadge>
        <span className="text-stone-700 tabular-nums">
          {linePrice(t, line)} = <span className="font-medium text-stone-900">{formatPrice(line.total)}</span>
        </span>
      </div>
      <p className="text-xs text-stone-600">
        {line.source === 'listings'
          ? t('aorders.adRented')
          : line.months !== null
            ? t('aorders.productRented')
            : t('aorders.productBought')}
        {line.status === 'pending' ? (decider === 'admin' ? t('aorders.byAdmin') : t('aorders.byOwner')) : ''}
      </p>
      {canAccept || canReject ? (
        <div className="flex flex-wrap gap-2 pt-0.5">
          {canAccept ? (
            <Button size="sm" onClick={onAccept} disabled={busy} aria-label={t('aorders.acceptLabel', { name })}>
              {busy ? t('aorders.working') : t('aorders.accept')}
            </Button>
          ) : null}
          {canReject ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onReject}
              disabled={busy}
              aria-label={t('aorders.rejectLabel', { name })}
              className="text-red-800 hover:border-red-600 hover:text-red-900"
            >
              {t('aorders.reject')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function OrderRow({
  order,
  busyLine,
  onAccept,
  onReject,
}: {
  order: AdminOrder;
  busyLine: number | null;
  onAccept: (line: Line) => void;
  onReject: (line: Line) => void;
}) {
  const t = useT('admin');
  return (
    <tr data-testid={`order-row-${order.order_id}`} className={`${CARD_ROW} align-top`}>
      <Cell label={t('aorders.col.id')} className="whitespace-nowrap">
        <span className="font-semibold text-stone-950 tabular-nums">#{order.order_id}</span>
      </Cell>
      <Cell label={t('aorders.col.customer')} className="md:min-w-40 md:max-w-56">
        <p className="font-semibold break-words text-stone-900">{order.name}</p>
        <p className="text-stone-700 [overflow-wrap:anywhere]">{order.email}</p>
      </Cell>
      <Cell label={t('aorders.col.address')} className="md:min-w-36 md:max-w-48">
        <p className="break-words">{order.address}</p>
        <p className="text-stone-700">
          {order.city} {order.zip}
        </p>
        {order.locality ? <p className="text-stone-700">{order.locality}</p> : null}
        {order.phone ? (
          <a href={telHref(order.phone)} className="font-medium text-brand-800 underline underline-offset-2">
            {formatIndianMobile(order.phone)}
          </a>
        ) : null}
      </Cell>
      <Cell label={t('aorders.col.payment')} className="md:min-w-24">
        {t(`method.${order.payment_method}`)}
      </Cell>
      <Cell label={t('col.status')}>
        <span data-testid="order-status">
          <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{t(`status.${order.status}`)}</StatusBadge>
        </span>
      </Cell>
      <Cell label={t('aorders.col.items')} className="max-md:order-2 max-md:col-span-2 md:min-w-64 md:w-[24rem]">
        <ul aria-label={t('aorders.itemsOf', { id: String(order.order_id) })} className="divide-y divide-stone-200">
          {order.cart_items.map((line) => (
            <LineItem
              key={line.item_id}
              order={order}
              line={line}
              busy={busyLine === line.item_id}
              onAccept={() => onAccept(line)}
              onReject={() => onReject(line)}
            />
          ))}
        </ul>
        <p className="mt-2 border-t border-stone-300 pt-2 font-semibold text-stone-950 tabular-nums">
          {t('aorders.total', { amount: formatPrice(order.total) })}
        </p>
      </Cell>
      {/* On a phone card the date joins the short fields above the items. */}
      <Cell label={t('aorders.col.date')} className="whitespace-nowrap max-md:order-1">
        <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
      </Cell>
    </tr>
  );
}

/**
 * Admin Orders (§2 'All Orders'): every order with customer, address, payment, derived status and
 * lines; filters in the URL; Accept / Reject on pending ad lines (product lines are their owners' call).
 */
export function AdminOrders() {
  const { searchParams, page, setParams } = useListParams();
  const filters = readOrderFilters(searchParams);
  const rangeError = dateRangeError(filters);
  const query = useAdminOrders({ page, limit: ADMIN_ORDERS_PAGE_SIZE, ...filters }, rangeError === null);
  const decide = useDecideOrderLine();
  const t = useT('admin');
  const localize = useLocalize();
  const [rejecting, setRejecting] = useState<{ order: AdminOrder; line: Line } | null>(null);
  // The line's buttons disappear once decided, so focus goes to the message that says what happened.
  const { note, setNote, announce, ref } = useAnnouncement();

  const applyFilters = (next: OrderFilterValues) => {
    setNote(null);
    setParams({ status: next.status, from: next.from, to: next.to });
  };
  const clearFilters = () => applyFilters({});

  const decideLine = (order: AdminOrder, line: Line, action: 'accept' | 'reject') => {
    decide.mutate(
      { itemId: line.item_id, action },
      {
        onSuccess: () =>
          announce({
            tone: 'success',
            text: t(action === 'accept' ? 'aorders.accepted' : 'aorders.rejected', { title: line.title, id: String(order.order_id) }),
          }),
        onError: (error) => announce({ tone: 'error', text: errorMessage(error, CHECKOUT_FIELD_MSG.decideFailed(action, line.title)) }),
        onSettled: () => setRejecting(null),
      },
    );
  };

  const busyLine = decide.isPending ? (decide.variables?.itemId ?? null) : null;
  const filtered = hasOrderFilters(filters);

  return (
    <div className="space-y-4">
      <OrderFilters value={filters} onApply={applyFilters} onClear={clearFilters} />
      <Announcement note={note} noteRef={ref} />
      <PagedTable
        query={query}
        page={page}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
        // Nothing is asked while the range is backwards: the message sits next to the fields.
        blocked={rangeError ? <EmptyState title={t('aorders.fixDates')} /> : undefined}
        loadingLabel={t('aorders.loading')}
        empty={
          <EmptyState title={filtered ? t('aorders.noMatch') : page > 1 ? t('aorders.noneOnPage') : localize(ORDER_MSG.noAdminOrders)}>
            {filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t('filters.clear')}
              </Button>
            ) : page > 1 ? (
              <FirstPageButton />
            ) : null}
          </EmptyState>
        }
        plural={(total) => t('aorders.plural', { count: total })}
        label={t('card.totalOrders.action')}
        caption={t('aorders.caption', { page })}
        headings={headersOf(t)}
        row={(order) => (
          <OrderRow
            key={order.order_id}
            order={order}
            busyLine={busyLine}
            onAccept={(line) => decideLine(order, line, 'accept')}
            onReject={(line) => setRejecting({ order, line })}
          />
        )}
        pagesLabel={t('aorders.pages')}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('aorders.rejectTitle', { title: rejecting?.line.title ?? '' })}
        confirmLabel={t('aorders.reject')}
        busy={decide.isPending}
        onConfirm={() => rejecting && decideLine(rejecting.order, rejecting.line, 'reject')}
        onCancel={() => setRejecting(null)}
      >
        <p>{t('aorders.rejectBody', { id: String(rejecting?.order.order_id ?? ''), name: rejecting?.order.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
