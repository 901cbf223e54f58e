import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { BuyerOrdersList } from '../../../features/orders';

/** /order-history: every order the buyer placed, newest first, with each line's status. */
export function OrderHistoryPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title="Order history" />
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Order history</h1>
        <p className="max-w-2xl text-stone-700">
          Each item of an order is accepted or rejected by its own owner (ads by the Kiraya team). You can cancel an item while it is still
          pending.
        </p>
      </div>
      <BuyerOrdersList />
    </PageContainer>
  );
}
