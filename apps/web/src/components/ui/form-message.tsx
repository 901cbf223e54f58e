import type { ReactNode } from 'react';
import { useLanguage } from '../../lib/i18n';
import { localizeMessage } from '../../lib/i18n/localize';

/** A form-level message: role=alert for errors (announced at once), role=status for success. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  useLanguage();
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    info: 'border-brand-200 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {typeof children === 'string' ? localizeMessage(children) : children}
    </div>
  );
}
