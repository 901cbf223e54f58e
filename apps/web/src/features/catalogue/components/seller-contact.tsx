import type { ListingDetail } from '@kiraya/contract';
import { PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/**
 * A listing's seller: their name, how to reach them, and a safety note. A member is reached through "Chat with owner"
 * (their number appears there once they share it); only an ad with no member behind it shows its phone here. No e-mail
 * address is ever shown (issue 15).
 */
export function SellerContact({ listing }: { listing: ListingDetail }) {
  const t = useT('catalogue');
  return (
    <section aria-labelledby="seller-contact" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h2 id="seller-contact" className="text-lg font-semibold text-stone-950">
        {t('seller.title')}
      </h2>
      <p className="mt-1 text-xl font-bold text-brand-900">{listing.sellerName}</p>
      {listing.sellerPhone ? (
        <a
          href={`tel:${listing.sellerPhone.replace(/[^\d+]/g, '')}`}
          className="mt-3 inline-flex items-center gap-2 rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <PhoneIcon width={18} height={18} />
          <span className="sr-only">{t('seller.call')} </span>
          {listing.sellerPhone}
        </a>
      ) : null}
      {listing.seller_on_kiraya ? <p className="mt-2 text-sm text-stone-700">{t('seller.private')}</p> : null}
      <p className="mt-4 flex gap-2 text-sm text-stone-700">
        <ShieldIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
        {t('seller.safety')}
      </p>
    </section>
  );
}
