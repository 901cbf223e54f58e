import { type CatalogueItem, DEFAULT_CITY, OFFER_TEXT, PRODUCT_CATEGORIES, placeOf, quoteRentRupees } from '@kiraya/contract';
import { useLocalize, useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { CatalogueCard } from '../../catalogue';
import { legacyOf, type OfferValues, previewAvailability, previewOffer } from './offer-values';

interface PreviewProps {
  offer: OfferValues;
  title: string;
  description: string;
  category: string;
  location: string;
  /** The chosen locality's slug ('' until chosen). */
  locality: string;
  /** The chosen photo's object URL, when there is one. */
  image?: string | null;
}

/**
 * The card exactly as buyers will see it, updated as the owner types, and an example quote for the minimum tenure
 * (the contract's quoteRentRupees, as the item page and the server price it).
 */
export function OfferPreview({ offer: values, title, description, category, location, locality, image }: PreviewProps) {
  const t = useT('upload');
  const localize = useLocalize();
  const offer = previewOffer(values, category);
  const place = placeOf({ locality, location });
  const knownCategory = (PRODUCT_CATEGORIES as readonly string[]).includes(category)
    ? (category as CatalogueItem['category'])
    : 'appliance';
  const item: CatalogueItem | null = offer
    ? {
        id: 0,
        source: 'products',
        title: title.trim() || t('preview.item'),
        name: title.trim() || t('preview.item'),
        description: description.trim() || t('preview.description'),
        ...legacyOf(offer),
        category: knownCategory,
        locality: place.locality,
        location: place.location || DEFAULT_CITY,
        city: DEFAULT_CITY,
        bhk: null,
        furnishing: null,
        image: image ?? '',
        image_card: image ?? '',
        image_medium: image ?? '',
        verified: 0,
        owner_verified: false,
        created_at: new Date().toISOString(),
        offer,
        availability: previewAvailability(offer),
      }
    : null;
  const quote = offer?.rent ? quoteRentRupees(offer.rent, offer.rent.min_months) : null;
  // The step the quote's discount comes from ("5% off from 6 months"), not the quoted tenure.
  const step = quote && offer?.rent ? offer.rent.discounts.findLast((d) => d.months <= quote.months)?.months : undefined;

  return (
    <section aria-labelledby="offer-preview-heading" className="grid content-start gap-4">
      <h2 id="offer-preview-heading" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
        {t('OFFER_FORM_TEXT.preview')}
      </h2>
      {item ? (
        <div className="max-w-sm">
          <CatalogueCard item={item} variant="preview" />
        </div>
      ) : (
        <p className="rounded-2xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">{t('OFFER_FORM_TEXT.previewEmpty')}</p>
      )}
      {quote ? (
        <div className="max-w-sm rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200" data-testid="offer-quote">
          <h3 className="text-sm font-semibold text-stone-900">
            {t('OFFER_FORM_TEXT.exampleQuote', { months: quote.months, count: quote.months })}
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-700">{t('OFFER_FORM_TEXT.quoteMonthly')}</dt>
            <dd className="text-right font-medium text-stone-950 tabular-nums">
              {formatPrice(quote.monthly, { perMonth: true })}
              {quote.discountPercent > 0 ? (
                <span className="block text-xs font-normal text-emerald-800">
                  {t('preview.discount', { percent: quote.discountPercent, months: step ?? quote.months })} (
                  {formatPrice(quote.listMonthly, { perMonth: true })})
                </span>
              ) : null}
            </dd>
            <dt className="text-stone-700">{localize(OFFER_TEXT.totalRent)}</dt>
            <dd className="text-right font-medium text-stone-950 tabular-nums">{formatPrice(quote.totalRent)}</dd>
            <dt className="text-stone-700">{t('OFFER_FORM_TEXT.quoteDeposit')}</dt>
            <dd className="text-right font-medium text-stone-950 tabular-nums">{formatPrice(quote.deposit)}</dd>
            <dt className="font-semibold text-stone-900">{localize(OFFER_TEXT.dueNow)}</dt>
            <dd className="text-right font-bold text-stone-950 tabular-nums">{formatPrice(quote.dueNow)}</dd>
          </dl>
          {quote.thenMonthly > 0 ? (
            <p className="mt-1 text-xs text-stone-600">
              {formatPrice(quote.thenMonthly)} {t('preview.then', { count: quote.months - 1 })}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
