import { useId } from 'react';
import { useT } from '../../lib/i18n';

/** A URL search param that must be one of `values` (anything else reads as absent). */
export function readEnumParam<T extends string>(params: URLSearchParams, key: string, values: readonly T[]): T | undefined {
  const value = params.get(key);
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A 'Status' select over a list of statuses, with an 'All' choice that clears it; it applies as soon as it changes. */
export function StatusSelect<T extends string>({
  value,
  statuses,
  labels,
  allLabel,
  stacked = false,
  onChange,
}: {
  value: T | undefined;
  statuses: readonly T[];
  labels: Record<T, string>;
  allLabel?: string;
  /** Label above the select (in a filter bar) rather than beside it. */
  stacked?: boolean;
  onChange: (status: T | undefined) => void;
}) {
  const id = useId();
  const t = useT('common');
  return (
    <div className={stacked ? 'grid gap-1' : 'flex items-center gap-2'}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t('status.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
        className="block h-11 min-w-40 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
      >
        <option value="">{allLabel ?? t('status.all')}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
