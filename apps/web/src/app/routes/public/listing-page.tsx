import { CATEGORY_LABELS, type ListingDetail, MSG } from '@kiraya/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ListingActions } from '../../../features/cart/components/cart-actions';
import { useListing } from '../../../features/catalogue/api/get-listing';
import { DetailLayout } from '../../../features/catalogue/components/detail-layout';
import { placeFacts } from '../../../features/catalogue/components/detail-parts';
import { RentTotal } from '../../../features/catalogue/components/rent-total';
import { SellerContact } from '../../../features/catalogue/components/seller-contact';
import { ReportItem } from '../../../features/reports/components/report-item';
import { formatDate } from '../../../lib/dates';
import { parseId } from '../../../lib/route-params';
import { DetailScreen } from './detail-screen';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ListingDetails({ listing }: { listing: ListingDetail }) {
  const [months, setMonths] = useState(1);
  const facts = [
    { label: 'Category', value: CATEGORY_LABELS[listing.category] },
    ...(listing.subcategory ? [{ label: 'Type', value: capitalise(listing.subcategory) }] : []),
    ...placeFacts(listing),
    { label: 'Listed on', value: formatDate(listing.created_at) },
  ];
  return (
    <DetailLayout item={listing} kind="For rent" facts={facts} description={{ id: 'listing-description', heading: 'About this listing' }}>
      <RentTotal months={months} onChange={setMonths} price={listing.price} />
      <ListingActions listing={listing} months={months} />
      <SellerContact listing={listing} />
      <ReportItem type="listings" itemId={listing.id} title={listing.title} />
    </DetailLayout>
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
