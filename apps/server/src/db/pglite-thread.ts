import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { keepsText } from './pglite-parsers.js';

/**
 * The embedded database (PGlite) on a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and runs in the
 * thread that calls it: in the server's thread, every millisecond of a query is a millisecond in which no request is
 * read, routed, serialised or compressed. On its own thread the two overlap on a second core (the category page on the
 * demo data spends ~0.85 ms of its ~1.5 ms in PGlite; bench/README.md, "The embedded database on its own thread").
 *
 * `PGliteThread` offers what the server uses of a PGlite instance (drizzle's driver, the live events, shutdown):
 * `query`, `exec`, `transaction`, `listen` and `close`, each a message to db/pglite-thread-worker.ts. Semantics are
 * PGlite's own: it is one connection, so a query sent while a transaction is open waits for it, as in one thread.
 * - Values cross as structured clones (rows, fields, Dates, bigints keep their JS types); json and jsonb columns cross
 *   as text and are parsed on this side.
 * - Type parsers are functions and cannot cross; the only ones the server passes (drizzle's) keep a type's text, so a
 *   parser is sent as "keep this type's text" and any other parser is refused.
 * - A query's error comes back as an Error with the PostgreSQL fields the server reads (`code`, `constraint`, …).
 * Tests open PGlite in their own thread (a template instance cloned per file); the server and the seed use this.
 */

/** Query options as they cross: row mode, and the types whose text is kept as is. */
export interface WireOptions {
  rowMode?: 'array' | 'object';
  textTypes?: number[];
}
export interface WireError {
  message: string;
  name: string;
  fields: Record<string, string | number>;
}
export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: WireOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; options?: WireOptions; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string; listener: number }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'close' };
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WireError }
  | { notify: number; payload: string }
  | { ready: true };

type Body<R> = R extends { id: number } ? Omit<R, 'id'> : never;

function toWire(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const wire: WireOptions = {};
  if (options.rowMode) wire.rowMode = options.rowMode;
  if (options.parsers) {
    wire.textTypes = Object.entries(options.parsers).map(([oid, parse]) => {
      if (!keepsText(parse)) throw new Error(`PGliteThread: the parser of type ${oid} changes the text, and parsers cannot cross threads`);
      return Number(oid);
    });
  }
  if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
    throw new Error('PGliteThread: only rowMode and text-keeping parsers can cross threads');
  }
  return wire;
}

function fromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

/** json and jsonb: they cross as text and are parsed on this side (the database's thread is the busier one). */
export const JSON_TYPES = [114, 3802];

/** Parses, in place, the JSON columns the database thread sent as text (a column's name maps to its last field, as in PGlite's rows). */
function parseJson<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const { fields, rows } = result;
  // A type whose text the caller asked to keep stays text.
  const parsed = (oid: number) => JSON_TYPES.includes(oid) && !options?.parsers?.[oid];
  if (!fields.some((f) => parsed(f.dataTypeID)) || rows.length === 0) return result;
  const rowMode = options?.rowMode;
  const keys: (string | number)[] = [];
  fields.forEach((field, i) => {
    const key = rowMode === 'array' ? i : field.name;
    const at = keys.indexOf(key);
    if (at >= 0) keys.splice(at, 1);
    if (parsed(field.dataTypeID)) keys.push(key);
  });
  for (const row of rows as Record<string | number, unknown>[]) {
    for (const key of keys) {
      const text = row[key];
      if (typeof text === 'string') row[key] = JSON.parse(text);
    }
  }
  return result;
}

/** A transaction's handle, as drizzle's PGlite driver uses it. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #next = 1;
  #gone: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and opens the database in `dataDir`; resolves once it answers. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
      workerData: { dataDir },
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((ready, failed) => {
      worker.on('message', (reply: Reply) => {
        if ('ready' in reply) ready();
        else thread.#receive(reply);
      });
      worker.once('error', failed);
      worker.once('exit', (code) => failed(new Error(`the database thread exited (${code}) while opening`)));
    });
    worker.on('error', (error) => thread.#lose(error));
    worker.on('exit', (code) => thread.#lose(new Error(`the database thread exited (${code})`)));
    return thread;
  }

  #receive(reply: Reply): void {
    if ('notify' in reply) {
      this.#listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const call = this.#pending.get(reply.id);
    if (!call) return;
    this.#pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(fromWire(reply.error));
  }

  /** Every call still waiting fails, and every later one: the database is gone with its thread. */
  #lose(error: Error): void {
    this.#gone ??= error;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Body<Request>): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const result = await this.#call<Results<T>>({ op: 'query', sql, params, options: toWire(options), tx });
    return parseJson(result, options);
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    const results = await this.#call<Results[]>({ op: 'exec', sql, options: toWire(options), tx });
    return results.map((result) => parseJson(result, options));
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws (its error is then
   * thrown here). Other queries wait until it ends, as on PGlite itself.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#next++;
    await this.#call({ op: 'begin', tx });
    let result: T;
    try {
      result = await callback({
        query: (sql, params, options) => this.query(sql, params, options, tx),
        exec: (sql, options) => this.exec(sql, options, tx),
      });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `callback` with each NOTIFY payload on `channel`; returns the stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#next++;
    this.#listeners.set(listener, callback);
    await this.#call({ op: 'listen', channel, listener });
    return async () => {
      this.#listeners.delete(listener);
      await this.#call({ op: 'unlisten', listener });
    };
  }

  /** Closes the database (its files are consistent) and ends the thread. */
  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#call({ op: 'close' });
    this.#gone = new Error('the database is closed');
    await this.#worker.terminate();
  }
}
