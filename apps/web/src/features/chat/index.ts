export { appendMessage } from './api/query-keys';
export { AdminMessages } from './components/admin-messages';
export { BuyerChat } from './components/buyer-chat';
export { ConversationView } from './components/conversation-view';
export { sendFailure } from './components/message-composer';
export { MessageThread, type MessageThreadProps, messageTime, type ThreadMessage } from './components/message-thread';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
