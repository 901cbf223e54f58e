import type { ScamCode } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';

/**
 * The scam guard's warning under a received message (docs/conversations.md): which script it looks like and what to
 * do, in the reader's language. The sender sees only a quiet note that the other side was warned.
 */
export function ScamWarning({ codes, own }: { codes: readonly ScamCode[]; own: boolean }) {
  const t = useT('talk');
  if (codes.length === 0) return null;
  if (own) return <p className="mt-1 max-w-[85%] px-1 text-right text-xs text-amber-800 sm:max-w-[75%]">{t('warn.sent')}</p>;
  return (
    <div
      role="note"
      data-testid="scam-warning"
      data-codes={codes.join(' ')}
      className="mt-1.5 max-w-[92%] rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-950 sm:max-w-[75%]"
    >
      <p className="flex items-center gap-1.5 font-bold">
        <span aria-hidden="true">⚠️</span>
        {t('warn.title')}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {codes.map((code) => (
          <li key={code}>{t(`warn.${code}`)}</li>
        ))}
      </ul>
      <p className="mt-1 font-medium">{t('warn.report')}</p>
    </div>
  );
}
