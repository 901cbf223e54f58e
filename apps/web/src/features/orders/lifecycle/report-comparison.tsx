import type { LineLifecycle, ReportPhoto } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';
import { type EntryReport, entryDetails } from './lifecycle-text';
import { lastReportPhotos } from './report-helpers';
import { ReportPhotoGallery } from './report-photos';

/** The latest report a move of `event` carried, or null. */
function reportOf(history: LineLifecycle['history'], event: 'deliver' | 'record_return'): EntryReport | null {
  const entry = history.findLast((h) => h.event === event);
  return entry ? entryDetails(entry.details).report : null;
}

/** A report's facts (condition, note, accessories, meter reading): in the history and in the comparison. */
export function ReportFacts({ report }: { report: EntryReport }) {
  const t = useT('buyer');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {report.condition ? (
        <>
          <dt className="text-stone-600">{t('life.condition')}</dt>
          <dd className="text-stone-900">{t(`reportCondition.${report.condition}`)}</dd>
        </>
      ) : null}
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
  );
}

/** One side of the comparison: the report's facts, then its photos. */
function ReportColumn({
  heading,
  report,
  photos,
  none,
}: {
  heading: string;
  report: EntryReport | null;
  photos: readonly ReportPhoto[] | null;
  none: string;
}) {
  return (
    <section aria-label={heading} className="grid min-w-0 content-start gap-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <h5 className="text-sm font-semibold text-stone-800">{heading}</h5>
      {report ? <ReportFacts report={report} /> : <p className="text-sm text-stone-600">{none}</p>}
      {photos && photos.length > 0 ? <ReportPhotoGallery photos={photos} label={heading} /> : null}
    </section>
  );
}

/**
 * The handover report beside the return report, each with its photos, so a deduction can be judged by looking: on the
 * line's panel once a return is recorded, and on the admin's dispute desk.
 */
export function ReportComparison({ life }: { life: Pick<LineLifecycle, 'history'> }) {
  const t = useT('buyer');
  return (
    <div className="space-y-2" data-testid="report-comparison">
      <h4 className="text-sm font-semibold text-stone-800">{t('compare.heading')}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <ReportColumn
          heading={t('photos.atHandover')}
          report={reportOf(life.history, 'deliver')}
          photos={lastReportPhotos(life.history, 'deliver')}
          none={t('photos.noHandover')}
        />
        <ReportColumn
          heading={t('photos.atReturn')}
          report={reportOf(life.history, 'record_return')}
          photos={lastReportPhotos(life.history, 'record_return')}
          none={t('photos.noReturn')}
        />
      </div>
    </div>
  );
}
