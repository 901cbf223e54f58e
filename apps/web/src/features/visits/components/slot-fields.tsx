import { VISIT_TIMES } from '@kiraya/contract/visits/rules';
import { type Ref, useId } from 'react';
import { useVisitWords } from '../visit-words';

const control =
  'block h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

/**
 * A visit time as a day (date input within `range`) and a time (select of the contract's half hours), labelled
 * "Day" and "Time"; `errorId` names the message under them that both controls describe themselves by.
 */
export function SlotFields({
  date,
  time,
  range,
  onChange,
  errorId,
  dateRef,
  disabled = false,
}: {
  date: string;
  time: string;
  range: { min: string; max: string };
  onChange: (change: { date?: string; time?: string }) => void;
  errorId?: string;
  dateRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) {
  const w = useVisitWords();
  const id = useId();
  const a11y = { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId };
  return (
    // Side by side from 640px; stacked on phones, where a date input needs the row's whole width.
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-date`} className="text-sm font-semibold text-stone-800">
          {w.t('VISIT_TEXT.date')}
        </label>
        <input
          ref={dateRef}
          id={`${id}-date`}
          name="date"
          type="date"
          required
          min={range.min}
          max={range.max}
          value={date}
          disabled={disabled}
          onChange={(e) => onChange({ date: e.target.value })}
          className={control}
          {...a11y}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-time`} className="text-sm font-semibold text-stone-800">
          {w.t('VISIT_TEXT.time')}
        </label>
        <select
          id={`${id}-time`}
          name="time"
          required
          value={time}
          disabled={disabled}
          onChange={(e) => onChange({ time: e.target.value })}
          className={control}
          {...a11y}
        >
          <option value="">{w.t('VISIT_TEXT.chooseTime')}</option>
          {VISIT_TIMES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
