import type { LineLifecycle } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';
import { type EntryReport, entryDetails } from './lifecycle-text';

/** The latest report a move of `event` carried, or null. */
function reportOf(life: LineLifecycle, event: 'deliver' | 'record_return'): EntryReport | null {
  const entry = life.history.findLast((h) => h.event === event);
  return entry ? entryDetails(entry.details).report : null;
}

function ReportColumn({ heading, report }: { heading: string; report: EntryReport | null }) {
  const t = useT('buyer');
  return (
    <div className="min-w-0 space-y-1 rounded-xl border border-stone-200 bg-white p-3">
      <h5 className="text-sm font-semibold text-stone-800">{heading}</h5>
      {report ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-stone-600">{t('life.condition')}</dt>
          <dd className="text-stone-900">{report.condition ? t(`reportCondition.${report.condition}`) : '—'}</dd>
          {report.note ? (
            <>
              <dt className="text-stone-600">{t('life.note')}</dt>
              <dd className="break-words whitespace-pre-line text-stone-900">{report.note}</dd>
            </>
          ) : null}
          {report.accessories.length > 0 ? (
            <>
              <dt className="text-stone-600">{t('life.accessories')}</dt>
              <dd className="break-words text-stone-900">{report.accessories.join(', ')}</dd>
            </>
          ) : null}
          {report.meterReading ? (
            <>
              <dt className="text-stone-600">{t('life.meter')}</dt>
              <dd className="break-words text-stone-900">{report.meterReading}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-stone-600">{t('compare.none')}</p>
      )}
    </div>
  );
}

/**
 * The handover report beside the return report (text), so a deduction can be judged by reading both. The photo
 * version (report-photos.tsx) is folded in by the lead when both branches meet.
 */
export function ReportComparison({ life }: { life: LineLifecycle }) {
  const t = useT('buyer');
  return (
    <section aria-label={t('compare.heading')} data-testid="report-comparison" className="space-y-2">
      <h4 className="text-sm font-semibold text-stone-800">{t('compare.heading')}</h4>
      <div className="grid gap-2 sm:grid-cols-2">
        <ReportColumn heading={t('compare.delivery')} report={reportOf(life, 'deliver')} />
        <ReportColumn heading={t('compare.return')} report={reportOf(life, 'record_return')} />
      </div>
    </section>
  );
}
