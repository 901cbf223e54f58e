import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { BuyerOrdersList } from '../../../features/orders';
import { useT } from '../../../lib/i18n';

/** /order-history: every order the buyer placed, newest first, with each line's status. */
export function OrderHistoryPage() {
  const t = useT('buyer');
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title={t('history.title')} />
      <div className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('history.title')}</h1>
        <p className="max-w-2xl text-stone-700">{t('history.lead')}</p>
      </div>
      <BuyerOrdersList />
    </PageContainer>
  );
}
