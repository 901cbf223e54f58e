import type { ReactNode } from 'react';

/** A white panel on the stone background. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:p-6 ${className}`}>{children}</section>;
}
