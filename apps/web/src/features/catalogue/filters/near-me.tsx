import { LOCALITIES, localityBySlug } from '@kiraya/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PinIcon } from '../../../components/ui/icons';
import { useLanguage, useT } from '../../../lib/i18n';

type Problem = 'denied' | 'unavailable' | null;

/**
 * "Near me": with the browser's permission, the list sorts by distance from the buyer's position (rounded to about
 * 100 m before it leaves the device); without it, the buyer picks a locality to measure from. The server computes
 * the distances from the localities' coordinates.
 */
export function NearMe({ near, onNear }: { near: string | undefined; onNear: (near: string | undefined) => void }) {
  const id = useId();
  const t = useT('catalogue');
  const hindi = useLanguage() === 'hi';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const locality = near ? localityBySlug(near) : undefined;

  function locate() {
    if (!('geolocation' in navigator)) {
      setProblem('unavailable');
      return;
    }
    setBusy(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(false);
        onNear(`${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}`);
      },
      (error) => {
        setBusy(false);
        setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <div className="space-y-3">
      {near ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <span className="flex items-center gap-1.5 font-semibold">
            <PinIcon width={16} height={16} />
            {locality ? t('filters.nearLocality', { name: hindi ? locality.nameHi : locality.name }) : t('filters.nearMeOn')}
          </span>
          <button type="button" onClick={() => onNear(undefined)} className="min-h-9 font-semibold underline">
            {t('filters.nearOff')}
          </button>
        </div>
      ) : (
        <Button variant="secondary" onClick={locate} disabled={busy} className="w-full">
          <PinIcon width={18} height={18} />
          {busy ? t('filters.nearMeBusy') : t('filters.nearMe')}
        </Button>
      )}
      {problem ? (
        <p role="status" className="text-sm text-stone-700">
          {problem === 'denied' ? t('filters.nearDenied') : t('filters.nearUnavailable')}
        </p>
      ) : null}
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          {t('filters.nearFrom')}
        </label>
        <select
          id={id}
          value={locality?.slug ?? ''}
          onChange={(e) => onNear(e.target.value || undefined)}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-sm"
        >
          <option value="">{t('filters.nearChoose')}</option>
          {LOCALITIES.map((l) => (
            <option key={l.slug} value={l.slug}>
              {hindi ? l.nameHi : l.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
