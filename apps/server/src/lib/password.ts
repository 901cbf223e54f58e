import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1).
 * `algorithm: 2` is Algorithm.Argon2id: the package's const enum cannot be imported under isolatedModules.
 */
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** Checks `password` against a stored hash; false (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
