import type { ChatMessage, ChatStreamNotice } from '@kiraya/contract';
import { useLiveStream } from '../../../lib/use-live-stream';

export interface ChatStreamHandlers {
  message?: (message: ChatMessage) => void;
  read?: (notice: ChatStreamNotice) => void;
  cleared?: (notice: ChatStreamNotice) => void;
  /** The server could not replay what was missed while disconnected: reload the conversation. */
  reset?: () => void;
}

/**
 * Listens to a chat stream (Server-Sent Events) while mounted, so new messages show at once; the 5-second poll stays
 * the fallback. Reconnecting resumes where it left off (lib/use-live-stream).
 */
export function useChatStream(url: string | null, handlers: ChatStreamHandlers): void {
  useLiveStream(url, { message: handlers.message, read: handlers.read, cleared: handlers.cleared, reset: handlers.reset });
}
