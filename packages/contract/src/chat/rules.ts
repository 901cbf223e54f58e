/**
 * Support chat between buyers and admins: constants and messages (zod-free).
 *
 * There is exactly one support conversation per buyer, shared by every admin, so a conversation's id
 * IS the buyer's user id: `conversationId === user_id` everywhere below.
 */

/** Longest message a buyer or an admin may send (characters, after trimming). */
export const CHAT_TEXT_MAX = 2000;
/** The newest messages of one conversation that a GET returns (oldest first); the total travels in X-Total-Count. */
export const CHAT_HISTORY_MAX = 500;
/** Admin sidebar badge refresh (the chat itself polls every TIMINGS.messagePollMs). */
export const CHAT_BADGE_POLL_MS = 15_000;
/** Comment line sent on every open stream so proxies and browsers keep it open. */
export const CHAT_HEARTBEAT_MS = 25_000;
/** Messages one account may send to support chat per minute, counted over every process. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

/** Texts of §2 and §8, and the server's refusals. */
export const CHAT_MSG = {
  placeholder: 'Type a message...',
  send: 'Send',
  empty: 'Please type a message before sending.',
  tooLong: `A message can be at most ${CHAT_TEXT_MAX} characters long.`,
  tooManyStreams: 'Too many live connections are open. Close other tabs or windows and try again.',
  tooManyMessages: 'You are sending messages too fast. Wait a minute and try again.',
  sendFailed: 'Failed to send message. Please try again.',
  notYours: 'You can only read and write your own support conversation.',
  selectUser: 'Select a user to start chatting',
  clearConfirm: 'Are you sure you want to delete the entire chat?',
  cleared: 'Chat cleared successfully.',
  clearFailed: 'Failed to clear chat. Try again.',
  buyerCleared: 'Your chat was cleared.',
  markedRead: 'Messages marked as read.',
  noConversations: 'No conversations yet.',
  noMessages: 'No messages yet. Write to the Kiraya support team and we will reply here.',
  userNotFound: 'User not found',
} as const;

export const CHAT_SENDERS = ['user', 'admin'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/**
 * Events on a stream: `event: message` carries a ChatMessage; the others a ChatStreamNotice. A last
 * `event: ended` (`{ message }`) says the session ended (password change, logout everywhere, deactivation).
 */
export const CHAT_STREAM_EVENTS = ['message', 'read', 'cleared'] as const;
export type ChatStreamEvent = (typeof CHAT_STREAM_EVENTS)[number];
