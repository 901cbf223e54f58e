import type { Role } from '@kiraya/contract';

/** An account's sessions changed: tokens older than `sessionVersion`, or every token when inactive, no longer stand. */
export interface SessionChange {
  role: Role;
  id: number;
  sessionVersion: number;
  active: boolean;
}

/**
 * In-process signal to open live streams, so they close at once in this process. Other processes learn of the
 * change when their streams re-check the account (STREAM_RECHECK_MS), since the version lives in the database.
 */
export interface SessionSignals {
  subscribe(listener: (change: SessionChange) => void): () => void;
  publish(change: SessionChange): void;
}

export function createSessionSignals(): SessionSignals {
  const listeners = new Set<(change: SessionChange) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(change) {
      for (const listener of [...listeners]) {
        try {
          listener(change);
        } catch {
          // One broken stream must not keep the others open.
        }
      }
    },
  };
}
