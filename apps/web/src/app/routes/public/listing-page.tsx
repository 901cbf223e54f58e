import { CATEGORY_LABELS, type ListingDetail, MSG } from '@kiraya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { MailIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { ListingActions } from '../../../features/cart/components/cart-actions';
import { useListing } from '../../../features/catalogue/api/get-listing';
import { DETAIL_IMAGE_SIZES, FactList } from '../../../features/catalogue/components/detail-parts';
import { ItemPrice } from '../../../features/catalogue/components/item-price';
import { RentDurationStepper } from '../../../features/catalogue/components/rent-duration-stepper';
import { VerifiedBadge } from '../../../features/catalogue/components/verified-badge';
import { ReportItem } from '../../../features/reports/components/report-item';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../../../lib/money';
import { parseId } from '../../../lib/route-params';
import { DetailScreen } from './detail-screen';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SellerContact({ listing }: { listing: ListingDetail }) {
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

function ListingDetails({ listing }: { listing: ListingDetail }) {
  const [months, setMonths] = useState(1);
  const label = CATEGORY_LABELS[listing.category];
  return (
    <article>
      <PageTitle title={listing.title} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-stone-200/70 lg:sticky lg:top-36 lg:self-start">
          <ResponsiveImage card={listing.image_card} full={listing.image} alt={listing.title} sizes={DETAIL_IMAGE_SIZES} priority />
        </div>
        <div className="space-y-6">
          <div className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {label} · For rent
              {listing.verified === 1 ? <VerifiedBadge /> : null}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{listing.title}</h1>
            <ItemPrice item={listing} size="lg" />
          </div>

          <FactList
            facts={[
              { label: 'Category', value: label },
              ...(listing.subcategory ? [{ label: 'Type', value: capitalise(listing.subcategory) }] : []),
              { label: 'Location', value: `${listing.location}, ${listing.city}` },
              { label: 'Listed on', value: formatDate(listing.created_at) },
            ]}
          />

          <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70 sm:flex-row sm:items-end sm:justify-between">
            <RentDurationStepper value={months} onChange={setMonths} />
            <div className="border-t border-stone-100 pt-4 sm:border-0 sm:pt-0 sm:text-right">
              <p className="text-sm font-medium text-stone-700">Total rent</p>
              <output aria-live="polite" className="block text-2xl font-bold text-stone-950" data-testid="rent-total">
                {formatPrice(months * listing.price)}
              </output>
              <p className="text-sm text-stone-600">
                {months} × {formatPrice(listing.price, { perMonth: true })}
              </p>
            </div>
          </div>

          <ListingActions listing={listing} months={months} />

          <SellerContact listing={listing} />

          <ReportItem type="listings" itemId={listing.id} title={listing.title} />

          <section aria-labelledby="listing-description" className="border-t border-stone-200 pt-6">
            <h2 id="listing-description" className="text-lg font-semibold text-stone-950">
              About this listing
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-800">{listing.description}</p>
          </section>
        </div>
      </div>
    </article>
  );
}

/** /listing/{id}: an ad to rent by the month, with the seller's contact details. */
export function ListingPage() {
  const id = parseId(useParams().id);
  const query = useListing(id);

  return (
    <DetailScreen
      id={id}
      query={query}
      noun="Listing"
      notFound={{ title: MSG.listingNotFound, text: 'This listing may have been rented out or removed by its seller.' }}
    >
      {(listing) => <ListingDetails key={listing.id} listing={listing} />}
    </DetailScreen>
  );
}
