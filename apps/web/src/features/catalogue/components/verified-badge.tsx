import { ShieldIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  const t = useT('common');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm ${className}`}
    >
      <ShieldIcon width={14} height={14} />
      {t('card.verified')}
    </span>
  );
}
