import type { ExtensionQuote, ExtensionView, LineLifecycle } from '@kiraya/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveNote, type Note } from '../../../components/ui/live-note';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { NumberStepper } from '../../../components/ui/number-stepper';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { type BadgeTone, StatusBadge } from '../../../components/ui/status-badge';
import { apiSend, errorMessage } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n';
import { type LineSide, lineLifecycleKeys } from './lifecycle-api';

// Extending a running rental (docs/renting.md "Extending a rental"): the buyer picks how many more months, sees the
// server's price and new end date, and sends the request (or withdraws it while it waits); the owner sees the request
// with its price and accepts or declines it. Shown inside the line's handover panel.

const extensionsPath = (itemId: number) => `/api/orders/items/${itemId}/extensions`;

const STATUS_TONES: Record<ExtensionView['status'], BadgeTone> = {
  requested: 'yellow',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'grey',
};

type Action = 'accept' | 'decline' | 'withdraw';

/** POST …/extensions (ask) and …/extensions/:id/{accept,decline,withdraw}; the line is refetched either way. */
function useExtensionSend(side: LineSide, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { months: number } | { action: Action; id: number }) =>
      'months' in input
        ? apiSend<ExtensionView>('POST', extensionsPath(itemId), { role: side, body: { months: input.months } })
        : apiSend<ExtensionView>('POST', `${extensionsPath(itemId)}/${input.id}/${input.action}`, { role: side }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lineLifecycleKeys.line(side, itemId) }),
  });
}

