import { type ErrorBody, MSG, PRICE_MAX_HEADER, TOTAL_COUNT_HEADER } from '@kiraya/contract';

/** Every failed call becomes one of these; screens show `message` (the server's, or a fallback). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: ErrorBody['fieldErrors'];

  constructor(status: number, message: string, code: string, fieldErrors?: ErrorBody['fieldErrors']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

/** The message to show for any error, with the screen's own fallback when the server gave none. */
export function errorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

export type QueryParams = Record<string, string | number | undefined | null>;

/** A relative API URL with the defined, non-empty params in a stable order. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

async function request(url: string, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Could not reach Kiraya. Check your connection and try again.', 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isErrorBody(body)) throw new ApiError(response.status, body.message, body.code, body.fieldErrors);
    throw new ApiError(response.status, response.status === 404 ? MSG.notFound : MSG.genericError, 'HTTP_ERROR');
  }
  return response;
}

export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await request(url, signal);
  return (await response.json()) as T;
}

/** A page of a list: the body is the plain array, the total travels in X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
  /** X-Price-Max when the endpoint sends it (the explore-all price slider). */
  priceMax: number | null;
}

function numberHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export async function apiGetPage<T>(url: string, signal?: AbortSignal): Promise<Page<T>> {
  const response = await request(url, signal);
  const items = (await response.json()) as T[];
  return {
    items,
    total: numberHeader(response.headers, TOTAL_COUNT_HEADER) ?? items.length,
    priceMax: numberHeader(response.headers, PRICE_MAX_HEADER),
  };
}
