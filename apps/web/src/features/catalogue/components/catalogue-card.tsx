import { type CatalogueItem, placeLabel } from '@kiraya/contract';
import { PinIcon } from '../../../components/ui/icons';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatListedAgo } from '../../../lib/dates';
import { useLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { previewText } from '../../../lib/text';
import { useCityName } from './city-name';
import { AvailabilityBadge, ItemPrice, OfferTag } from './item-price';
import { OwnerVerifiedBadge } from './verified-badge';

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';

interface CatalogueCardProps {
  item: CatalogueItem;
  /** The first card above the fold loads its picture first. */
  priority?: boolean;
  /** 'details' adds the search page's explicit 'View Details' link; 'preview' (the owner's form) links nowhere. */
  variant?: 'default' | 'details' | 'preview';
  headingLevel?: 'h2' | 'h3';
}

/** A product or listing in any grid; the whole card opens /product/{id} or /listing/{id} by source. */
export function CatalogueCard({ item, priority = false, variant = 'default', headingLevel: Heading = 'h3' }: CatalogueCardProps) {
  const href = paths.item(item);
  const linked = variant !== 'preview';
  const common = useT('common');
  const language = useLanguage();
  const cityName = useCityName();
  return (
    <article
      data-testid={linked ? 'catalogue-card' : 'catalogue-card-preview'}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-stone-200/70 ${linked ? 'transition-shadow hover:shadow-card-hover' : ''}`}
    >
      <div className="relative">
        <ResponsiveImage
          card={item.image_card}
          medium={item.image_medium}
          full={item.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
        />
        {item.owner_verified ? <OwnerVerifiedBadge className="absolute top-3 left-3" /> : null}
        <AvailabilityBadge availability={item.availability} className="absolute right-3 bottom-3 max-w-[calc(100%-1.5rem)]" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {common(`category.${item.category}`)} · <OfferTag item={item} />
        </p>
        <Heading className="text-base leading-snug font-semibold text-stone-950">
          {variant === 'default' ? (
            <Link to={href} className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </Heading>
        <p className="text-sm text-stone-700">{previewText(item.description)}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <ItemPrice item={item} />
          <RatingBadge rating={item.rating} />
        </div>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <PinIcon width={15} height={15} className="shrink-0 text-stone-500" />
          <span className="truncate">
            {placeLabel(item, language)}, {cityName(item.city)}
          </span>
          <span aria-hidden="true" className="text-stone-400">
            ·
          </span>
          <span className="shrink-0 text-stone-600">{formatListedAgo(item.created_at)}</span>
        </p>
        {variant === 'details' ? (
          <Link
            to={href}
            className="mt-2 inline-flex min-h-11 items-center justify-center rounded-xl border border-brand-700 px-4 text-sm font-semibold text-brand-800 after:absolute after:inset-0 after:content-[''] hover:bg-brand-50"
          >
            {common('card.viewDetails')}
            <span className="sr-only">: {item.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
