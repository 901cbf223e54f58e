import type { TalkMessage, TalkStreamEvent, TalkStreamNotice } from '@kiraya/contract';
import type { Executor } from '../../db/client.js';
import { type LiveFilter, publishLive } from '../../db/events.js';

/**
 * A conversation's live events go through the live-events bus (db/events.ts), as support chat's do, so a message
 * written through one process reaches the streams every process holds. Each side's stream follows one conversation.
 */
export const talkStream = (conversationId: number): LiveFilter => ({ topic: 'conversation', audience: `talk:${conversationId}` });

/** Records a conversation event in the caller's transaction (call it last); streams get it when that commits. */
export function publishTalk(
  db: Executor,
  conversationId: number,
  event: TalkStreamEvent,
  data: TalkMessage | TalkStreamNotice,
): Promise<void> {
  return publishLive(db, [{ topic: 'conversation', audience: `talk:${conversationId}`, kind: event, payload: data }]);
}
