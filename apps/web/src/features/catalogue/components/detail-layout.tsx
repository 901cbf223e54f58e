import { CATEGORY_LABELS, type CatalogueItem, type ProductPhoto } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useLocalize } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { DETAIL_IMAGE_SIZES, FactList } from './detail-parts';
import { ItemPrice } from './item-price';
import { PhotoGallery } from './photo-gallery';
import { ShareItem } from './share-item';
import { OwnerVerifiedBadge } from './verified-badge';

type DetailItem = Pick<
  CatalogueItem,
  | 'id'
  | 'source'
  | 'price'
  | 'rent_price'
  | 'category'
  | 'owner_verified'
  | 'title'
  | 'image'
  | 'image_card'
  | 'image_medium'
  | 'description'
  | 'offer'
> & { photos?: ProductPhoto[] };

/** "₹14,500 · ₹900/month": what a shared link's message says the item costs. */
const sharePrice = (item: DetailItem) =>
  [
    item.offer.sale_price !== null ? formatPrice(item.offer.sale_price) : null,
    item.offer.rent ? formatPrice(item.offer.rent.monthly, { perMonth: true }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The page of one product or listing: the picture beside the category line, title, price and
 * facts, then `children` (the actions), then the description; `after` goes below the two columns.
 */
export function DetailLayout({
  item,
  kind,
  rating,
  byline,
  facts,
  description,
  children,
  after,
}: {
  item: DetailItem;
  /** 'For rent' or 'For sale', after the category. */
  kind: string;
  rating?: ReactNode;
  /** Who listed it ("Listed by …", a link to the owner's profile), under the price. */
  byline?: ReactNode;
  facts: { label: string; value: ReactNode }[];
  /** The description section's id and heading. */
  description: { id: string; heading: string };
  children: ReactNode;
  after?: ReactNode;
}) {
  const localize = useLocalize();
  return (
    <article>
      <PageTitle title={item.title} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36 lg:self-start">
          {item.photos?.length ? (
            <PhotoGallery photos={item.photos} title={item.title} sizes={DETAIL_IMAGE_SIZES} />
          ) : (
            <ResponsiveImage
              card={item.image_card}
              medium={item.image_medium}
              full={item.image}
              alt={item.title}
              sizes={DETAIL_IMAGE_SIZES}
              priority
            />
          )}
        </div>
        <div className="space-y-6">
          <div className="space-y-3" data-testid="item-summary">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {localize(CATEGORY_LABELS[item.category])} · {kind}
              {item.owner_verified ? <OwnerVerifiedBadge /> : null}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{item.title}</h1>
            <ItemPrice item={item} size="lg" />
            {rating}
            {byline}
            <ShareItem title={item.title} priceText={sharePrice(item)} path={paths.item(item)} />
          </div>

          <FactList facts={facts} />

          {children}

          <section aria-labelledby={description.id} className="border-t border-stone-200 pt-6">
            <h2 id={description.id} className="text-lg font-semibold text-stone-950">
              {description.heading}
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">{item.description}</p>
          </section>
        </div>
      </div>
      {after}
    </article>
  );
}
