import type { TalkMessage, TalkStreamNotice } from '@kiraya/contract';
import { useLiveStream } from '../../../lib/use-live-stream';

export interface TalkStreamHandlers {
  message?: (message: TalkMessage) => void;
  read?: (notice: TalkStreamNotice) => void;
  shared?: (notice: TalkStreamNotice) => void;
  blocked?: (notice: TalkStreamNotice) => void;
  /** The server could not replay what was missed while disconnected: reload the conversation. */
  reset?: () => void;
}

/**
 * Follows one conversation's stream (Server-Sent Events) while mounted, as support chat does (lib/use-live-stream):
 * new messages show at once; the 5-second poll stays the fallback.
 */
export function useTalkStream(url: string | null, handlers: TalkStreamHandlers): void {
  useLiveStream(url, { ...handlers });
}
