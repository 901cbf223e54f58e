import { adminOrdersQuery, ORDER_MSG, ORDER_STATUSES, type OrderStatus } from '@kiraya/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLocalize, useT } from '../../../lib/i18n';

export interface OrderFilterValues {
  status?: OrderStatus;
  /** YYYY-MM-DD (IST calendar day), inclusive. */
  from?: string;
  to?: string;
}

const isDate = (value: string | null): value is string => value !== null && adminOrdersQuery.shape.from.safeParse(value).success;

/** The filters a URL asks for; values the server would refuse (an unknown status, a malformed date) are dropped. */
export function readOrderFilters(params: URLSearchParams): OrderFilterValues {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
  };
}

/** The contract's rule, checked before asking: ISO dates compare correctly as strings. */
export function dateRangeError(filters: OrderFilterValues): string | null {
  return filters.from && filters.to && filters.from > filters.to ? ORDER_MSG.dateRange : null;
}

export const hasOrderFilters = (filters: OrderFilterValues) => Boolean(filters.status || filters.from || filters.to);

const control =
  'block h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

interface Draft {
  status: string;
  from: string;
  to: string;
}
const draftOf = (f: OrderFilterValues): Draft => ({ status: f.status ?? '', from: f.from ?? '', to: f.to ?? '' });

/**
 * Status, From and To for the admin's orders. Applied with one button so a half-typed date never
 * sends a request; a From after To is refused here with the contract's message, next to the fields.
 */
export function OrderFilters({
  value,
  onApply,
  onClear,
}: {
  value: OrderFilterValues;
  onApply: (filters: OrderFilterValues) => void;
  onClear: () => void;
}) {
  const id = useId();
  const t = useT('admin');
  const localize = useLocalize();
  const fromRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The URL is the truth: Back/Forward or a link replaces what the fields hold.
  if (value.status !== shown.status || value.from !== shown.from || value.to !== shown.to) {
    setShown(value);
    setDraft(draftOf(value));
    setError(null);
  }
  // A URL that already holds a backwards range gets the same message as the form would.
  const rangeProblem = error ?? dateRangeError(value);
  const message = rangeProblem === null ? null : localize(rangeProblem);
  const errorId = `${id}-error`;

  const change = (key: keyof Draft, next: string) => {
    setDraft((d) => ({ ...d, [key]: next }));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: OrderFilterValues = {
      status: (ORDER_STATUSES as readonly string[]).includes(draft.status) ? (draft.status as OrderStatus) : undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    };
    const problem = dateRangeError(next);
    if (problem) {
      setError(problem);
      fromRef.current?.focus();
      return;
    }
    onApply(next);
  };

  const active = hasOrderFilters(value) || draft.status !== '' || draft.from !== '' || draft.to !== '';
  const dateInvalid = message !== null;

  return (
    <search aria-label={t('filters.label')}>
      <form noValidate onSubmit={submit} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-200/70">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,12rem)_minmax(0,11rem)_minmax(0,11rem)_auto] lg:items-end">
          <div className="col-span-2 grid gap-1 sm:col-span-1">
            <label htmlFor={`${id}-status`} className="text-sm font-semibold text-stone-800">
              {t('col.status')}
            </label>
            <select id={`${id}-status`} value={draft.status} onChange={(e) => change('status', e.target.value)} className={control}>
              <option value="">{t('filters.allStatuses')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {(['from', 'to'] as const).map((key) => (
            <div key={key} className="grid min-w-0 gap-1">
              <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-stone-800">
                {t(`filters.${key}`)}
              </label>
              <input
                ref={key === 'from' ? fromRef : undefined}
                id={`${id}-${key}`}
                type="date"
                value={draft[key]}
                onChange={(e) => change(key, e.target.value)}
                aria-invalid={dateInvalid || undefined}
                aria-describedby={`${id}-hint${dateInvalid ? ` ${errorId}` : ''}`}
                className={control}
              />
            </div>
          ))}
          <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-3 lg:col-span-1">
            <Button type="submit">{t('filters.apply')}</Button>
            {active ? (
              <Button
                variant="secondary"
                onClick={() => {
                  // Also empties fields that were typed but never applied (the URL may not change).
                  setDraft(draftOf({}));
                  setError(null);
                  onClear();
                }}
              >
                {t('filters.clear')}
              </Button>
            ) : null}
          </div>
        </div>
        <p id={`${id}-hint`} className="mt-2 text-xs text-stone-600">
          {t('filters.hint')}
        </p>
        <div aria-live="assertive">
          {message ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      </form>
    </search>
  );
}
