import { TOTAL_COUNT_CAP } from '@kiraya/contract';

const number = new Intl.NumberFormat('en-IN');

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
  let text = '';
  if (busy && total === undefined) text = 'Loading items…';
  else if (total !== undefined && total > 0 && shown > 0) {
    const from = (page - 1) * pageSize + 1;
    const to = from + shown - 1;
    // The server stops counting at TOTAL_COUNT_CAP (bounded work on big tables).
    const of = total >= TOTAL_COUNT_CAP ? `more than ${number.format(TOTAL_COUNT_CAP)}` : number.format(total);
    text = total <= pageSize ? `${total} ${total === 1 ? 'item' : 'items'}` : `Showing ${from}–${to} of ${of} items`;
  } else if (total === 0) text = '0 items';
  return (
    <p aria-live="polite" aria-atomic="true" className="min-h-5 text-sm text-stone-700">
      {text}
    </p>
  );
}
