/** One Server-Sent Event as a browser's EventSource would see it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  /** The response's headers (x-served-by tells which process holds the stream). */
  headers: Headers;
  /** Every event received so far (frames without data, like a bare `id:`, only move lastEventId). */
  readonly events: SseEvent[];
  /** The id a reconnecting EventSource would send as Last-Event-ID. */
  readonly lastEventId: string | undefined;
  /** Resolves with the first event (already received or later) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream (rejects after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens a stream with fetch and parses it as the EventSource algorithm does (id, event, data, blank line). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let lastEventId: string | undefined;
  let done = false;
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  if (res.status === 200 && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      let fields: { id?: string; event?: string; data: string[] } = { data: [] };
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += decoder.decode(value, { stream: true });
          let cut = buffer.indexOf('\n');
          while (cut >= 0) {
            const line = buffer.slice(0, cut).replace(/\r$/, '');
            buffer = buffer.slice(cut + 1);
            if (line === '') {
              if (fields.id !== undefined) lastEventId = fields.id;
              if (fields.data.length > 0) events.push({ id: lastEventId, event: fields.event ?? 'message', data: fields.data.join('\n') });
              fields = { data: [] };
              wake();
            } else if (!line.startsWith(':')) {
              const colon = line.indexOf(':');
              const name = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (name === 'id') fields.id = text;
              else if (name === 'event') fields.event = text;
              else if (name === 'data') fields.data.push(text);
            }
            cut = buffer.indexOf('\n');
          }
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        wake();
      }
    })();
  } else {
    done = true;
  }
  const until = (ready: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (ready()) return resolve();
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  return {
    status: res.status,
    headers: res.headers,
    events,
    get lastEventId() {
      return lastEventId;
    },
    async waitFor(match, timeoutMs = 3_000) {
      await until(() => events.some(match) || done, timeoutMs, 'an event');
      const found = events.find(match);
      if (!found) throw new Error(`stream ended without the event; got ${JSON.stringify(events)}`);
      return found;
    },
    ended: (timeoutMs = 5_000) => until(() => done, timeoutMs, 'the end of the stream'),
    close: () => controller.abort(),
  };
}
