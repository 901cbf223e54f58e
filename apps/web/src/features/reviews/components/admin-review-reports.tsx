import { type AdminReviewReport, REVIEW_REPORT_STATUSES, type ReviewReportStatus } from '@kiraya/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage, SelectField, TextAreaField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { Stars } from '../../feedback';
import { REVIEW_REPORTS_PAGE_SIZE } from '../api/query-keys';
import { useDecideReviewReport, useReviewReports } from '../api/review-reports';
import { NewerMore } from './newer-more';

function ReportCard({ report }: { report: AdminReviewReport }) {
  const t = useT('reviews');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const decide = useDecideReviewReport();
  const r = report.review;
  const act = (action: 'hide' | 'dismiss') =>
    decide.mutate({ id: report.id, action, note }, { onSuccess: (answer) => setDone(answer.message) });
  return (
    <li data-testid="review-report" className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <p className="text-sm text-stone-700">{t('admin.about', { author: r.author_name, subject: r.subject_name, title: r.title })}</p>
      <p className="flex items-center gap-2">
        <Stars rating={r.rating} size="sm" />
        <span className="text-xs text-stone-600">{formatDate(r.created_at)}</span>
      </p>
      <p className="text-sm whitespace-pre-line text-stone-950">{r.comment}</p>
      <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
        {t('admin.reportedBy', { name: report.reporter_name, role: t(`admin.role.${report.reporter_role}`), reason: report.reason })}
      </p>
      {report.status === 'open' && !done ? (
        <div className="grid gap-2">
          <TextAreaField
            label={t('admin.note')}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-16"
          />
          {decide.isError ? <FormMessage tone="error">{errorMessage(decide.error, t('admin.failed'))}</FormMessage> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => act('dismiss')}>
              {t('admin.dismiss')}
            </Button>
            <Button size="sm" variant="primary" disabled={decide.isPending} onClick={() => act('hide')}>
              {t('admin.hide')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-stone-700">
          {done ?? t('admin.decided', { date: report.decided_at ? formatDate(report.decided_at) : '' })}
          {report.decision_note ? ` · ${report.decision_note}` : ''}
        </p>
      )}
    </li>
  );
}

/** Admin: reported reviews (docs/reviews.md), open first; Hide (recorded, with a note) or Dismiss. */
export function AdminReviewReports() {
  const t = useT('reviews');
  const [status, setStatus] = useState<ReviewReportStatus>('open');
  const [page, setPage] = useState(1);
  const query = useReviewReports(status, page);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REVIEW_REPORTS_PAGE_SIZE));
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <SelectField
          label={t('admin.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReviewReportStatus);
            setPage(1);
          }}
          options={REVIEW_REPORT_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
        />
      </div>
      {query.isError ? <FormMessage tone="error">{errorMessage(query.error, t('admin.failed'))}</FormMessage> : null}
      {query.data && query.data.items.length === 0 ? <p className="text-sm text-stone-700">{t('admin.empty')}</p> : null}
      <ul className="grid gap-3" aria-busy={query.isFetching || undefined}>
        {(query.data?.items ?? []).map((report) => (
          <ReportCard key={`${report.id}-${report.status}`} report={report} />
        ))}
      </ul>
      <NewerMore page={page} pages={pages} setPage={setPage} label={t('admin.pages')} />
    </div>
  );
}
