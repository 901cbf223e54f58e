import { ShieldIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/**
 * "Verified owner": the owner's documents were checked by a Kiraya admin (a recorded grant, docs/trust.md). An item's
 * approval is shown as nothing: approved items are simply public.
 */
export function OwnerVerifiedBadge({ className = '', size = 'sm' }: { className?: string; size?: 'sm' | 'md' }) {
  const t = useT('common');
  return (
    <span
      data-testid="owner-verified-badge"
      className={`inline-flex items-center gap-1 rounded-full bg-brand-700 font-semibold text-white shadow-sm ${size === 'md' ? 'px-3 py-1.5 text-sm' : 'px-2.5 py-1 text-xs'} ${className}`}
    >
      <ShieldIcon width={size === 'md' ? 16 : 14} height={size === 'md' ? 16 : 14} aria-hidden="true" />
      {t('card.ownerVerified')}
    </span>
  );
}
