import { LinkedSection } from '../../../components/ui/dashboard-sections';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { ConversationInbox } from './conversation-inbox';

/** The buyer's conversations with owners, as a dashboard section linked to the full screen (under support chat in Messages). */
export function OwnerConversationsSection() {
  const t = useT('talk');
  return (
    <LinkedSection headingId="owner-conversations" title={t('inbox.buyerTitle')} to={paths.conversations()} link={t('conv.back')}>
      <ConversationInbox viewer="user" linkTo={paths.conversation} />
    </LinkedSection>
  );
}
