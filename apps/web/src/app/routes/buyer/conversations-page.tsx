import { PageContainer } from '../../../components/layouts/page-container';
import { PageTitle } from '../../../components/ui/page-title';
import { ConversationInbox, ConversationScreen } from '../../../features/conversations';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { parseId } from '../../../lib/route-params';
import { useParams } from '../../../lib/router';

/** /conversations: the buyer's chats with owners about their items. */
export function ConversationsPage() {
  const t = useT('talk');
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={t('inbox.buyerTitle')} />
      <div className="mb-5 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-stone-950 sm:text-4xl">{t('inbox.buyerTitle')}</h1>
        <p className="max-w-2xl text-stone-700">{t('inbox.buyerLead')}</p>
      </div>
      <ConversationInbox viewer="user" linkTo={paths.conversation} />
    </PageContainer>
  );
}

/** /conversations/{id}: one chat with an owner. */
export function ConversationPage() {
  const t = useT('talk');
  const id = parseId(useParams().id);
  return (
    <PageContainer className="max-w-3xl">
      <PageTitle title={t('inbox.buyerTitle')} />
      <h1 className="sr-only">{t('inbox.buyerTitle')}</h1>
      {id ? <ConversationScreen key={id} viewer="user" id={id} backTo={paths.conversations()} /> : null}
    </PageContainer>
  );
}
