import type { ListingDetail } from '@kiraya/contract';
import { MailIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons';

/** A listing's seller: name, call and email links, and a safety note. */
export function SellerContact({ listing }: { listing: ListingDetail }) {
  const phone = listing.sellerPhone.replace(/[^\d+]/g, '');
  return (
    <section aria-labelledby="seller-contact" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h2 id="seller-contact" className="text-lg font-semibold text-stone-950">
        Contact the seller
      </h2>
      <p className="mt-1 text-xl font-bold text-brand-900">{listing.sellerName}</p>
      <ul className="mt-3 space-y-2">
        {listing.sellerPhone ? (
          <li>
            <a
              href={`tel:${phone}`}
              className="inline-flex items-center gap-2 rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              <PhoneIcon width={18} height={18} />
              <span className="sr-only">Call </span>
              {listing.sellerPhone}
            </a>
          </li>
        ) : null}
        {listing.sellerEmail ? (
          <li>
            <a
              href={`mailto:${listing.sellerEmail}?subject=${encodeURIComponent(`Kiraya: ${listing.title}`)}`}
              className="inline-flex items-center gap-2 rounded font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
            >
              <MailIcon width={18} height={18} />
              <span className="sr-only">Email </span>
              {listing.sellerEmail}
            </a>
          </li>
        ) : null}
      </ul>
      <p className="mt-4 flex gap-2 text-sm text-stone-700">
        <ShieldIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
        See the place or the item in person before you pay anything, and keep a written rent agreement.
      </p>
    </section>
  );
}
