import { type BuyerOrderLine, canMoveOrderItem, ORDER_MSG, ORDER_STATUS_TONES } from '@kiraya/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { StatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { readPage } from '../../../lib/list-params';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { useKeptData } from '../../../lib/use-kept-data';
import { useRateAction } from '../../feedback';
import { ReviewAction } from '../../reviews';
import { useCancelOrderLine } from '../api/cancel-order-line';
import { useBuyerOrders } from '../api/get-buyer-orders';
import { BUYER_ORDERS_PAGE_SIZE } from '../api/query-keys';
import { LineLifeDisclosure } from '../lifecycle/line-life-entry';
import { OrderLines } from './order-lines';

/**
 * The signed-in buyer's orders, newest first (§2 /order-history and the dashboard's My Orders tab): items,
 * payment method, date and status, with Cancel on lines no owner has decided yet.
 */
export function BuyerOrdersList({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const session = useSession('user');
  const userId = session?.profile.id ?? 0;
  const [params] = useSearchParams();
  const page = readPage(params);
  const query = useBuyerOrders(userId, page, BUYER_ORDERS_PAGE_SIZE);
  const kept = useKeptData(query.data);
  const cancel = useCancelOrderLine();
  const [cancelling, setCancelling] = useState<BuyerOrderLine | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  // Lines seen accepted on this screen keep their handover panel when they move on (cancelled before the handover:
  // the panel says what was refunded instead of vanishing with its message).
  const accepted = useRef(new Set<number>());
  // Rate / stars on accepted product lines (features/feedback); its thank-you shows in the same message slot.
  const rateAction = useRateAction(userId, kept.data?.items, (text) => {
    setNote({ tone: 'success', text });
    requestAnimationFrame(() => noteRef.current?.focus());
  });
  const Heading = headingLevel;
  const t = useT('buyer');
  const tc = useT('cart');
  const localize = useLocalize();

  if (query.isPending && !kept.data) {
    return (
      <div className="space-y-3">
        <LoadingStatus label={t('orders.loading')} />
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError && !kept.data) {
    return <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const orders = kept.data?.items ?? [];
  const total = kept.data?.total ?? 0;

  const confirmCancel = () => {
    if (!cancelling) return;
    const line = cancelling;
    cancel.mutate(
      { userId, itemId: line.item_id },
      {
        onSuccess: () => setNote({ tone: 'success', text: t('orders.cancelled', { title: line.title }) }),
        onError: (error) => setNote({ tone: 'error', text: errorMessage(error, t('orders.cancelFailed')) }),
        onSettled: () => {
          setCancelling(null);
          requestAnimationFrame(() => noteRef.current?.focus());
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <LiveNote ref={noteRef} note={note} />
      {orders.length === 0 ? (
        <EmptyState title={localize(ORDER_MSG.noBuyerOrders)}>
          <p className="text-sm text-stone-700">{t('orders.emptyHint')}</p>
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'md')}>
            {t('orders.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {t('orders.count', { count: total })}
            {query.isFetching && kept.data ? t('orders.updating') : ''}
          </p>
          <ol aria-label={t('orders.list')} aria-busy={kept.stale || undefined} className={`grid gap-4 ${kept.stale ? 'opacity-60' : ''}`}>
            {orders.map((order) => (
              <li
                key={order.order_id}
                data-testid="buyer-order"
                className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <Heading className="text-lg font-semibold text-stone-950">{t('orders.number', { id: order.order_id })}</Heading>
                    <p className="text-sm text-stone-700">
                      {formatDateTime(order.created_at)} · {tc(`pay.${order.payment_method}`)}
                      {order.payment_status === 'success'
                        ? t('orders.paidDemo')
                        : order.payment_method === 'cod'
                          ? t('orders.payOnDelivery')
                          : ''}
                    </p>
                    {order.txn_id ? <p className="font-mono text-xs text-stone-600">{t('orders.txn', { id: order.txn_id })}</p> : null}
                  </div>
                  <div className="flex items-center gap-3">
                    <StatusBadge tone={ORDER_STATUS_TONES[order.status]}>{t(`orderStatus.${order.status}`)}</StatusBadge>
                    <span className="text-lg font-bold text-stone-950">{formatPrice(order.total)}</span>
                  </div>
                </div>
                <OrderLines
                  lines={order.cart_items}
                  action={(line) =>
                    canMoveOrderItem(line.status, 'cancelled', 'buyer') ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setNote(null);
                          setCancelling(line);
                        }}
                        aria-label={t('orders.cancelName', { title: line.title })}
                      >
                        {t('orders.cancel')}
                      </Button>
                    ) : (
                      rateAction(line)
                    )
                  }
                  below={(line) => {
                    if (line.status === 'accepted') accepted.current.add(line.item_id);
                    if (!accepted.current.has(line.item_id)) return null;
                    return (
                      <div className="grid w-full gap-2">
                        {line.source === 'products' && line.status === 'accepted' ? (
                          <div className="flex justify-end">
                            <ReviewAction side="user" itemId={line.item_id} title={line.title} />
                          </div>
                        ) : null}
                        <LineLifeDisclosure itemId={line.item_id} title={line.title} />
                      </div>
                    );
                  }}
                />
              </li>
            ))}
          </ol>
          <Pagination page={page} total={total} pageSize={BUYER_ORDERS_PAGE_SIZE} label={t('orders.pages')} />
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('orders.cancelTitle')}
        confirmLabel={t('orders.cancelItem')}
        cancelLabel={t('orders.keep')}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        <p>{t('orders.cancelText', { title: cancelling?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
