import { z } from 'zod';
import { LIMITS, MAX_ID } from './constants.js';

/** The one error body every failed call returns. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

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

/**
 * Money is stored in whole paise (rupees × 100, rounded): an amount that rounds to 0 paise (e.g. 1e-9) is not
 * "more than zero", whatever `.positive()` says about the float.
 */
export const atLeastOnePaisa = (rupees: number): boolean => Math.round(rupees * 100) >= 1;

export const idParam = z.object({ id: rowId });
export type IdParam = z.infer<typeof idParam>;

/** page and limit for every list; limit defaults to the admin setting itemsPerPage on the server. */
export const pagination = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).optional(),
});

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
