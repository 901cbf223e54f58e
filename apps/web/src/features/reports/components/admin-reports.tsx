import { REPORT_MSG, REPORT_STATUSES, type Report, type ReportStatus } from '@kiraya/contract';
import { useId } from 'react';
import { Announcement, FirstPageButton, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { EmptyState } from '../../../components/ui/state-panels';
import { StatusBadge } from '../../../components/ui/status-badge';
import { readEnumParam } from '../../../components/ui/status-select';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { type Catalogs, getLanguage, LOCALES, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { type CloseReportVariables, useCloseReport } from '../api/close-report';
import { useAdminReports } from '../api/get-admin-reports';
import { ADMIN_REPORTS_PAGE_SIZE } from '../api/query-keys';

type AdminT = TFunction<Catalogs['admin']>;

const headersOf = (t: AdminT) =>
  [
    t('col.id'),
    t('queue.type'),
    t('reports.col.item'),
    t('reports.col.by'),
    t('reports.col.reason'),
    t('aorders.col.date'),
    t('table.actions'),
  ] as const;
const FAILED: Record<CloseReportVariables['action'], keyof Catalogs['admin']> = {
  delete: 'reports.deleteFailed',
  ignore: 'reports.ignoreFailed',
};
/** '4:05 pm' in the active language. */
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat(`${LOCALES[getLanguage()]}-u-nu-latn`, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

function StatusFilter({ value, onChange }: { value: ReportStatus; onChange: (status: ReportStatus) => void }) {
  const id = useId();
  const t = useT('admin');
  return (
    <search aria-label={t('reports.filter')} className="grid w-fit gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t('col.status')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ReportStatus)}
        className="block h-11 min-w-40 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
      >
        {REPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
    </search>
  );
}

function ItemCell({ report }: { report: Report }) {
  const t = useT('admin');
  if (report.item_title === null)
    return <span className="text-stone-600 italic">{t('reports.deletedItem', { id: String(report.item_id) })}</span>;
  return <span className="font-medium break-words text-stone-950">{report.item_title}</span>;
}

/** View opens the public page in a new tab while the item is public; otherwise it says the item was removed. */
function ViewAction({ report }: { report: Report }) {
  const t = useT('admin');
  const localize = useLocalize();
  if (!report.item_public) {
    return <span className="text-sm text-stone-600">{localize(REPORT_MSG.itemRemoved)}</span>;
  }
  const href = report.type === 'products' ? paths.product(report.item_id) : paths.listing(report.item_id);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-800"
    >
      {t('reports.view')}
      <span className="sr-only"> {t('reports.viewSr', { title: report.item_title ?? '' })}</span>
    </a>
  );
}

/** An open report's two ways out: Ignore at once, Delete after a confirmation. */
const CLOSE_BUTTONS = [
  { action: 'ignore', variant: 'secondary', text: 'reports.ignore', label: 'reports.ignoreLabel' },
  { action: 'delete', variant: 'danger', text: 'table.delete', label: 'reports.deleteLabel' },
] as const;

function ReportRow({
  report,
  busy,
  onAction,
}: {
  report: Report;
  busy: boolean;
  onAction: (action: CloseReportVariables['action']) => void;
}) {
  const open = report.status === 'open';
  const t = useT('admin');
  return (
    <tr data-testid={`report-row-${report.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label={t('col.id')} className="whitespace-nowrap">
        <span className="font-mono text-stone-900">#{report.id}</span>
      </Cell>
      <Cell label={t('queue.type')}>
        <StatusBadge tone={report.type === 'products' ? 'green' : 'yellow'}>{t(`reports.type.${report.type}`)}</StatusBadge>
      </Cell>
      <Cell label={t('reports.col.item')} className="max-md:col-span-2 md:min-w-40">
        <ItemCell report={report} />
      </Cell>
      <Cell label={t('reports.col.by')} className="md:min-w-32">
        <p className="break-words">{report.reporter}</p>
        <p className="text-xs text-stone-600">{t(`reports.role.${report.reporter_role}`)}</p>
      </Cell>
      <Cell label={t('reports.col.reason')} className="max-md:col-span-2 md:min-w-48 md:max-w-md">
        <p className="whitespace-pre-line break-words">{report.reason}</p>
      </Cell>
      <Cell label={t('aorders.col.date')} className="whitespace-nowrap">
        <time dateTime={report.date}>
          {formatDate(report.date)}
          <span className="block text-xs text-stone-600">{timeOf(report.date)}</span>
        </time>
      </Cell>
      <Cell label={t('table.actions')} className="max-md:col-span-2">
        <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap">
          <ViewAction report={report} />
          {open ? (
            CLOSE_BUTTONS.map((button) => (
              <Button
                key={button.action}
                size="sm"
                variant={button.variant}
                onClick={() => onAction(button.action)}
                disabled={busy}
                aria-label={t(button.label, { id: String(report.id) })}
              >
                {t(button.text)}
              </Button>
            ))
          ) : (
            <StatusBadge tone="grey">{t(`status.${report.status}`)}</StatusBadge>
          )}
        </div>
      </Cell>
    </tr>
  );
}

/**
 * Reports (§2): what buyers and owners reported, newest first. Ignore and Delete are stored on the server (the report
 * keeps its row with that status, under the status filter), not just hidden; Delete asks first.
 */
export function AdminReports() {
  const { searchParams, page, setParams } = useListParams();
  const status = readEnumParam(searchParams, 'status', REPORT_STATUSES) ?? 'open';
  const query = useAdminReports({ page, limit: ADMIN_REPORTS_PAGE_SIZE, status });
  const close = useCloseReport();
  const t = useT('admin');
  const localize = useLocalize();
  // The row leaves the list once dealt with, so focus goes to the message that says what happened.
  const { note, setNote, announce, ref, pending: deleting, ask, settle } = useAnnouncement<Report>();

  const setStatus = (next: ReportStatus) => {
    setNote(null);
    setParams({ status: next === 'open' ? undefined : next });
  };

  const act = (report: Report, action: CloseReportVariables['action']) => {
    setNote(null);
    close.mutate(
      { id: report.id, action },
      {
        onSuccess: (result) => announce({ tone: 'success', text: `${localize(result.message)} (#${report.id})` }),
        onError: (error) => announce({ tone: 'error', text: errorMessage(error, t(FAILED[action])) }),
        onSettled: settle,
      },
    );
  };

  const busyId = close.isPending ? (close.variables?.id ?? null) : null;

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={setStatus} />
      <Announcement note={note} noteRef={ref} live />
      <PagedTable
        query={query}
        page={page}
        pageSize={ADMIN_REPORTS_PAGE_SIZE}
        loadingLabel={t('reports.loading')}
        empty={
          <EmptyState title={status === 'open' ? localize(REPORT_MSG.empty) : t(`reports.none.${status}`)}>
            {page > 1 ? (
              <FirstPageButton />
            ) : status === 'open' ? (
              <p className="text-sm text-stone-700">{t('reports.emptyHint')}</p>
            ) : (
              <Button variant="secondary" onClick={() => setStatus('open')}>
                {t('reports.showOpen')}
              </Button>
            )}
          </EmptyState>
        }
        plural={(total) => t('reports.plural', { count: total })}
        label={t('reports.title')}
        caption={t(`reports.caption.${status}`, { page })}
        headings={headersOf(t)}
        row={(report) => (
          <ReportRow
            key={report.id}
            report={report}
            busy={busyId === report.id}
            onAction={(action) => (action === 'ignore' ? act(report, 'ignore') : ask(report))}
          />
        )}
        pagesLabel={t('reports.pages')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={localize(REPORT_MSG.confirmDelete)}
        confirmLabel={t('reports.deleteReport')}
        busy={close.isPending}
        onConfirm={() => deleting && act(deleting, 'delete')}
        onCancel={settle}
      >
        <p>
          {t(deleting?.type === 'products' ? 'reports.deleteBody.products' : 'reports.deleteBody.listings', {
            id: String(deleting?.id ?? ''),
            name: deleting?.reporter ?? '',
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
