import { REPORT_MSG, REPORT_STATUS_LABELS, REPORT_STATUSES, REPORT_TYPE_LABELS, type Report, type ReportStatus } from '@kiraya/contract';
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
import { paths } from '../../../lib/paths';
import { type CloseReportVariables, useCloseReport } from '../api/close-report';
import { useAdminReports } from '../api/get-admin-reports';
import { ADMIN_REPORTS_PAGE_SIZE } from '../api/query-keys';

const HEADERS = ['ID', 'Type', 'Item', 'Reported By', 'Reason', 'Date', 'Actions'] as const;
const FAILED: Record<CloseReportVariables['action'], string> = {
  delete: 'The report could not be deleted. Please try again.',
  ignore: 'The report could not be ignored. Please try again.',
};
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const ROLE_LABELS: Record<Report['reporter_role'], string> = { user: 'Buyer', owner: 'Owner', admin: 'Admin' };

function StatusFilter({ value, onChange }: { value: ReportStatus; onChange: (status: ReportStatus) => void }) {
  const id = useId();
  return (
    <search aria-label="Filter reports" className="grid w-fit gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        Status
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ReportStatus)}
        className="block h-11 min-w-40 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
      >
        {REPORT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {REPORT_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </search>
  );
}

function ItemCell({ report }: { report: Report }) {
  if (report.item_title === null) return <span className="text-stone-600 italic">Deleted item #{report.item_id}</span>;
  return <span className="font-medium break-words text-stone-950">{report.item_title}</span>;
}

/** View opens the public page in a new tab while the item is public; otherwise it says the item was removed. */
function ViewAction({ report }: { report: Report }) {
  if (!report.item_public) {
    return <span className="text-sm text-stone-600">{REPORT_MSG.itemRemoved}</span>;
  }
  const href = report.type === 'products' ? paths.product(report.item_id) : paths.listing(report.item_id);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-9 items-center rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-800"
    >
      View<span className="sr-only"> {report.item_title} (opens in a new tab)</span>
    </a>
  );
}

function ReportRow({ report, busy, onIgnore, onDelete }: { report: Report; busy: boolean; onIgnore: () => void; onDelete: () => void }) {
  const open = report.status === 'open';
  return (
    <tr data-testid={`report-row-${report.id}`} className={`${CARD_ROW} align-top`}>
      <Cell label="ID" className="whitespace-nowrap">
        <span className="font-mono text-stone-900">#{report.id}</span>
      </Cell>
      <Cell label="Type">
        <StatusBadge tone={report.type === 'products' ? 'green' : 'yellow'}>{REPORT_TYPE_LABELS[report.type]}</StatusBadge>
      </Cell>
      <Cell label="Item" className="max-md:col-span-2 md:min-w-40">
        <ItemCell report={report} />
      </Cell>
      <Cell label="Reported By" className="md:min-w-32">
        <p className="break-words">{report.reporter}</p>
        <p className="text-xs text-stone-600">{ROLE_LABELS[report.reporter_role]}</p>
      </Cell>
      <Cell label="Reason" className="max-md:col-span-2 md:min-w-48 md:max-w-md">
        <p className="whitespace-pre-line break-words">{report.reason}</p>
      </Cell>
      <Cell label="Date" className="whitespace-nowrap">
        <time dateTime={report.date}>
          {formatDate(report.date)}
          <span className="block text-xs text-stone-600">{timeFormat.format(new Date(report.date))}</span>
        </time>
      </Cell>
      <Cell label="Actions" className="max-md:col-span-2">
        <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap">
          <ViewAction report={report} />
          {open ? (
            <>
              <Button size="sm" variant="secondary" onClick={onIgnore} disabled={busy} aria-label={`Ignore report #${report.id}`}>
                Ignore
              </Button>
              <Button
                size="sm"
                onClick={onDelete}
                disabled={busy}
                className="bg-red-700 hover:bg-red-800"
                aria-label={`Delete report #${report.id}`}
              >
                Delete
              </Button>
            </>
          ) : (
            <StatusBadge tone="grey">{REPORT_STATUS_LABELS[report.status]}</StatusBadge>
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
        onSuccess: (result) => announce({ tone: 'success', text: `${result.message} (#${report.id})` }),
        onError: (error) => announce({ tone: 'error', text: errorMessage(error, FAILED[action]) }),
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
        loadingLabel="Loading reports…"
        empty={
          <EmptyState title={status === 'open' ? REPORT_MSG.empty : `No ${REPORT_STATUS_LABELS[status].toLowerCase()} reports.`}>
            {page > 1 ? (
              <FirstPageButton />
            ) : status === 'open' ? (
              <p className="text-sm text-stone-700">When a buyer or owner reports an ad or a product, it appears here.</p>
            ) : (
              <Button variant="secondary" onClick={() => setStatus('open')}>
                Show open reports
              </Button>
            )}
          </EmptyState>
        }
        plural={(total) => (total === 1 ? 'report' : 'reports')}
        label="Reports"
        caption={`${REPORT_STATUS_LABELS[status]} reports, newest first, page ${page}`}
        headings={HEADERS}
        row={(report) => (
          <ReportRow
            key={report.id}
            report={report}
            busy={busyId === report.id}
            onIgnore={() => act(report, 'ignore')}
            onDelete={() => ask(report)}
          />
        )}
        pagesLabel="Report pages"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={REPORT_MSG.confirmDelete}
        confirmLabel="Delete report"
        busy={close.isPending}
        onConfirm={() => deleting && act(deleting, 'delete')}
        onCancel={settle}
      >
        <p>
          Report #{deleting?.id} by {deleting?.reporter} leaves the open list and is kept under “Deleted”. The{' '}
          {deleting?.type === 'products' ? 'product' : 'ad'} itself is not changed.
        </p>
      </ConfirmDialog>
    </div>
  );
}
