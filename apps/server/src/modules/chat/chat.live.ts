import type { ChatMessage, ChatStreamEvent, ChatStreamNotice } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { type LiveFilter, publishLive } from '../../db/events.js';

/**
 * Support chat's live events go through the live-events bus (db/events.ts), so a message written through one process
 * reaches the streams every process holds. A buyer's stream follows its own conversation, an admin's all of them.
 */
export const conversationStream = (conversationId: number): LiveFilter => ({ topic: 'chat', audience: `conv:${conversationId}` });
export const everyConversation: LiveFilter = { topic: 'chat' };

/** Records a chat event in the caller's transaction (call it last); streams get it when that commits. */
export function publishChat(
  db: Executor,
  conversationId: number,
  event: ChatStreamEvent,
  data: ChatMessage | ChatStreamNotice,
): Promise<void> {
  return publishLive(db, [{ topic: 'chat', audience: `conv:${conversationId}`, kind: event, payload: data }]);
}
