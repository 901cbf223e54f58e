import type { Executor } from './client.js';

/** Per batched lookup's name: the statements sent and the lookups they answered, since the process started. */
const totals = new Map<string, { statements: number; lookups: number }>();

/** The batched lookups' counts so far (GET /metrics: `db_batched_statements_total`, `db_batched_lookups_total`). */
export function batchedTotals(): ReadonlyMap<string, Readonly<{ statements: number; lookups: number }>> {
  return totals;
}

/**
 * Lookups by key that are asked for in the same turn of the event loop, answered by one statement for all their keys
 * (the technique of Facebook's DataLoader, without its cache). Under load the server reads several requests from its
 * sockets in one turn; each used to cost a round trip of its own, and each round trip wakes a PostgreSQL backend and
 * writes to its socket (`writev` was 37 % of the server's samples on product pages, bench/README.md). Nothing is kept:
 * every lookup is read after it was asked for, by a statement sent once the turn's requests have all been parsed
 * (`setImmediate`), so a lone request waits no more than that turn.
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
  type Batch = { keys: Map<K, ((row: R | null) => void)[]>; failures: ((error: unknown) => void)[]; sent: boolean };
  const open = new WeakMap<Executor, Map<string, Batch>>();

  const send = (db: Executor, group: string, batch: Batch) => {
    if (batch.sent) return;
    batch.sent = true;
    counted.statements++;
    counted.lookups += batch.failures.length;
    if (open.get(db)?.get(group) === batch) open.get(db)?.delete(group);
    load(db, [...batch.keys.keys()], group).then(
      (found) => {
        for (const [key, waiters] of batch.keys) {
          const row = found.get(key) ?? null;
          for (const resolve of waiters) resolve(row);
        }
      },
      (error: unknown) => {
        for (const reject of batch.failures) reject(error);
      },
    );
  };

  return (db, key, group = '') =>
    new Promise<R | null>((resolve, reject) => {
      let groups = open.get(db);
      if (!groups) {
        groups = new Map();
        open.set(db, groups);
      }
      let batch = groups.get(group);
      if (!batch) {
        const created: Batch = { keys: new Map(), failures: [], sent: false };
        batch = created;
        groups.set(group, created);
        setImmediate(() => send(db, group, created));
      }
      const waiters = batch.keys.get(key);
      if (waiters) waiters.push(resolve);
      else batch.keys.set(key, [resolve]);
      batch.failures.push(reject);
      // A full batch goes now rather than with the turn, so a statement's array stays bounded.
      if (batch.keys.size >= maxKeys) send(db, group, batch);
    });
}
