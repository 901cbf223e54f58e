/** The PostgreSQL error code of a query's failure, however the driver wrapped it. */
function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), however the driver wrapped it. */
export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';

/**
 * True when a query failed on a foreign key: a row it references is gone, or one still references it. 23503, and
 * 23001 (restrict_violation), which PostgreSQL 18 (PGlite) raises for ON DELETE RESTRICT where 15 raises 23503.
 */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const code = pgCode(error);
  return code === '23503' || code === '23001';
};

/**
 * True when a REPEATABLE READ transaction lost a race (40001): a row it meant to change was changed by a transaction
 * that committed after its snapshot was taken.
 */
export const isSerializationFailure = (error: unknown): boolean => pgCode(error) === '40001';
