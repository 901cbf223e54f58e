import { ConversationInbox, ConversationScreen } from '../../../features/conversations';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { parseId } from '../../../lib/route-params';
import { useParams } from '../../../lib/router';
import { OwnerPage } from './owner-page';

/** /owner-messages: buyers who wrote about the owner's items. */
export function OwnerMessagesPage() {
  const t = useT('talk');
  return (
    <OwnerPage title={t('inbox.ownerTitle')} lead={t('inbox.ownerLead')} width="max-w-3xl">
      <ConversationInbox viewer="owner" linkTo={paths.ownerConversation} />
    </OwnerPage>
  );
}

/** /owner-messages/{id}: one conversation with a buyer. */
export function OwnerConversationPage() {
  const t = useT('talk');
  const id = parseId(useParams().id);
  return (
    <OwnerPage title={t('inbox.ownerTitle')} width="max-w-3xl">
      {id ? <ConversationScreen key={id} viewer="owner" id={id} backTo={paths.ownerMessages()} /> : null}
    </OwnerPage>
  );
}
