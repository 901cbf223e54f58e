import { ShieldIcon } from '../../../components/ui/icons';

export function VerifiedBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm ${className}`}
    >
      <ShieldIcon width={14} height={14} />
      Verified
    </span>
  );
}
