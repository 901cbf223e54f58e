export { AdminTalkQueue } from './components/admin-talk-queue';
export { AdminTalkView } from './components/admin-talk-view';
export { ChatWithOwner } from './components/chat-with-owner';
export { ConversationInbox } from './components/conversation-inbox';
export { ConversationScreen } from './components/conversation-screen';
export { TalkUnreadBadge } from './components/talk-unread-badge';
