/**
 * Typed in-process events about data, emitted after the write commits. Writers emit; readers that keep copies
 * (the catalogue cache) listen. This is the one file to change to carry them across processes.
 */
export interface DataEvents {
  /** Something visitors may see changed: products, listings, approvals or settings. */
  catalogueChanged: [];
}

type Listener<K extends keyof DataEvents> = (...args: DataEvents[K]) => void;

const listeners: { [K in keyof DataEvents]?: Set<Listener<K>> } = {};

export function emit<K extends keyof DataEvents>(event: K, ...args: DataEvents[K]): void {
  for (const listener of listeners[event] ?? []) listener(...args);
}

/** Subscribes `listener` to `event`; returns the unsubscribe. */
export function on<K extends keyof DataEvents>(event: K, listener: Listener<K>): () => void {
  const set: Set<Listener<K>> = listeners[event] ?? new Set();
  (listeners as Record<K, Set<Listener<K>>>)[event] = set;
  set.add(listener);
  return () => set.delete(listener);
}

/** After a commit that changed what visitors may see. */
export const catalogueChanged = (): void => emit('catalogueChanged');
