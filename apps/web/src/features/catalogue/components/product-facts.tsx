import type { ProductDetail } from '@kiraya/contract';
import { availabilityLabel, OFFER_KIND_LABELS } from '@kiraya/contract/renting/rules';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { usePlaceFacts } from './detail-parts';

/** A product's facts beside its photos: condition, offer, availability, units, place, owner and when it was listed. */
export function useProductFacts(product: ProductDetail) {
  const t = useT('catalogue');
  const localize = useLocalize();
  const placeFacts = usePlaceFacts(product);
  const available = availabilityLabel(product.availability);
  return [
    { label: t('detail.condition'), value: product.condition === 'new' ? t('detail.new') : t('detail.used') },
    { label: t('detail.offer'), value: localize(OFFER_KIND_LABELS[product.offer.kind]) },
    { label: t('detail.availability'), value: available ? localize(available) : t('detail.availableNow') },
    ...(product.offer.quantity > 1 ? [{ label: t('detail.units'), value: String(product.offer.quantity) }] : []),
    ...placeFacts,
    {
      label: t('detail.owner'),
      value: (
        <Link to={paths.ownerProfile(product.owner_id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {product.owner_name}
        </Link>
      ),
    },
    { label: t('detail.listedOn'), value: formatDate(product.created_at) },
  ];
}

/** 'Listed by' and the owner's name, leading to their public profile. */
export function ListedBy({ product }: { product: Pick<ProductDetail, 'owner_id' | 'owner_name'> }) {
  const t = useT('catalogue');
  return (
    <p className="text-sm text-stone-700">
      {t('detail.listedBy')}{' '}
      <Link
        to={paths.ownerProfile(product.owner_id)}
        data-testid="listed-by"
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {product.owner_name}
      </Link>
    </p>
  );
}