/** The line's extension requests and what the viewer may do about them; nothing for a sale. */
export function LineExtension({ side, itemId, title, life }: { side: LineSide; itemId: number; title: string; life: LineLifecycle }) {
  const t = useT('buyer');
  const [note, setNote] = useState<Note | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  if (life.kind !== 'rent') return null;
  const open = life.extensions.find((e) => e.status === 'requested') ?? null;
  const earlier = life.extensions.filter((e) => e !== open);
  const canAsk = life.next.includes('request_extension');
  if (!open && earlier.length === 0 && !canAsk && life.stage !== 'active') return null;
  const say = (next: Note) => {
    setNote(next);
    requestAnimationFrame(() => noteRef.current?.focus());
  };

  return (
    <section
      aria-label={t('ext.headingOf', { title })}
      data-testid="line-extension"
      className="space-y-3 rounded-xl border border-stone-200 p-3"
    >
      <h4 className="text-sm font-semibold text-stone-800">{t('ext.heading')}</h4>
      <LiveNote ref={noteRef} note={note} />
      {side === 'owner' ? (
        <OwnerExtension itemId={itemId} title={title} life={life} open={open} answered={earlier.length > 0} onNote={say} />
      ) : (
        <BuyerExtension itemId={itemId} title={title} life={life} open={open} canAsk={canAsk} onNote={say} />
      )}
      {earlier.length > 0 ? (
        <div className="space-y-1">
          <p className="text-xs font-semibold text-stone-600">{t('ext.earlier')}</p>
          <ul className="space-y-1 text-sm">
            {earlier.map((e) => (
              <ExtensionRow key={e.id} extension={e} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function ExtensionRow({ extension }: { extension: ExtensionView }) {
  const t = useT('buyer');
  const format = useFormat();
  return (
    <li data-testid="extension-row" className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <StatusBadge tone={STATUS_TONES[extension.status]}>{t(`ext.status.${extension.status}`)}</StatusBadge>
      <span className="text-stone-800">
        {t('ext.row', { count: extension.months, date: format.date(extension.to_end_date), total: format.money(extension.total) })}
      </span>
    </li>
  );
}

/** The buyer: "Extend rental" with the months picker and the server's quote, or the waiting request with Withdraw. */
function BuyerExtension({
  itemId,
  title,
  life,
  open,
  canAsk,
  onNote,
}: {
  itemId: number;
  title: string;
  life: LineLifecycle;
  open: ExtensionView | null;
  canAsk: boolean;
  onNote: (note: Note) => void;
}) {
  const t = useT('buyer');
  const format = useFormat();
  const send = useExtensionSend('user', itemId);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [months, setMonths] = useState(1);
  const max = life.extension_max_months ?? 0;
  const quote = useQuery({
    queryKey: ['line-extension-quote', itemId, months],
    queryFn: ({ signal }) => apiSend<ExtensionQuote>('GET', `${extensionsPath(itemId)}/quote?months=${months}`, { role: 'user', signal }),
    enabled: asking,
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setAsking(false);
    setWithdrawing(false);
    send.reset();
  };
  const sendError = send.isError ? errorMessage(send.error, t('life.failed')) : null;

  if (open) {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone="yellow">{t('ext.status.requested')}</StatusBadge>
          <p className="text-sm text-stone-800">
            {t('ext.pending', { count: open.months, date: format.date(open.to_end_date), total: format.money(open.total) })}
          </p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('ext.withdrawOf', { title })}
          onClick={() => {
            send.reset();
            setWithdrawing(true);
          }}
        >
          {t('ext.withdraw')}
        </Button>
        <ConfirmDialog
          open={withdrawing}
          title={t('ext.withdrawTitle')}
          confirmLabel={t('ext.withdraw')}
          cancelLabel={t('ext.keep')}
          busy={send.isPending}
          onCancel={close}
          onConfirm={() =>
            send.mutate(
              { action: 'withdraw', id: open.id },
              {
                onSuccess: () => {
                  close();
                  onNote({ tone: 'success', text: t('ext.withdrawn') });
                },
              },
            )
          }
        >
          <p>{t('ext.withdrawText', { title })}</p>
          {sendError ? (
            <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {sendError}
            </p>
          ) : null}
        </ConfirmDialog>
      </div>
    );
  }
  if (!canAsk) return <p className="text-sm text-stone-700">{t('ext.notNow')}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">{t('ext.hint')}</p>
      <Button
        size="sm"
        aria-label={t('ext.extendOf', { title })}
        onClick={() => {
          send.reset();
          setMonths(1);
          setAsking(true);
        }}
      >
        {t('ext.extend')}
      </Button>
      <ModalDialog open={asking} title={t('ext.title')} description={t('ext.lead', { title })} busy={send.isPending} onClose={close}>
        <div className="space-y-4">
          <NumberStepper
            label={t('ext.months')}
            unit={t('ext.monthsUnit')}
            value={months}
            min={1}
            max={Math.max(1, max)}
            onChange={setMonths}
            hint={t('ext.monthsHint', { count: max })}
          />
          <QuoteBox
            quote={quote.data}
            pending={quote.isPending}
            fetching={quote.isFetching}
            error={quote.isError ? quote.error : null}
            onRetry={() => quote.refetch()}
          />
          {sendError ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {sendError}
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t('life.cancel')}
          </Button>
          <Button
            onClick={() =>
              send.mutate(
                { months },
                {
                  onSuccess: () => {
                    close();
                    onNote({ tone: 'success', text: t('ext.sent') });
                  },
                },
              )
            }
            disabled={send.isPending || !quote.data || quote.data.months !== months}
          >
            {send.isPending ? t('ext.sending') : t('ext.send')}
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}

/** The server's price of the months picked, before the buyer sends anything. */
function QuoteBox({
  quote,
  pending,
  fetching,
  error,
  onRetry,
}: {
  quote: ExtensionQuote | undefined;
  pending: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useT('buyer');
  const format = useFormat();
  if (error) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50/60 p-3 text-sm">
        <p className="font-semibold text-red-800">{errorMessage(error, t('ext.quoteFailed'))}</p>
        <Button size="sm" variant="secondary" onClick={onRetry} disabled={fetching}>
          {fetching ? t('life.retrying') : t('life.retry')}
        </Button>
      </div>
    );
  }
  if (pending || !quote) {
    return (
      <div className="space-y-2">
        <LoadingStatus label={t('ext.quoteLoading')} />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  return (
    <dl
      data-testid="extension-quote"
      aria-busy={fetching}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-3 text-sm"
    >
      <dt className="text-stone-600">{t('ext.monthly')}</dt>
      <dd className="text-right font-semibold text-stone-900">
        {quote.quantity > 1
          ? t('ext.monthlyUnits', { price: format.money(quote.monthly_price), quantity: quote.quantity })
          : format.money(quote.monthly_price, { perMonth: true })}
      </dd>
      <dt className="text-stone-600">{t('ext.endsNow')}</dt>
      <dd className="text-right text-stone-900">{format.date(quote.from_end_date)}</dd>
      <dt className="text-stone-600">{t('ext.newEnd')}</dt>
      <dd className="text-right font-semibold text-stone-900">{format.date(quote.to_end_date)}</dd>
      <dt className="text-stone-600">{t('ext.total', { count: quote.months })}</dt>
      <dd className="text-right text-base font-bold text-stone-950">{format.money(quote.total)}</dd>
    </dl>
  );
}

/** The owner: the waiting request with its price and new end date, Accept and Decline, each confirmed first. */
function OwnerExtension({
  itemId,
  title,
  life,
  open,
  answered,
  onNote,
}: {
  itemId: number;
  title: string;
  life: LineLifecycle;
  open: ExtensionView | null;
  /** Earlier requests were answered: "none waiting" rather than "never asked". */
  answered: boolean;
  onNote: (note: Note) => void;
}) {
  const t = useT('owner');
  const format = useFormat();
  const send = useExtensionSend('owner', itemId);
  const [asking, setAsking] = useState<'accept' | 'decline' | null>(null);
  if (!open) return <p className="text-sm text-stone-700">{t(answered ? 'extension.noneWaiting' : 'extension.empty')}</p>;
  const close = () => {
    setAsking(null);
    send.reset();
  };
  const answer = (action: 'accept' | 'decline') =>
    send.mutate(
      { action, id: open.id },
      {
        onSuccess: () => {
          close();
          onNote({
            tone: 'success',
            text: action === 'accept' ? t('extension.accepted', { date: format.date(open.to_end_date) }) : t('extension.declined'),
          });
        },
      },
    );
  const canAccept = life.next.includes('accept_extension');
  const canDecline = life.next.includes('decline_extension');
  const sendError = send.isError ? errorMessage(send.error, t('extension.failed')) : null;
  const errorBox = sendError ? (
    <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {sendError}
    </p>
  ) : null;
  return (
    <div className="space-y-2" data-testid="extension-request">
      <p className="text-sm text-stone-900">{t('extension.request', { count: open.months, date: format.date(open.to_end_date) })}</p>
      <p className="text-sm text-stone-700">
        {t('extension.price', { total: format.money(open.total), monthly: format.money(open.monthly_price, { perMonth: true }) })}
      </p>
      {!canAccept && canDecline ? <p className="text-sm text-stone-700">{t('extension.movedOn')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {canAccept ? (
          <Button size="sm" aria-label={t('extension.acceptOf', { title })} onClick={() => setAsking('accept')}>
            {t('extension.accept')}
          </Button>
        ) : null}
        {canDecline ? (
          <Button size="sm" variant="secondary" aria-label={t('extension.declineOf', { title })} onClick={() => setAsking('decline')}>
            {t('extension.decline')}
          </Button>
        ) : null}
      </div>
      <ModalDialog open={asking === 'accept'} title={t('extension.acceptTitle')} busy={send.isPending} onClose={close}>
        <p className="text-stone-700">
          {t('extension.acceptText', { title, date: format.date(open.to_end_date), total: format.money(open.total) })}
        </p>
        {errorBox}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} autoFocus disabled={send.isPending}>
            {t('extension.notNow')}
          </Button>
          <Button onClick={() => answer('accept')} disabled={send.isPending}>
            {send.isPending ? t('extension.working') : t('extension.accept')}
          </Button>
        </div>
      </ModalDialog>
      <ConfirmDialog
        open={asking === 'decline'}
        title={t('extension.declineTitle')}
        confirmLabel={t('extension.decline')}
        cancelLabel={t('extension.notNow')}
        busy={send.isPending}
        onCancel={close}
        onConfirm={() => answer('decline')}
      >
        <p>{t('extension.declineText', { title, date: life.end_date ? format.date(life.end_date) : '' })}</p>
        {errorBox}
      </ConfirmDialog>
    </div>
  );
}
