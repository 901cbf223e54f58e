/** The part of autocannon 9 the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RequestData {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      [key: string]: unknown;
    }
    /** Per connection; a fresh object for every request when `requests` has one entry. */
    type Context = Record<string, unknown>;
    interface Request extends RequestData {
      /** Called for every request; returns the request to send. */
      setupRequest?: (req: RequestData, context: Context) => RequestData;
      /** Called with each answer (the body is buffered only when this is set). */
      onResponse?: (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Sent with every request (a request's own headers replace them). */
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Result {
      requests: { total: number };
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {}
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
