import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepText } from './pglite-parsers.js';
import { preparedReads } from './pglite-prepared.js';
import { JSON_TYPES, type Reply, type Request, type WireError, type WireOptions } from './pglite-thread.js';
import { PGLITE_SESSION_SETTINGS } from './session-settings.js';

/**
 * The embedded database's own thread (db/pglite-thread.ts explains why): it opens PGlite on `workerData.dataDir` and
 * answers the main thread's requests as they come. PGlite runs them one at a time and queues queries behind an open
 * transaction, exactly as it does in a single thread.
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs only as a worker thread');
const { dataDir } = workerData as { dataDir: string };

const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
await client.exec(PGLITE_SESSION_SETTINGS);
await preparedReads(client, { alsoText: JSON_TYPES });

/** Open transactions by the main thread's id: the transaction, and how to end its callback (commit or roll back). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
const ROLLED_BACK = new Error('rolled back');
const listeners = new Map<number, () => Promise<void>>();

/**
 * A query's options as PGlite takes them: the caller's row mode, and its text-keeping parsers, which the wrapper
 * (db/pglite-parsers.ts) leaves out where the client already keeps that type's text. JSON always comes as text here
 * (`alsoText` above): the main thread parses it (db/pglite-thread.ts), so this thread, the busier one, does not build
 * objects only for them to be copied across.
 */
function optionsOf(wire: WireOptions | undefined): QueryOptions {
  const options: QueryOptions = {};
  if (wire?.textTypes) options.parsers = Object.fromEntries(wire.textTypes.map((oid) => [oid, keepText]));
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
