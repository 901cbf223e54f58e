import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { paths } from '../../../lib/paths';
import { OwnerPage, Panel } from './owner-page';

/** An owner screen that arrives with orders: says what it is for, honestly, with no invented rows. */
function OrdersNotice({ title, purpose }: { title: string; purpose: string }) {
  return (
    <OwnerPage title={title} width="max-w-3xl">
      <Panel>
        <p className="mb-3 inline-flex rounded-full bg-saffron-100 px-3 py-1 text-xs font-semibold tracking-wide text-saffron-900 uppercase">
          Next release
        </p>
        <p className="text-lg text-stone-800">{purpose}</p>
        <p className="mt-2 text-stone-700">
          This screen arrives with orders in the next release of Kiraya. Until then buyers find your approved products in the catalogue.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={paths.myProducts()} className={buttonClass('primary', 'md')}>
            My Products
          </Link>
          <Link to={paths.ownerDashboard()} className={buttonClass('secondary', 'md')}>
            Dashboard
          </Link>
        </div>
      </Panel>
    </OwnerPage>
  );
}

export const OrderRequestsPage = () => (
  <OrdersNotice title="Order Requests" purpose="Orders buyers place for your products, to accept or reject." />
);
export const WalletPage = () => (
  <OrdersNotice title="Wallet" purpose="Your earnings from accepted orders, your transactions and withdrawals to your bank." />
);
export const MyOrdersPage = () => <OrdersNotice title="My Orders" purpose="Orders for your products with their type, price and status." />;
