import { TOTAL_COUNT_CAP } from '@kiraya/contract';
import { formatNumber, getLanguage, useT } from '../../../lib/i18n';

/** 'Showing 1–9 of 42 items', announced politely whenever the list changes. */
export function ResultCount({
  total,
  page,
  pageSize,
  shown,
  busy,
}: {
  total: number | undefined;
  page: number;
  pageSize: number;
  shown: number;
  busy: boolean;
}) {
  const t = useT('catalogue');
  let text = '';
  if (busy && total === undefined) text = t('count.loading');
  else if (total !== undefined && total > 0 && shown > 0) {
    const from = (page - 1) * pageSize + 1;
    const to = from + shown - 1;
    // The server stops counting at TOTAL_COUNT_CAP (bounded work on big tables).
    const of = total >= TOTAL_COUNT_CAP ? t('count.moreThan', { count: TOTAL_COUNT_CAP }) : formatNumber(total, getLanguage());
    text = total <= pageSize ? t('count.items', { count: total }) : t('count.range', { from, to, of });
  } else if (total === 0) text = t('count.items', { count: 0 });
  return (
    <p aria-live="polite" aria-atomic="true" className="min-h-5 text-sm text-stone-700">
      {text}
    </p>
  );
}
