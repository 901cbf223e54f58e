import { LIMITS } from '@kiraya/contract';
import { useT } from '../../../lib/i18n';

const SIZES = { sm: 'text-base', md: 'text-xl', lg: 'text-3xl' } as const;

/**
 * A rating as five stars. The stars are decoration; screen readers hear the text ('4 out of 5').
 * A fractional average fills the nearest whole star.
 */
export function Stars({ rating, size = 'md', label }: { rating: number; size?: keyof typeof SIZES; label?: string }) {
  const filled = Math.round(rating);
  const t = useT('common');
  return (
    <span className={`inline-flex items-center leading-none ${SIZES[size]}`}>
      <span aria-hidden="true" className="tracking-tight">
        {Array.from({ length: LIMITS.ratingMax }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={i} className={i < filled ? 'text-saffron-600' : 'text-stone-300'}>
            ★
          </span>
        ))}
      </span>
      <span className="sr-only">{label ?? t('rating.outOf', { rating, max: LIMITS.ratingMax })}</span>
    </span>
  );
}
