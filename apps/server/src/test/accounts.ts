import { randomBytes } from 'node:crypto';
import type { Role } from '@kiraya/contract';
import { admins, owners, users } from '../db/schema/index.js';
import { signToken } from '../lib/tokens.js';
import { createTestApp, type TestContext } from './harness.js';

export interface TestAccount {
  id: number;
  role: Role;
  name: string;
  email: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** Inserts an account directly (no password hashing: tests that log in use the real endpoints) and signs a token for it. */
export async function createAccount(t: TestContext, role: Role, name = `${role}-${randomBytes(3).toString('hex')}`): Promise<TestAccount> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@test.kiraya.in`;
  const values = { name, email, passwordHash: 'not-a-hash' };
  const table = role === 'user' ? users : role === 'owner' ? owners : admins;
  const [row] = await t.db.insert(table).values(values).returning({ id: table.id });
  const id = row?.id as number;
  const token = signToken({ sub: id, role }, t.config.tokenSecret, 3600);
  return { id, role, name, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A fresh test app and its cast, created in the order given: `{ buyer: ['user', 'Aarav Mishra'], admin: 'admin' }`
 * (a bare role gets a random name).
 */
export async function openTestApp<K extends string>(
  cast: Record<K, Role | [Role, string]>,
): Promise<{ t: TestContext } & Record<K, TestAccount>> {
  const t = await createTestApp();
  const accounts = {} as Record<K, TestAccount>;
  for (const [key, who] of Object.entries(cast) as [K, Role | [Role, string]][]) {
    accounts[key] = typeof who === 'string' ? await createAccount(t, who) : await createAccount(t, who[0], who[1]);
  }
  return { t, ...accounts };
}

/** An owner's sign-up through the real endpoint (hashing, events and all); the caller checks the response. */
export const registerOwner = (t: TestContext, payload: { name: string; email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/owners/register', payload });
