import type { FlaggedConversation } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';

/** The reasons the sides gave when they reported a conversation, each with who gave it. */
export function ReportReasons({ reports, className }: { reports: FlaggedConversation['reports']; className: string }) {
  const t = useT('talk');
  if (reports.length === 0) return null;
  return (
    <ul className={className}>
      {reports.map((r) => (
        <li key={`${r.created_at}-${r.side}`}>
          {t('admin.reportBy', { side: t(r.side === 'buyer' ? 'admin.side.buyer' : 'admin.side.owner'), reason: r.reason })}
        </li>
      ))}
    </ul>
  );
}
