/** The one error type: `message` is what a screen shows, `code` is for programs. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', 400, message, fieldErrors);
export const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', 401, message);
export const conflict = (message: string) => new AppError('CONFLICT', 409, message);

/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (code: string, message: string, retryAfterMs: number) =>
  new AppError(code, 429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
