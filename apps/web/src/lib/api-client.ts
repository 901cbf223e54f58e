import { DID_YOU_MEAN_HEADER, type ErrorBody, HTTP_MSG, MSG, PRICE_MAX_HEADER, type Role, TOTAL_COUNT_HEADER } from '@kiraya/contract';
import { messageCode } from '@kiraya/contract/message-code';
import { loadMessageTexts, localizeMessage } from './i18n/localize';
import { clearSession, loginUrl, readSession, wasSignedOut } from './session';

/** Every failed call becomes one of these; screens show `message` (the server's, or a fallback). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: ErrorBody['fieldErrors'];
  /** The values of a message with numbers or names in it, for its translation. */
  readonly params: ErrorBody['params'];

  constructor(status: number, message: string, code: string, fieldErrors?: ErrorBody['fieldErrors'], params?: ErrorBody['params']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.params = params;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}

/** The message to show for any error (by its code and params, else its text), with the screen's own fallback when the server gave none. */
export function errorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error instanceof ApiError && error.message) return localizeMessage(error.message, error.code, error.params);
  return localizeMessage(fallback);
}

/** How requests leave: the browser's fetch, or, while the server renders a page, a call into the API in-process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Server rendering only: routes this module's relative `/api/…` requests to the server's own handlers. */
export function setApiTransport(next: Transport): void {
  transport = next;
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

/** A refused token that has expired (not one that was never valid): its login says so. */
const SESSION_EXPIRED = messageCode('ACCOUNT_MSG', 'sessionExpired');

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

export async function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await send('GET', url, { signal });
  return (await response.json()) as T;
}

/** A page of a list: the body is the plain array, the total travels in X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
  /** X-Price-Max when the endpoint sends it (the explore-all price slider). */
  priceMax: number | null;
  /** X-Did-You-Mean when the search answered a corrected query instead of the one typed. */
  didYouMean?: string;
}

function textHeader(headers: Headers, name: string): string | undefined {
  const raw = headers.get(name);
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function numberHeader(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export async function apiGetPage<T>(url: string, signal?: AbortSignal): Promise<Page<T>> {
  const response = await send('GET', url, { signal });
  const items = (await response.json()) as T[];
  return {
    items,
    total: numberHeader(response.headers, TOTAL_COUNT_HEADER) ?? items.length,
    priceMax: numberHeader(response.headers, PRICE_MAX_HEADER),
    didYouMean: textHeader(response.headers, DID_YOU_MEAN_HEADER),
  };
}

/** Fired when the server refuses a role's token: the app navigates to that role's login (see AuthRedirects). */
export const UNAUTHORIZED_EVENT = 'kiraya:unauthorized';

function handleUnauthorized(role: Role, code: string) {
  clearSession(role);
  // A call still under way while this tab logs out: Logout is already taking the user to the login.
  if (wasSignedOut(role)) return;
  const next = `${window.location.pathname}${window.location.search}`;
  const to = loginUrl(role, code === SESSION_EXPIRED ? 'expired' : 'required', next);
  window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: to }));
}

function authHeaders(role: Role | undefined): Record<string, string> {
  if (!role) return {};
  const session = readSession(role);
  return session ? { authorization: `Bearer ${session.token}` } : {};
}

async function toApiError(response: Response): Promise<ApiError> {
  const [body] = await Promise.all([response.json().catch(() => null) as Promise<unknown>, loadMessageTexts()]);
  if (isErrorBody(body)) return new ApiError(response.status, body.message, body.code, body.fieldErrors, body.params);
  return new ApiError(response.status, response.status === 404 ? MSG.notFound : MSG.genericError, 'HTTP_ERROR');
}

export interface SendOptions {
  /** Whose bearer token to send; a 401 then logs that role out and opens its login. */
  role?: Role;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one fetch of the client: headers (and the role's bearer token), the network error, the error
 * body as ApiError, and a refused token turned into that role's login. Every helper below goes through it.
 */
async function send(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeaders(options.role), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      // Public answers may be kept for 5 s (server plugins/http-cache.ts): always revalidate (a 304 costs a few bytes),
      // so a page sees its own writes at once.
      cache: method === 'GET' ? 'no-cache' : undefined,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, HTTP_MSG.networkError, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401 && options.role) handleUnauthorized(options.role, error.code);
    throw error;
  }
  return response;
}

/** Any authenticated or writing call: JSON in, JSON out, errors as ApiError. */
export async function apiSend<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: SendOptions = {}): Promise<T> {
  const response = await send(method, url, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** An authenticated list page (body array + X-Total-Count). */
export async function apiGetPageAs<T>(role: Role, url: string, signal?: AbortSignal): Promise<Page<T>> {
  const { body: items, total } = await apiGetCountedAs<T[]>(role, url, signal);
  return { items, total: total ?? items.length, priceMax: null };
}

/** An authenticated GET whose body is not a plain array but still carries X-Total-Count (the wallet). */
export async function apiGetCountedAs<T>(role: Role, url: string, signal?: AbortSignal): Promise<{ body: T; total: number | null }> {
  const response = await send('GET', url, { role, signal });
  return { body: (await response.json()) as T, total: numberHeader(response.headers, TOTAL_COUNT_HEADER) };
}

/**
 * A multipart upload with progress (fetch cannot report upload progress): `onProgress` gets 0–1.
 * Resolves with the JSON answer, rejects with ApiError like every other call.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  options: { role: Role; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders(options.role))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = async () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = isErrorBody(body)
        ? new ApiError(xhr.status, body.message, body.code, body.fieldErrors, body.params)
        : new ApiError(xhr.status, xhr.status === 413 ? 'The file is too large.' : MSG.genericError, 'HTTP_ERROR');
      if (xhr.status === 401) handleUnauthorized(options.role, error.code);
      await loadMessageTexts();
      reject(error);
    };
    xhr.onerror = () => reject(new ApiError(0, HTTP_MSG.networkError, 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
