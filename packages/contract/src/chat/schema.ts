import { z } from 'zod';
import { flag } from '../http/schema.js';
import { rowId } from '../ids.js';
import { CHAT_MSG, CHAT_SENDERS, CHAT_TEXT_MAX } from './rules.js';

/** The one check of a message's text, for both roles: trimmed, not empty, capped. */
export const messageText = z.string({ error: CHAT_MSG.empty }).trim().min(1, CHAT_MSG.empty).max(CHAT_TEXT_MAX, CHAT_MSG.tooLong);

/**
 * §3 Message: sender, text, timestamp, is_read (1 once the OTHER side has read it: the read tick
 * turns green), delivered (1 once stored), and conversationId (= the buyer's user id).
 */
export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  user_id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string(),
  timestamp: z.string(),
  is_read: flag,
  delivered: flag,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * §7 POST /api/user/messages/{userId} and POST /api/admin/messages/{userId}: body sender, text, timestamp.
 * The sender comes from the token and the time from the server, so those two are accepted and ignored.
 */
export const sendMessageInput = z.object({
  text: messageText,
  sender: z.unknown().optional(),
  timestamp: z.unknown().optional(),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** §7 POST /api/messages: body conversationId, sender, text. */
export const sendConversationMessageInput = sendMessageInput.extend({ conversationId: rowId });
export type SendConversationMessageInput = z.input<typeof sendConversationMessageInput>;

/** 201 answer of every send: the spec's insertedId plus the stored message. */
export const sentMessage = z.object({ insertedId: z.number().int(), message: chatMessage });
export type SentMessage = z.infer<typeof sentMessage>;

export const conversationIdParam = z.object({ conversationId: rowId });

/** §3 conversation user: id, name, email, unread_count (buyer messages no admin has read), and the newest message. */
export const conversationUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  unread_count: z.number().int(),
  last_message: z.string(),
  last_message_at: z.string(),
});
export type ConversationUser = z.infer<typeof conversationUser>;

export const unreadMessagesCount = z.object({ unread: z.number().int() });
export type UnreadMessagesCount = z.infer<typeof unreadMessagesCount>;

export const markReadResult = z.object({ message: z.string(), updated: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResult>;

export const clearChatResult = z.object({ message: z.string(), deleted: z.number().int() });
export type ClearChatResult = z.infer<typeof clearChatResult>;

/**
 * The live stream (Server-Sent Events). EventSource cannot send headers, so these two routes alone take
 * the bearer token as `access_token` in the query (docs/decisions/0004-sse-stream-auth.md).
 */
/**
 * A live stream's query: the token (EventSource cannot send headers) and, for a client that opens a new EventSource
 * rather than letting the old one reconnect, the last event id it saw (the same as the `Last-Event-ID` header).
 */
export const streamQuery = z.object({
  access_token: z.string().max(4096).optional(),
  last_event_id: z
    .string()
    .regex(/^\d{1,15}$/, 'last_event_id must be an event id')
    .optional(),
});

/** `read`: the reader ('admin' or 'user') read the other side's messages; `cleared`: the chat was emptied. */
export const chatStreamNotice = z.object({ conversationId: z.number().int(), by: z.enum(CHAT_SENDERS) });
export type ChatStreamNotice = z.infer<typeof chatStreamNotice>;
