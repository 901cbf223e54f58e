import { SUPPORT } from '@kiraya/contract';
import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { BuyerChat } from '../../../features/chat';

/** /chat: the buyer's conversation with the Kiraya support team. */
export function ChatPage() {
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title="Chat with support" />
      <div className="mb-5 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">Chat with support</h1>
        <p className="max-w-2xl text-stone-700">
          Ask the Kiraya support team about an ad, an order or your account. {SUPPORT.replyTime} Support hours: {SUPPORT.hours}.
        </p>
      </div>
      <BuyerChat />
    </PageContainer>
  );
}
