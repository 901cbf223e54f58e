import { z } from 'zod';
import { LIMITS, PAGE_MAX } from '../limits.js';

/** The one error body every failed call returns. */
export const errorBody = z.object({
  message: z.string(),
  /** The message's own stable code (`ORDER_CART_CHANGED`; see `messageCode`), else a generic one (`NOT_FOUND`…). */
  code: z.string(),
  /** The values of a message with numbers or names in it (`{ minutes: 5 }`), for the web to say it in Hindi. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** page and limit for every list; limit defaults to the admin setting itemsPerPage on the server. */
export const pagination = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).optional(),
});

export const messageResponse = z.object({ message: z.string() });

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** A 0/1 flag as the API sends it (§3's verified, available…). */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** Accepts 0/1, booleans and their form-field spellings. */
export const flagInput = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v): 0 | 1 => (v === 1 || v === true || v === '1' || v === 'true' ? 1 : 0));
