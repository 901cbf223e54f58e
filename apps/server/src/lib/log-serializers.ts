import { createHash } from 'node:crypto';

/**
 * Driver and ORM errors carry a query's values (names, emails, password hashes…): DrizzleQueryError and PGlite errors
 * have `query` and `params`, pg's DatabaseError has `detail` ("Key (email)=(asha@example.in) already exists.") and
 * `where`. So the serializer copies an allowlist of fields that name what failed, never values.
 */
const KEPT = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType', 'statusCode'] as const;
const MAX_CAUSES = 4;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  /** The failed query's prepared-statement name, or a short hash of its text, never the text or its values. */
  queryName?: string;
  queryFingerprint?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** Drizzle's message is "Failed query: <sql>\nparams: <values>": keep only that it failed, and which query. */
function scrubMessage(message: string, query: string | undefined): string {
  let text = message;
  const paramsAt = text.search(/\n?\s*params:/i);
  if (paramsAt >= 0) text = text.slice(0, paramsAt);
  if (text.startsWith('Failed query:')) return `Failed query${query ? ` ${fingerprint(query)}` : ''}`;
  if (query && text.includes(query)) text = text.replaceAll(query, `<query ${fingerprint(query)}>`);
  return text;
}

/**
 * pino `err` serializer: type, message, code and stack of an error and its causes, with every query text and parameter
 * taken out. Used by the Fastify logger (app.ts), so `request.log.error({ err })` anywhere goes through it.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    return { type: typeof err, message: String(err) };
  }
  const e = err as Error & Record<string, unknown>;
  const query =
    typeof e.query === 'string'
      ? e.query
      : typeof (e.query as { text?: unknown })?.text === 'string'
        ? (e.query as { text: string }).text
        : undefined;
  const type = e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : typeof e.name === 'string' ? e.name : 'Error';
  const message = scrubMessage(typeof e.message === 'string' ? e.message : '', query);
  const out: SerializedError = { type, message };
  for (const key of KEPT) {
    if (e[key] !== undefined && e[key] !== null) out[key] = e[key];
  }
  const name = (e.query as { name?: unknown })?.name ?? (e.queryOptions as { name?: unknown })?.name;
  if (typeof name === 'string') out.queryName = name;
  if (query) out.queryFingerprint = fingerprint(query);
  if (typeof e.stack === 'string') {
    // The stack's first line repeats the message (with the query and its values): rebuild it from the scrubbed one.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Adds the serializer to whatever logger options a caller passes (server.ts, tests); false stays false. */
export function withSafeSerializers(logger: boolean | object, level: string): false | object {
  if (logger === false) return false;
  const options = logger === true ? { level } : (logger as { serializers?: object });
  return { ...options, serializers: { ...(options as { serializers?: object }).serializers, err: serializeError } };
}
