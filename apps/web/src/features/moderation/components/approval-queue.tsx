import { ADMIN_MSG, APPROVAL_UNDO_SECONDS, type ApprovalRequest, MODERATION_MSG, OFFER_TEXT, TRUST_MSG } from '@kiraya/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage, TextAreaField } from '../../../components/ui/form';
import { Pagination } from '../../../components/ui/pagination';
import { LoadingStatus, Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-panels';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { type Catalogs, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { useKeptData } from '../../../lib/use-kept-data';
import { offerOf, offerPriceText } from '../../catalogue';
import { type Decision, useDecideRequest } from '../api/decide-request';
import { useApprovalRequests } from '../api/get-approval-requests';
import { useUndoApproval } from '../api/undo-approval';
import { valueLabel } from './admin-table';
import { Thumbnail } from './item-bits';
import { RequestDetailDialog } from './request-detail';

type AdminT = TFunction<Catalogs['admin']>;

const TYPES = ['rent', 'sale', 'ad'] as const;
/** 'Rent', 'Sale', 'Ad (buyer listing)' in the active language; an unknown type as it is. */
export const typeLabel = (t: AdminT, type: string) =>
  (TYPES as readonly string[]).includes(type) ? t(`queue.type.${type as 'rent'}`) : type;

/** The server's 'Approved “Sofa”.' / 'Rejected “Sofa”.' in the active language (anything else as it came). */
function decisionText(t: AdminT, message: string): string {
  const match = /^(Approved|Rejected) “(.*)”\.$/s.exec(message);
  if (!match) return message;
  return t(match[1] === 'Approved' ? 'queue.approved' : 'queue.rejected', { title: match[2] ?? '' });
}

function RequestCard({
  request,
  busy,
  onReview,
  headingLevel,
}: {
  request: ApprovalRequest;
  busy: boolean;
  onReview: () => void;
  headingLevel: 'h2' | 'h3';
}) {
  const t = useT('admin');
  const tt = useT('trust');
  const title = request.title.trim() || t('queue.untitled');
  const Heading = headingLevel;
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-stone-200/70">
      <Thumbnail src={request.image} className="aspect-[4/3] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="line-clamp-2 text-base font-semibold text-stone-950" title={title}>
          {title}
        </Heading>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">{t('queue.owner')}</dt>
          <dd className="truncate font-medium text-stone-900">{request.ownerName.trim() || t('queue.unknownOwner')}</dd>
          <dt className="text-stone-600">{t('queue.type')}</dt>
          <dd className="text-stone-900">{typeLabel(t, request.type)}</dd>
          <dt className="text-stone-600">{t('col.category')}</dt>
          <dd className="text-stone-900">{valueLabel(t, request.category)}</dd>
          <dt className="text-stone-600">{t('col.price')}</dt>
          <dd className="text-stone-900 tabular-nums">
            <OfferLine request={request} />
          </dd>
          <dt className="text-stone-600">{t('queue.postedOn')}</dt>
          <dd className="text-stone-900">{formatDate(request.date)}</dd>
        </dl>
        {/* Approve and Reject come after the whole item is seen: in the review dialog. */}
        <div className="mt-auto flex gap-2 pt-1">
          <Button size="sm" className="flex-1" onClick={onReview} disabled={busy} aria-label={tt('queue.reviewLabel', { title })}>
            {tt('queue.review')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function QueueSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have no identity
        <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/70">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <SkeletonLines className="space-y-2 p-4" lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3', 'h-9 w-full']} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The approval queue (GET /api/admin/requests) as cards with working Approve and Reject (with an
 * optional reason). A decided card leaves the list; a 409 (decided elsewhere) shows the server's
 * message and refreshes. `heading` gets the queue's total (X-Total-Count).
 */
export function ApprovalQueue({
  page,
  limit,
  heading,
  paginate = true,
  footer,
  cardHeading = 'h2',
}: {
  page: number;
  limit: number;
  heading: (total: number | null) => ReactNode;
  paginate?: boolean;
  /** Shown under the cards when there are some (e.g. a link to the full queue). */
  footer?: (total: number) => ReactNode;
  cardHeading?: 'h2' | 'h3';
}) {
  const query = useApprovalRequests({ page, limit });
  const t = useT('admin');
  const localize = useLocalize();
  const kept = useKeptData(query.data);
  const decide = useDecideRequest();
  const undoApproval = useUndoApproval();
  const [reviewing, setReviewing] = useState<ApprovalRequest | null>(null);
  const [undo, setUndo] = useState<{ id: string; title: string; until: number } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalRequest | null>(null);
  const [reason, setReason] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const [focusNotice, setFocusNotice] = useState(0);

  // The decided card is gone: focus moves to the message saying what happened.
  useEffect(() => {
    if (focusNotice > 0) noticeRef.current?.focus();
  }, [focusNotice]);

  const run = (decision: Decision, fallback: string, title = '') => {
    setNotice(null);
    setUndo(null);
    decide.mutate(decision, {
      onSuccess: (response) => {
        setRejecting(null);
        setReviewing(null);
        setReason('');
        setNotice({ tone: 'success', text: decisionText(t, response.message) });
        // The server keeps the window (its clock); this side counts it down from now, a little short to be safe.
        if (decision.action === 'approve' && response.undo_until)
          setUndo({ id: decision.id, title, until: Date.now() + APPROVAL_UNDO_SECONDS * 1000 - 300 });
        else setFocusNotice((n) => n + 1);
      },
      onError: (error) => {
        setRejecting(null);
        setReviewing(null);
        setNotice({ tone: 'error', text: errorMessage(error, fallback) });
        setFocusNotice((n) => n + 1);
      },
    });
  };

  const takeBack = (id: string) => {
    undoApproval.mutate(id, {
      onSuccess: (response) => {
        setUndo(null);
        setNotice({ tone: 'success', text: localize(response.message) });
        setFocusNotice((n) => n + 1);
      },
      onError: (error) => {
        setUndo(null);
        setNotice({ tone: 'error', text: errorMessage(error, localize(TRUST_MSG.undoExpired)) });
        setFocusNotice((n) => n + 1);
      },
    });
  };

  const total = kept.data?.total ?? null;
  const items = kept.data?.items ?? [];

  return (
    <div className="space-y-5">
      {heading(total)}
      <div ref={noticeRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      </div>
      {undo ? <UndoBar undo={undo} busy={undoApproval.isPending} onUndo={() => takeBack(undo.id)} onExpire={() => setUndo(null)} /> : null}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : !kept.data ? (
        <>
          <LoadingStatus label={t('queue.loading')} />
          <QueueSkeleton count={Math.min(limit, 4)} />
        </>
      ) : items.length === 0 ? (
        <EmptyState title={localize(ADMIN_MSG.noPending)} />
      ) : (
        <>
          <ul
            aria-busy={kept.stale || undefined}
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${kept.stale ? 'opacity-60' : ''}`}
          >
            {items.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                headingLevel={cardHeading}
                busy={decide.isPending}
                onReview={() => setReviewing(request)}
              />
            ))}
          </ul>
          {footer && total !== null ? footer(total) : null}
        </>
      )}
      {paginate && total !== null ? <Pagination page={page} total={total} pageSize={limit} label={t('queue.pages')} /> : null}
      <RequestDetailDialog
        request={reviewing}
        busy={decide.isPending}
        offerLine={(request) => <OfferLine request={request} />}
        onClose={() => setReviewing(null)}
        onApprove={(request) =>
          run({ id: request.id, action: 'approve' }, localize(MODERATION_MSG.approveFailed), request.title.trim() || t('queue.untitled'))
        }
        onReject={(request) => {
          setReviewing(null);
          setReason('');
          setRejecting(request);
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('queue.rejectTitle', { title: rejecting?.title.trim() || t('queue.untitled') })}
        confirmLabel={t('queue.reject')}
        busy={decide.isPending}
        onConfirm={() => rejecting && run({ id: rejecting.id, action: 'reject', reason }, localize(MODERATION_MSG.rejectFailed))}
        onCancel={() => setRejecting(null)}
      >
        <div className="grid gap-3">
          <p>{t('queue.rejectBody')}</p>
          <TextAreaField
            label={t('queue.reasonLabel')}
            value={reason}
            maxLength={500}
            hint={t('queue.reasonHint', { count: reason.length, max: 500 })}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** The offer under review in one line: "For rent · ₹900/month · ₹1,800 deposit · min 3 months", "For sale · ₹14,500". */
function OfferLine({ request }: { request: ApprovalRequest }) {
  const localize = useLocalize();
  const text = offerPriceText(offerOf({ source: request.source, price: request.price, rent_price: null, offer: request.offer }));
  const parts = [text.tag, text.sale, text.monthly ? `${text.monthly}${localize(OFFER_TEXT.perMonth)}` : null, text.terms].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/**
 * After an approval: "Undo" for the server's window, focused at once (keyboard users are on it; screen readers hear
 * the approval in the live message above, and the button names what it undoes). The countdown is not a live region,
 * so it is not read out every second.
 */
function UndoBar({
  undo,
  busy,
  onUndo,
  onExpire,
}: {
  undo: { id: string; title: string; until: number };
  busy: boolean;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const t = useT('trust');
  const [now, setNow] = useState(() => Date.now());
  const button = useRef<HTMLButtonElement>(null);
  const left = Math.max(0, Math.ceil((undo.until - now) / 1000));
  // After the review dialog has closed and handed focus back (to a card that is gone): then onto Undo.
  useEffect(() => {
    const timer = setTimeout(() => button.current?.focus(), 60);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && !busy) onExpire();
  }, [left, busy, onExpire]);
  return (
    <div
      data-testid="undo-approval"
      className="sticky bottom-4 z-20 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-stone-900 px-4 py-3 text-white shadow-2xl"
    >
      <p className="text-sm">{t('queue.undoLeft', { count: left })}</p>
      <button
        ref={button}
        type="button"
        onClick={onUndo}
        disabled={busy}
        aria-label={t('queue.undoLabel', { title: undo.title })}
        className="inline-flex min-h-11 items-center rounded-xl bg-white px-4 text-sm font-semibold text-stone-950 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:opacity-60"
      >
        {busy ? t('queue.undoing') : t('queue.undo')}
      </button>
    </div>
  );
}
