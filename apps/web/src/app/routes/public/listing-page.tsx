import { CATEGORY_LABELS, type ListingDetail, OFFER_KIND_LABELS } from '@kiraya/contract';
import { useState } from 'react';
import { ListingActions } from '../../../features/cart/components/cart-actions';
import { useListing } from '../../../features/catalogue/api/get-listing';
import { DetailLayout } from '../../../features/catalogue/components/detail-layout';
import { usePlaceFacts } from '../../../features/catalogue/components/detail-parts';
import { DetailScreen } from '../../../features/catalogue/components/detail-screen';
import { RentTotal } from '../../../features/catalogue/components/rent-total';
import { SellerContact } from '../../../features/catalogue/components/seller-contact';
import { ChatWithOwner } from '../../../features/conversations/components/chat-with-owner';
import { ReportItem } from '../../../features/reports/components/report-item';
import { formatDate } from '../../../lib/dates';
import { useLocalize, useT } from '../../../lib/i18n';
import { parseId } from '../../../lib/route-params';
import { useParams } from '../../../lib/router';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ListingDetails({ listing }: { listing: ListingDetail }) {
  const [months, setMonths] = useState(1);
  const t = useT('catalogue');
  const localize = useLocalize();
  const placeFacts = usePlaceFacts(listing);
  const facts = [
    { label: t('detail.category'), value: localize(CATEGORY_LABELS[listing.category]) },
    ...(listing.subcategory ? [{ label: t('detail.type'), value: capitalise(listing.subcategory) }] : []),
    ...placeFacts,
    { label: t('detail.listedOn'), value: formatDate(listing.created_at) },
  ];
  return (
    <DetailLayout
      item={listing}
      kind={localize(OFFER_KIND_LABELS.rent)}
      facts={facts}
      description={{ id: 'listing-description', heading: t('detail.aboutListing') }}
    >
      <RentTotal months={months} onChange={setMonths} price={listing.price} />
      <ListingActions listing={listing} months={months} />
      {listing.seller_on_kiraya ? <ChatWithOwner kind="listing" itemId={listing.id} /> : null}
      <SellerContact listing={listing} />
      <ReportItem type="listings" itemId={listing.id} title={listing.title} />
    </DetailLayout>
  );
}

/** /listing/{id}: an ad to rent by the month, with the seller's contact details. */
export function ListingPage() {
  const id = parseId(useParams().id);
  return (
    <DetailScreen id={id} query={useListing(id)} kind="listing">
      {(listing) => <ListingDetails key={listing.id} listing={listing} />}
    </DetailScreen>
  );
}
