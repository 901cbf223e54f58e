import { type CodedMessage, codeOfText } from '@kiraya/contract';

/** A screen's text: a contract text (its code is found from it), or a template message with its code and params. */
export type Message = string | CodedMessage;

/**
 * The one error type: `message` is what a screen shows (English, exactly as the spec's client expects), `code` is the
 * message's own stable code (`messageCode`) when it is a contract message, else the kind given here.
 */
export class AppError extends Error {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;

  constructor(
    kind: string,
    readonly statusCode: number,
    message: Message,
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.text);
    this.name = 'AppError';
    this.code = typeof message === 'string' ? (codeOfText(message) ?? kind) : message.code;
    if (typeof message !== 'string' && message.params && Object.keys(message.params).length > 0) this.params = message.params;
  }
}

export const notFound = (message: Message) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: Message, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', 400, message, fieldErrors);
export const forbidden = (message: Message) => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message: Message) => new AppError('UNAUTHORIZED', 401, message);
export const conflict = (message: Message) => new AppError('CONFLICT', 409, message);

/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (code: string, message: Message, retryAfterMs: number) =>
  new AppError(code, 429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

/** The text of a message (for field errors, which stay plain strings). */
export const textOf = (message: Message): string => (typeof message === 'string' ? message : message.text);
