import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedReads } from './pglite-prepared.js';
import { JSON_TYPES, type Reply, type Request, type WireError, type WireOptions } from './pglite-thread.js';

/**
 * The embedded database's own thread (db/pglite-thread.ts explains why): it opens PGlite on `workerData.dataDir` and
 * answers the main thread's requests as they come. PGlite runs them one at a time and queues queries behind an open
 * transaction, exactly as it does in a single thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs only as a worker thread');
const { dataDir } = workerData as { dataDir: string };

const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
preparedReads(client);

/** Open transactions by the main thread's id: the transaction, and how to end its callback (commit or roll back). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
const ROLLED_BACK = new Error('rolled back');
const listeners = new Map<number, () => Promise<void>>();

/**
 * Type parsers, set once on the client rather than sent with each query. PGlite merges a query's own parsers into a
 * copy of all of its own (one per type and per array type, a few hundred) on every query that brings any: ~150 µs,
 * more than a whole `SELECT 1` (~90 µs) on the demo data. drizzle brings the same nine with every query, each keeping
 * its type's text (dates, timestamps, intervals, and arrays of them and of numeric), so those nine keep the text on
 * the client, and a query's options carry parsers only where it asks otherwise (the defaults, for a caller that did
 * not ask to keep a type's text). JSON always comes as text: the main thread parses it (db/pglite-thread.ts), so this
 * thread, the busier one, does not build objects only for them to be copied across.
 */
const DRIZZLE_TEXT_TYPES = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
const keepText = (value: string) => value;
const defaults = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, client.parsers[oid]]));
for (const oid of [...DRIZZLE_TEXT_TYPES, ...JSON_TYPES]) client.parsers[oid] = keepText;

function optionsOf(wire: WireOptions | undefined): QueryOptions {
  const asked = new Set(wire?.textTypes);
  const parsers: NonNullable<QueryOptions['parsers']> = {};
  let any = false;
  for (const oid of DRIZZLE_TEXT_TYPES) {
    if (asked.has(oid)) continue;
    // Unset, PGlite falls back to its built-in parser for the type.
    parsers[oid] = defaults[oid] as (typeof parsers)[number];
    any = true;
  }
  for (const oid of asked) {
    if (client.parsers[oid] === keepText) continue;
    parsers[oid] = keepText;
    any = true;
  }
  const options: QueryOptions = any ? { parsers } : {};
  if (wire?.rowMode) options.rowMode = wire.rowMode;
  return options;
}

/** A PostgreSQL error as plain data: its message and the string and number fields the server reads (code, constraint…). */
function wireError(error: unknown): WireError {
  const e = error as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(e ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error instanceof Error ? error.message : String(error), name: (error as Error)?.name ?? 'Error', fields };
}

const post = (reply: Reply) => port.postMessage(reply);

/** The client, or the open transaction `tx` a query belongs to. */
function targetOf(tx: number | undefined): PGlite | Transaction {
  const target = tx === undefined ? client : transactions.get(tx)?.tx;
  if (!target) throw new Error(`no open transaction ${tx}`);
  return target;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await targetOf(request.tx).query(request.sql, request.params, optionsOf(request.options));
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await targetOf(request.tx).exec(request.sql, optionsOf(request.options));
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin': {
      // Answered from inside the transaction's callback, once PGlite has given it the connection; the callback then
      // waits for 'end'. Ending it with a rejection makes PGlite roll back.
      const id = request.tx;
      return new Promise<void>((opened, failed) => {
        let end!: (commit: boolean) => void;
        const held = new Promise<void>((commit, rollback) => {
          end = (ok) => (ok ? commit() : rollback(ROLLED_BACK));
        });
        const settled = client.transaction(async (tx) => {
          transactions.set(id, { tx, end, settled });
          opened();
          await held;
        });
        settled.catch(failed).finally(() => transactions.delete(id));
      });
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`no open transaction ${request.tx}`);
      open.end(request.commit);
      // The commit's own failure (a deferred constraint, say) is the caller's error; a rollback asked for is not.
      await open.settled.catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
      return undefined;
    }
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) => post({ notify: request.listener, payload }));
      listeners.set(request.listener, stop);
      return undefined;
    }
    case 'unlisten': {
      await listeners.get(request.listener)?.();
      listeners.delete(request.listener);
      return undefined;
    }
    case 'close':
      await client.close();
      return undefined;
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (error) => post({ id: request.id, ok: false, error: wireError(error) }),
  );
});
post({ ready: true });
