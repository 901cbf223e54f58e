import type { RefObject } from 'react';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

const TONES = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-800',
} as const;

/**
 * What the last action did. The polite live region is always in the page, so screen readers
 * announce each new message (a region inserted together with its text is often missed).
 */
export function LiveNotice({ notice, noticeRef }: { notice: Notice | null; noticeRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={`mb-4 rounded-xl border px-4 py-3 text-sm font-medium outline-none ${TONES[notice.tone]}`}
        >
          {notice.text}
        </div>
      ) : null}
    </div>
  );
}
