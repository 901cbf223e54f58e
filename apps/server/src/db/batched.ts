import type { Executor } from './client.js';

/** Per batched lookup's name: the statements sent and the lookups they answered, since the process started. */
const totals = new Map<string, { statements: number; lookups: number }>();

/** The batched lookups' counts so far (GET /metrics: `db_batched_statements_total`, `db_batched_lookups_total`). */
export function batchedTotals(): ReadonlyMap<string, Readonly<{ statements: number; lookups: number }>> {
  return totals;
}

const connectionsOf = new WeakMap<Executor, number>();

/** Says how many connections `db` has (openDatabase: its pool's size); an executor not named here has one. */
export function batchedConnections(db: Executor, connections: number): void {
  connectionsOf.set(db, Math.max(1, connections));
}

/**
 * Lookups by key that are asked for in the same turn of the event loop, answered by one statement for all their keys
 * (the technique of Facebook's DataLoader, without its cache). Under load the server reads several requests from its
 * sockets in one turn; each used to cost a round trip of its own, and each round trip wakes a PostgreSQL backend and
 * writes to its socket (`writev` was 37 % of the server's samples on product pages, bench/README.md). Nothing is kept:
 * every lookup is read after it was asked for, by a statement sent once the turn's requests have all been parsed
 * (`setImmediate`), so a lone request waits no more than that turn.
 *
 * A lookup has at most as many statements in flight on an executor as it has connections (batchedConnections: the
 * pool's size; one for a transaction or PGlite). A batch whose turn ended while they are all busy stays open, and the
 * lookups of the next turns join it, until one comes back: it then goes as one statement, where each turn's batch used
 * to wait in the pool's queue for a round trip of its own.
 *
 * `load` gets the batch's distinct keys, which share `group` (a value the statement also binds, e.g. the day), and
 * returns the rows it found by key; a key it did not find resolves to null. A failed load fails every lookup of its
 * batch, as each one's own statement would have. A transaction is an executor of its own, so its lookups never mix
 * with the pool's.
 */
export function batchedLookup<K, R>(
  name: string,
  load: (db: Executor, keys: K[], group: string) => Promise<Map<K, R>>,
  options: { maxKeys?: number } = {},
): (db: Executor, key: K, group?: string) => Promise<R | null> {
  const maxKeys = options.maxKeys ?? 64;
  const counted = totals.get(name) ?? { statements: 0, lookups: 0 };
  totals.set(name, counted);
  /** `open`: taking lookups, not yet ready; `queued`: ready, waiting for a connection (still open unless full). */
  type Batch = {
    group: string;
    keys: Map<K, ((row: R | null) => void)[]>;
    failures: ((error: unknown) => void)[];
    state: 'open' | 'queued' | 'sent';
  };
  /** Per executor: its batches still taking lookups by group, its statements in flight, and the batches ready to go. */
  type Lane = { open: Map<string, Batch>; inFlight: number; ready: Batch[] };
  const lanes = new WeakMap<Executor, Lane>();
  const laneOf = (db: Executor) => {
    let lane = lanes.get(db);
    if (!lane) {
      lane = { open: new Map(), inFlight: 0, ready: [] };
      lanes.set(db, lane);
    }
    return lane;
  };

  const send = (db: Executor, lane: Lane, batch: Batch) => {
    const group = batch.group;
    batch.state = 'sent';
    counted.statements++;
    counted.lookups += batch.failures.length;
    if (lane.open.get(group) === batch) lane.open.delete(group);
    lane.inFlight++;
    const settled = () => {
      lane.inFlight--;
      const next = lane.ready.shift();
      if (next) send(db, lane, next);
    };
    // A load that throws before returning its promise fails its batch like one that rejects, and frees its place.
    let loading: Promise<Map<K, R>>;
    try {
      loading = load(db, [...batch.keys.keys()], group);
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (found) => {
        settled();
        for (const [key, waiters] of batch.keys) {
          const row = found.get(key) ?? null;
          for (const resolve of waiters) resolve(row);
        }
      },
      (error: unknown) => {
        settled();
        for (const reject of batch.failures) reject(error);
      },
    );
  };

  /** A batch whose turn ended, or that is full: sent if a connection is free, else queued (still open unless full). */
  const ready = (db: Executor, batch: Batch, full: boolean) => {
    if (batch.state === 'sent') return;
    const lane = laneOf(db);
    if (full && lane.open.get(batch.group) === batch) lane.open.delete(batch.group);
    if (batch.state === 'queued') return;
    if (lane.inFlight < (connectionsOf.get(db) ?? 1)) send(db, lane, batch);
    else {
      batch.state = 'queued';
      lane.ready.push(batch);
    }
  };

  return (db, key, group = '') =>
    new Promise<R | null>((resolve, reject) => {
      const lane = laneOf(db);
      let batch = lane.open.get(group);
      if (!batch) {
        const created: Batch = { group, keys: new Map(), failures: [], state: 'open' };
        batch = created;
        lane.open.set(group, created);
        setImmediate(() => ready(db, created, false));
      }
      const waiters = batch.keys.get(key);
      if (waiters) waiters.push(resolve);
      else batch.keys.set(key, [resolve]);
      batch.failures.push(reject);
      // A full batch goes now rather than with the turn (or waits closed), so a statement's array stays bounded.
      if (batch.keys.size >= maxKeys) ready(db, batch, true);
    });
}
