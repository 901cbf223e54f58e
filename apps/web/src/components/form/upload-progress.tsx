import { useId } from 'react';

/**
 * An upload's progress, for screen readers too: a progressbar named by its visible label, with its value. `live`
 * announces the label and percent as they change (Post Ad, where the label turns to "Processing the picture…").
 */
export function UploadProgress({ fraction, label, live }: { fraction: number; label: string; live?: boolean }) {
  const labelId = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5" aria-live={live ? 'polite' : undefined}>
      <div className="flex items-center justify-between text-sm font-medium text-stone-700">
        <span id={labelId}>{label}</span>
        <span aria-hidden={live ? undefined : true}>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
