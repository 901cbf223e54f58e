export { AdminMessages } from './components/admin-messages';
export { BuyerChat } from './components/buyer-chat';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
