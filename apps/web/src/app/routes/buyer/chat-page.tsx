import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { BuyerChat } from '../../../features/chat';
import { useT } from '../../../lib/i18n';

/** /chat: the buyer's conversation with the Kiraya support team. */
export function ChatPage() {
  const t = useT('buyer');
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={t('chatPage.title')} />
      <div className="mb-5 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('chatPage.title')}</h1>
        <p className="max-w-2xl text-stone-700">{t('chatPage.lead')}</p>
      </div>
      <BuyerChat />
    </PageContainer>
  );
}
