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

/** The cast of the admin-table tests: a fresh app, an admin who makes the calls, an owner and a buyer. */
export async function openAdminTables(): Promise<{ t: TestContext; admin: TestAccount; owner: TestAccount; buyer: TestAccount }> {
  const t = await createTestApp();
  const admin = await createAccount(t, 'admin');
  const owner = await createAccount(t, 'owner', 'Neha Awasthi');
  const buyer = await createAccount(t, 'user', 'Aarav Srivastava');
  return { t, admin, owner, buyer };
}
