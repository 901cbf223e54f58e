import { AVAILABILITY_TEXT } from '@kiraya/contract';
import { useEffect, useId, useState } from 'react';
import { useLocalize } from '../../../lib/i18n';
import { nextParams } from '../../../lib/list-params';
import { useSearchParams } from '../../../lib/router';

/** The URL's switch: `include_unavailable=1` lists items with no unit free now too (sold items never show). */
export const SHOW_UNAVAILABLE_PARAM = 'include_unavailable';

export function readShowUnavailable(params: URLSearchParams): boolean {
  const value = params.get(SHOW_UNAVAILABLE_PARAM);
  return value === '1' || value === 'true';
}

/** What a list request sends for the switch: '1' when on, nothing when off (the server's default hides them). */
export const showUnavailableQuery = (on: boolean): { include_unavailable?: '1' } => (on ? { include_unavailable: '1' } : {});

/**
 * "Show items that are not available now": a checkbox, off by default, kept in the URL (?include_unavailable=1) so a
 * reload, a shared link and Back keep it; changing it goes back to the first page.
 */
export function ShowUnavailableSwitch({ className = '' }: { className?: string }) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const localize = useLocalize();
  const on = readShowUnavailable(params);
  // The box follows a click at once; the URL (a router navigation, which may render later) then confirms it.
  const [checked, setChecked] = useState(on);
  useEffect(() => setChecked(on), [on]);
  return (
    <div className={`flex min-h-11 items-center gap-2 ${className}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          setParams(nextParams(params, { [SHOW_UNAVAILABLE_PARAM]: e.target.checked ? '1' : null }));
        }}
        className="h-5 w-5 shrink-0 cursor-pointer rounded accent-brand-700"
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-stone-800">
        {localize(AVAILABILITY_TEXT.showUnavailable)}
      </label>
    </div>
  );
}
