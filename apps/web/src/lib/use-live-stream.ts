import { useEffect, useRef } from 'react';

/** What a live stream's events do: one handler per event name, each given the event's parsed JSON. */
export type LiveHandlers = Record<string, ((data: never) => void) | undefined>;

interface Shared {
  source: EventSource;
  listeners: Set<{ current: LiveHandlers }>;
  names: Set<string>;
}

/** One EventSource per URL however many components listen to it: the server caps open streams per account. */
const open = new Map<string, Shared>();

function attach(shared: Shared, name: string) {
  if (shared.names.has(name)) return;
  shared.names.add(name);
  shared.source.addEventListener(name, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    for (const listener of [...shared.listeners]) (listener.current[name] as ((value: unknown) => void) | undefined)?.(data);
  });
}

/**
 * Listens to a Server-Sent Events stream while mounted. The browser reconnects by itself after a dropped connection
 * (a process restarting or shutting down: to another one) and sends `Last-Event-ID`, so the server first sends what
 * was missed; `reset` means it could not, and the page should reload what it shows. `ended` (the session ended) closes
 * the stream rather than reconnect with a dead token; a refused one stays closed and the page's polls take over.
 */
export function useLiveStream(url: string | null, handlers: LiveHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let shared = open.get(url);
    if (!shared) {
      const created: Shared = { source: new EventSource(url), listeners: new Set(), names: new Set() };
      created.source.addEventListener('ended', () => {
        created.source.close();
        open.delete(url);
      });
      open.set(url, created);
      shared = created;
    }
    const mine = shared;
    mine.listeners.add(latest);
    for (const name of Object.keys(latest.current)) attach(mine, name);
    return () => {
      mine.listeners.delete(latest);
      if (mine.listeners.size === 0) {
        mine.source.close();
        if (open.get(url) === mine) open.delete(url);
      }
    };
  }, [url]);
}
