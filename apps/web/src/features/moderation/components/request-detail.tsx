import type { ApprovalRequest, ApprovalRequestDetail } from '@kiraya/contract';
import { localityBySlug } from '@kiraya/contract/catalogue/localities';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { formatDate } from '../../../lib/dates';
import { useLanguage, useT } from '../../../lib/i18n';
import { OwnerVerifiedBadge, PhotoGallery } from '../../catalogue';
import { useApprovalRequest } from '../api/get-approval-request';
import { valueLabel } from './admin-table';

const PHOTO_SIZES = '(min-width: 896px) 420px, 92vw';

function Submitter({ detail }: { detail: ApprovalRequestDetail }) {
  const t = useT('trust');
  const s = detail.submitter;
  if (!s) return <p className="text-sm text-stone-700">{t('queue.unknownSubmitter')}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="submitter-history">
      <dt className="text-stone-600">{t('queue.submitter')}</dt>
      <dd className="font-medium text-stone-900">{s.name}</dd>
      <dt className="text-stone-600">{t('queue.memberSince')}</dt>
      <dd className="text-stone-900">{formatDate(s.member_since)}</dd>
      <dt className="text-stone-600">{t('queue.status')}</dt>
      <dd className="text-stone-900">
        {s.verified === null ? t('queue.buyerAd') : s.verified ? <OwnerVerifiedBadge /> : t('queue.notVerified')}
      </dd>
      <dt className="text-stone-600">{t('queue.history')}</dt>
      <dd className="text-stone-900">{t('queue.historyText', { approved: s.approved, rejected: s.rejected })}</dd>
      {s.orders_completed !== null ? (
        <>
          <dt className="text-stone-600">{t('queue.orders')}</dt>
          <dd className="text-stone-900 tabular-nums">{s.orders_completed}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One request in full before a decision: every photo (full size, arrow keys, zoom), the description, the offer, the
 * place, and the submitter's history; Approve and Reject at the foot. `offerLine` renders the queue's offer text.
 */
export function RequestDetailDialog({
  request,
  busy,
  onApprove,
  onReject,
  onClose,
  offerLine,
}: {
  request: ApprovalRequest | null;
  busy: boolean;
  onApprove: (request: ApprovalRequest) => void;
  onReject: (request: ApprovalRequest) => void;
  onClose: () => void;
  offerLine: (request: ApprovalRequest) => React.ReactNode;
}) {
  const t = useT('trust');
  const ta = useT('admin');
  const language = useLanguage();
  const query = useApprovalRequest(request?.id ?? null);
  const title = request ? request.title.trim() || ta('queue.untitled') : '';
  const detail = query.data;
  const place = detail ? localityBySlug(detail.locality) : undefined;
  const [seen, setSeen] = useState(false);
  useEffect(() => setSeen(Boolean(detail)), [detail]);
  return (
    <ModalDialog open={request !== null} wide title={t('queue.detailTitle', { title })} busy={busy} onClose={onClose}>
      {!request ? null : query.isError ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : !detail ? (
        <LoadingStatus label={t('queue.detailLoading')} />
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2" data-testid="request-detail">
          <section
            aria-label={t('queue.photos', { count: detail.photos.length })}
            className="overflow-hidden rounded-2xl ring-1 ring-stone-200"
          >
            <PhotoGallery photos={detail.photos} title={detail.title} sizes={PHOTO_SIZES} />
          </section>
          <div className="grid content-start gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">{ta('col.category')}</dt>
              <dd className="text-stone-900">{valueLabel(ta, detail.category)}</dd>
              <dt className="text-stone-600">{t('queue.offer')}</dt>
              <dd className="text-stone-900 tabular-nums">{offerLine(detail)}</dd>
              <dt className="text-stone-600">{t('queue.place')}</dt>
              <dd className="text-stone-900">
                {[place ? (language === 'hi' ? place.nameHi : place.name) : null, detail.location, detail.city].filter(Boolean).join(', ')}
              </dd>
              {detail.condition ? (
                <>
                  <dt className="text-stone-600">{t('queue.condition')}</dt>
                  <dd className="text-stone-900">{valueLabel(ta, detail.condition)}</dd>
                </>
              ) : null}
              <dt className="text-stone-600">{ta('queue.postedOn')}</dt>
              <dd className="text-stone-900">{formatDate(detail.date)}</dd>
            </dl>
            <section aria-labelledby="request-description">
              <h3 id="request-description" className="text-sm font-semibold text-stone-800">
                {t('queue.description')}
              </h3>
              <p className="mt-1 max-h-60 overflow-y-auto whitespace-pre-line text-stone-800">{detail.description}</p>
            </section>
            <Submitter detail={detail} />
          </div>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('queue.close')}
        </Button>
        <Button
          variant="secondary"
          className="text-red-800 hover:border-red-600 hover:text-red-900"
          disabled={busy || !seen}
          onClick={() => request && onReject(request)}
          aria-label={ta('queue.rejectLabel', { title })}
        >
          {ta('queue.reject')}
        </Button>
        <Button disabled={busy || !seen} onClick={() => request && onApprove(request)} aria-label={ta('queue.approveLabel', { title })}>
          {ta('queue.approve')}
        </Button>
      </div>
    </ModalDialog>
  );
}
