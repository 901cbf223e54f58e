import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { Button } from './button';

function Panel({ icon, title, children, tone }: { icon: ReactNode; title: string; children?: ReactNode; tone: 'neutral' | 'error' }) {
  return (
    <div
      className={`mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border px-6 py-10 text-center ${
        tone === 'error' ? 'border-red-200 bg-red-50/60' : 'border-dashed border-stone-300 bg-white'
      }`}
    >
      <span aria-hidden="true" className={`text-3xl ${tone === 'error' ? 'text-red-700' : 'text-brand-700'}`}>
        {icon}
      </span>
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {children}
    </div>
  );
}

/** A failed fetch: the server's message (or the fallback) and a Retry that refetches. */
export function ErrorState({
  error,
  onRetry,
  fallback,
  retrying = false,
}: {
  error: unknown;
  onRetry: () => void;
  fallback?: string;
  retrying?: boolean;
}) {
  const t = useT('common');
  return (
    <div role="alert">
      <Panel icon="!" title={errorMessage(error, fallback)} tone="error">
        <p className="text-sm text-stone-700">{t('state.nothingLost')}</p>
        <Button onClick={onRetry} disabled={retrying} variant="secondary">
          {retrying ? t('state.retrying') : t('state.retry')}
        </Button>
      </Panel>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Panel icon="○" title={title} tone="neutral">
      {children}
    </Panel>
  );
}
