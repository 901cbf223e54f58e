import { IMAGE_VARIANTS } from '@kiraya/contract';
import { useState } from 'react';
import { useT } from '../../lib/i18n';

interface ResponsiveImageProps {
  /** 480×360 WebP */
  card: string;
  /** 800×600 WebP */
  medium: string;
  /** 1200×900 WebP */
  full: string;
  alt: string;
  /** Which width the image takes at each breakpoint, for the browser to choose the variant. */
  sizes: string;
  /** Only the first above-the-fold image of a screen: eager and high priority. */
  priority?: boolean;
  className?: string;
}

const { card: CARD, medium: MEDIUM, full: FULL } = IMAGE_VARIANTS;

/**
 * The three WebP sizes through srcset, so a phone's ~380 px wide card at 2× takes the 800 px file rather than the
 * 1,200 px one; width and height reserve the 4:3 box so nothing shifts.
 */
export function ResponsiveImage({ card, medium, full, alt, sizes, priority = false, className = '' }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const t = useT('common');
  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt ? t('picture.unavailableOf', { alt }) : t('picture.unavailable')}
        className={`flex aspect-[4/3] w-full items-center justify-center bg-stone-100 text-sm text-stone-600 ${className}`}
      >
        {t('picture.unavailable')}
      </div>
    );
  }
  return (
    <img
      src={card}
      srcSet={`${card} ${CARD.width}w, ${medium} ${MEDIUM.width}w, ${full} ${FULL.width}w`}
      sizes={sizes}
      width={CARD.width}
      height={CARD.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[4/3] h-auto w-full bg-stone-100 object-cover ${className}`}
    />
  );
}
