import type { ChatMessage, ChatStreamNotice } from '@kiraya/contract';
import { useEffect, useRef } from 'react';

export interface ChatStreamHandlers {
  message?: (message: ChatMessage) => void;
  read?: (notice: ChatStreamNotice) => void;
  cleared?: (notice: ChatStreamNotice) => void;
}

/**
 * Listens to a chat stream (Server-Sent Events) while mounted, so new messages show at once; the 5-second
 * poll stays the fallback. The browser reconnects by itself after a dropped connection; a refused one (an
 * expired token) stays closed and the poll's own 401 sends the user to the login.
 */
export function useChatStream(url: string | null, handlers: ChatStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const listen = (name: keyof ChatStreamHandlers) => (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      (latest.current[name] as ((value: unknown) => void) | undefined)?.(data);
    };
    const onMessage = listen('message');
    const onRead = listen('read');
    const onCleared = listen('cleared');
    source.addEventListener('message', onMessage);
    source.addEventListener('read', onRead);
    source.addEventListener('cleared', onCleared);
    // The session ended (password change, logout everywhere): stop, rather than reconnect with a dead token.
    source.addEventListener('ended', () => source.close());
    return () => source.close();
  }, [url]);
}
