import { fieldErrorLists, MSG } from '@kiraya/contract';
import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Validates data that did not come through a route schema (multipart fields) into the one error body. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badRequest(first ? first.message : MSG.validation, fieldErrorLists(result.error.issues));
}
