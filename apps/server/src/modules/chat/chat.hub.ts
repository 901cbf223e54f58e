import type { ChatMessage, ChatStreamEvent, ChatStreamNotice } from '@kiraya/contract';

/**
 * In-process publish/subscribe for the live chat streams. One Node process holds every open stream, so a
 * Set is enough; several processes would need PostgreSQL LISTEN/NOTIFY or Redis (docs/decisions/0004).
 */
export interface ChatSubscriber {
  /** The buyer's conversation, or null for an admin stream (every conversation). */
  conversationId: number | null;
  send(event: ChatStreamEvent, data: ChatMessage | ChatStreamNotice): void;
  /** Ends the stream (server shutdown). */
  close(): void;
}

export interface ChatHub {
  subscribe(subscriber: ChatSubscriber): () => void;
  publish(conversationId: number, event: ChatStreamEvent, data: ChatMessage | ChatStreamNotice): void;
  /** Open streams, for tests and shutdown. */
  readonly size: number;
  closeAll(): void;
}

export function createChatHub(): ChatHub {
  const subscribers = new Set<ChatSubscriber>();
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    publish(conversationId, event, data) {
      for (const s of subscribers) {
        if (s.conversationId !== null && s.conversationId !== conversationId) continue;
        try {
          s.send(event, data);
        } catch {
          // A socket that broke mid-write is cleaned up by its own close handler; the others still get the event.
        }
      }
    },
    get size() {
      return subscribers.size;
    },
    closeAll() {
      for (const s of [...subscribers]) s.close();
      subscribers.clear();
    },
  };
}
