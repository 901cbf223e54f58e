import { fieldErrors } from '@kiraya/contract/field-errors';
import type { ApiError } from './api-client';

/** The minimal shape of a zod schema's safeParse result, so this file needs no zod import of its own. */
interface ParseResult<T> {
  success: boolean;
  data?: T;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

export type FieldErrors = Record<string, string>;

/** Runs a contract schema on form values: the parsed data, or the first message per field. */
export function checkWith<T>(
  schema: { safeParse: (value: unknown) => ParseResult<T> },
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data as T, errors: null };
  return { data: null, errors: fieldErrors(result.error?.issues ?? []) };
}

/** Field errors of an ApiError (`fieldErrors`) as the first message per field. */
export function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, list] of Object.entries(fieldErrors ?? {})) if (list[0]) out[key] = list[0];
  return out;
}

/** True when the request never reached the server (offline, DNS, refused). */
export function isNetworkError(error: unknown): boolean {
  return (error as ApiError | null)?.code === 'NETWORK_ERROR';
}

/** Moves focus to the first field (in form order) that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]) {
      (element as HTMLElement).focus();
      return;
    }
  }
}
