import type { TalkItemKind } from '@kiraya/contract/conversations/rules';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormMessage } from '../../../components/ui/form-message';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { loginUrl, useSession } from '../../../lib/session';
import { useOpenConversation } from '../api/open-conversation';

/**
 * "Chat with owner" on an item's page. A signed-in buyer opens their conversation about the item (the one that exists,
 * or a new one) and goes to it; a visitor is sent to log in and brought back here.
 */
export function ChatWithOwner({ kind, itemId }: { kind: TalkItemKind; itemId: number }) {
  const session = useSession('user');
  const t = useT('catalogue');
  const location = useLocation();
  const navigate = useNavigate();
  const hintId = useId();
  const open = useOpenConversation();

  return (
    <div className="space-y-2" data-testid="chat-with-owner">
      {session ? (
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:w-auto"
          aria-describedby={hintId}
          disabled={open.isPending}
          onClick={() =>
            open.mutate(
              { item_kind: kind, item_id: itemId },
              { onSuccess: ({ conversation }) => navigate(paths.conversation(conversation.id)) },
            )
          }
        >
          {open.isPending ? t('talk.opening') : t('talk.chat')}
        </Button>
      ) : (
        <Link
          to={loginUrl('user', 'required', `${location.pathname}${location.search}`)}
          className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}
          aria-describedby={hintId}
        >
          {t('talk.chat')}
        </Link>
      )}
      <p id={hintId} className="text-sm text-stone-700">
        {session ? t('talk.hint') : t('talk.login')}
      </p>
      {open.isError ? <FormMessage tone="error">{errorMessage(open.error)}</FormMessage> : null}
    </div>
  );
}
