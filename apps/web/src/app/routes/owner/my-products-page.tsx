import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { MyProducts } from '../../../features/products';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /my-products (§2, §8): the owner's products with approval state, inline edit, photo replacement and delete. */
export function MyProductsPage() {
  const session = useSession('owner');
  if (!session) return null;
  return (
    <OwnerPage
      title="My Products"
      lead="Everything you have uploaded, with its approval status. Approved products are live in the catalogue."
      actions={
        <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
          + Upload Product
        </Link>
      }
    >
      <MyProducts ownerId={session.profile.id} />
    </OwnerPage>
  );
}
