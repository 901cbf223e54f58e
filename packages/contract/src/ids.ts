import { z } from 'zod';
import { MAX_ID } from './limits.js';

/**
 * The one schema for a row id, in a path, a query or a body: a whole number from 1 to MAX_ID (a string is
 * coerced, as path and query values are strings). `message` replaces zod's defaults where a screen shows it.
 */
export const idSchema = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(1, message)
    .max(MAX_ID, message);
export const rowId = idSchema();

export const idParam = z.object({ id: rowId });
export type IdParam = z.infer<typeof idParam>;
