import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores an argon2id PHC string with the OWASP parameters, never the password', async () => {
    const hash = await hashPassword('owner12345');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('owner12345');
  });

  it('salts every hash, so two hashes of one password differ but both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('rejects a wrong password and a malformed stored hash without throwing', async () => {
    const hash = await hashPassword('buyer12345');
    expect(await verifyPassword('buyer1234', hash)).toBe(false);
    expect(await verifyPassword('buyer12345', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('buyer12345', '')).toBe(false);
  });
});
