import { buttonClass } from '../../../components/ui/button-styles';
import { MyProducts } from '../../../features/products';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session';
import { OwnerPage } from './owner-page';

/** /my-products (§2, §8): the owner's products with approval state, inline edit, photo replacement and delete. */
export function MyProductsPage() {
  const session = useSession('owner');
  const t = useT('owner');
  if (!session) return null;
  return (
    <OwnerPage
      title={t('products.title')}
      lead={t('products.lead')}
      actions={
        <Link to={paths.uploadProduct()} className={buttonClass('primary', 'md')}>
          {t('products.uploadAction')}
        </Link>
      }
    >
      <MyProducts ownerId={session.profile.id} />
    </OwnerPage>
  );
}
