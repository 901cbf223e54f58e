import type { ReactNode } from 'react';

/** The colours the spec names for statuses (§2): green, red, yellow and grey. */
export type BadgeTone = 'green' | 'red' | 'yellow' | 'grey';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  red: 'bg-red-100 text-red-900 ring-red-200',
  yellow: 'bg-saffron-100 text-saffron-900 ring-saffron-200',
  grey: 'bg-stone-100 text-stone-800 ring-stone-200',
};

/** A status pill; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span data-tone={tone} className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${TONES[tone]}`}>
      {children}
    </span>
  );
}
