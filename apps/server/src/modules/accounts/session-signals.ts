import type { Role } from '@kiraya/contract';
import type { Db } from '../../db/client.js';
import { type LiveBus, publishLive } from '../../db/events.js';

/** An account's sessions changed: tokens older than `sessionVersion`, or every token when inactive, no longer stand. */
export interface SessionChange {
  role: Role;
  id: number;
  sessionVersion: number;
  active: boolean;
}

/**
 * Tells open live streams that an account's sessions ended, in every process: this process's streams at once, the
 * others' through the live-events bus (a `session` event). Streams also re-read the account every STREAM_RECHECK_MS,
 * a second guard should an event be lost.
 */
export interface SessionSignals {
  subscribe(listener: (change: SessionChange) => void): () => void;
  publish(change: SessionChange): Promise<void>;
}

export function createSessionSignals(db: Db, bus: LiveBus): SessionSignals {
  const listeners = new Set<(change: SessionChange) => void>();
  const tell = (change: SessionChange) => {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch {
        // One broken stream must not keep the others open.
      }
    }
  };
  bus.subscribe({ topic: 'session' }, (event) => tell(event.payload as SessionChange));
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async publish(change) {
      tell(change);
      await publishLive(db, [{ topic: 'session', audience: `${change.role}:${change.id}`, kind: 'ended', payload: change }]);
    },
  };
}
