import {
  ACCOUNT_LOOKUP_MSG,
  ACCOUNT_MSG,
  ADMIN_MSG,
  type AdminOwner,
  type AdminUser,
  type adminOwnerUpdate,
  type adminUserUpdate,
  coded,
  type LoginInput,
  type OwnerProfileInput,
  PASSWORD_MIN,
  type RegisterAdminInput,
  type RegisterOwnerInput,
  type RegisterUserInput,
  type Role,
  type UpdateUserInput,
} from '@kiraya/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { catalogueChanged } from '../../db/events.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { signToken } from '../../lib/tokens.js';
import * as events from '../events/events.service.js';
import * as trust from '../trust/trust.service.js';
import * as repo from './accounts.repository.js';
import { type AuthThrottle, LOGIN_ADDRESS, LOGIN_PAIR, loginAddressKey, loginPairKey } from './login-throttle.js';
import type { SessionSignals } from './session-signals.js';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface AccountsDeps {
  db: Db;
  tokenSecret: string;
  throttle: AuthThrottle;
  signals: SessionSignals;
}

let dummyHash: Promise<string> | undefined;
/** Unknown emails still pay for one hash check, so timing does not reveal which emails exist. */
const timingDummy = () => {
  dummyHash ??= hashPassword('kiraya-timing-equaliser');
  return dummyHash;
};

async function createUnique<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MSG.emailTaken);
    throw error;
  }
}

export function issueToken(deps: Pick<AccountsDeps, 'tokenSecret'>, role: Role, id: number, sessionVersion: number): string {
  return signToken({ sub: id, role, sv: sessionVersion }, deps.tokenSecret, TOKEN_TTL_SECONDS);
}

/**
 * Ends every session of an account (log out everywhere, deactivation): bumps its session version, then tells
 * the open streams of every process (session-signals.ts).
 */
export async function endSessions(deps: { db: Db; signals: SessionSignals }, role: Role, id: number): Promise<void> {
  const row = await repo.bumpSessionVersion(deps.db, role, id);
  if (row) await deps.signals.publish({ role, id, sessionVersion: row.sessionVersion, active: row.status === 'active' });
}

/**
 * A change of email or password needs the current password (a stolen session alone cannot take the account
 * over). Wrong guesses count in the login throttle of the account and address.
 */
async function assertCurrentPassword(
  deps: AccountsDeps,
  role: Role,
  account: { email: string; passwordHash: string },
  given: string | undefined,
  ip: string,
) {
  if (!given) throw badRequest(ACCOUNT_MSG.currentPasswordRequired, { currentPassword: [ACCOUNT_MSG.currentPasswordRequired] });
  const pair = loginPairKey(role, account.email, ip);
  const address = loginAddressKey(ip);
  const wait = await deps.throttle.retryAfterMs([pair, address]);
  if (wait > 0) throw tooManyAttempts(wait);
  if (!(await verifyPassword(given, account.passwordHash))) {
    await deps.throttle.recordFailure([
      [pair, LOGIN_PAIR],
      [address, LOGIN_ADDRESS],
    ]);
    throw badRequest(ACCOUNT_MSG.currentPasswordWrong, { currentPassword: [ACCOUNT_MSG.currentPasswordWrong] });
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 429 with the spec's message in whole minutes and a Retry-After in seconds. */
export const tooManyAttempts = (waitMs: number) =>
  tooManyRequests('TOO_MANY_ATTEMPTS', coded(ACCOUNT_MSG.tooManyAttempts, Math.ceil(waitMs / 60_000)), waitMs);

/**
 * One login for the three roles, one message for every failure. Throttled per account-and-address pair and
 * per address (login-throttle.ts), so failures from one address never lock the account for anyone else.
 */
export async function login(deps: AccountsDeps, role: Role, input: LoginInput, ip: string) {
  const pair = loginPairKey(role, input.email, ip);
  const address = loginAddressKey(ip);
  const wait = await deps.throttle.retryAfterMs([pair, address]);
  if (wait > 0) throw tooManyAttempts(wait);
  const account = await repo.findAccountByEmail(deps.db, role, input.email.trim());
  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyPassword(input.password, await timingDummy());
  if (!account || !valid) {
    await deps.throttle.recordFailure([
      [pair, LOGIN_PAIR],
      [address, LOGIN_ADDRESS],
    ]);
    throw new AppError('INVALID_CREDENTIALS', 401, ACCOUNT_MSG.invalidCredentials);
  }
  if (account.status !== 'active') throw forbidden(ACCOUNT_MSG.accountInactive);
  await deps.throttle.forgive(pair);
  return { account, token: issueToken(deps, role, account.id, account.sessionVersion) };
}

export async function registerUser(deps: AccountsDeps, input: RegisterUserInput) {
  // Hash first: a taken email then costs as much time as a new one, so timing does not tell who has an account.
  const passwordHash = await hashPassword(input.password);
  if (await repo.emailTaken(deps.db, 'user', input.email)) throw conflict(ACCOUNT_MSG.emailTaken);
  return createUnique(() =>
    deps.db.transaction(async (tx) => {
      const account = await repo.insertUser(tx, { name: input.name, email: input.email, passwordHash, phone: input.phone ?? '' });
      await events.accountRegistered(tx, { role: 'user', id: account.id, name: account.name });
      return account;
    }),
  );
}

export async function registerOwner(deps: AccountsDeps, input: RegisterOwnerInput) {
  // Hash first: a taken email then costs as much time as a new one, so timing does not tell who has an account.
  const passwordHash = await hashPassword(input.password);
  if (await repo.emailTaken(deps.db, 'owner', input.email)) throw conflict(ACCOUNT_MSG.emailTaken);
  return createUnique(() =>
    deps.db.transaction(async (tx) => {
      const account = await repo.insertOwner(tx, { name: input.name, email: input.email, passwordHash, phone: input.phone ?? '' });
      await events.accountRegistered(tx, { role: 'owner', id: account.id, name: account.name });
      return account;
    }),
  );
}

/** Open only while no admin exists (first run) or to a signed-in admin. */
export async function registerAdmin(deps: AccountsDeps, input: RegisterAdminInput, callerIsAdmin: boolean) {
  if (!callerIsAdmin && (await repo.countAdmins(deps.db)) > 0) throw forbidden(ACCOUNT_MSG.adminSignupClosed);
  // Hash first: a taken email then costs as much time as a new one, so timing does not tell who has an account.
  const passwordHash = await hashPassword(input.password);
  if (await repo.emailTaken(deps.db, 'admin', input.email)) throw conflict(ACCOUNT_MSG.emailTaken);
  return createUnique(() =>
    deps.db.transaction(async (tx) => {
      const account = await repo.insertAdmin(tx, { name: input.name, email: input.email, passwordHash });
      await events.accountRegistered(tx, { role: 'admin', id: account.id, name: account.name });
      return account;
    }),
  );
}

/** Checkout keeps a buyer's first phone on the account (inside the checkout's transaction); a saved one is kept. */
export const saveFirstPhone = (tx: Executor, userId: number, phone: string) => repo.setPhoneIfNone(tx, userId, phone);

export async function getUser(deps: AccountsDeps, id: number) {
  const user = await repo.findUserById(deps.db, id);
  if (!user) throw notFound(ACCOUNT_LOOKUP_MSG.userNotFound);
  return user;
}

/**
 * After a password change every other session ends; the caller gets a fresh token (`token`) so this one goes on.
 */
async function afterProfileChange<T extends { id: number; sessionVersion: number }>(
  deps: AccountsDeps,
  role: Role,
  before: number,
  row: T,
) {
  if (row.sessionVersion === before) return { row, token: undefined };
  await deps.signals.publish({ role, id: row.id, sessionVersion: row.sessionVersion, active: true });
  return { row, token: issueToken(deps, role, row.id, row.sessionVersion) };
}

export async function updateUserProfile(deps: AccountsDeps, id: number, input: UpdateUserInput, ip: string) {
  const current = await getUser(deps, id);
  if (input.password || !sameEmail(input.email, current.email))
    await assertCurrentPassword(deps, 'user', current, input.currentPassword, ip);
  if (await repo.emailTaken(deps.db, 'user', input.email, id)) throw conflict(ACCOUNT_MSG.emailTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await createUnique(() =>
    repo.updateUser(deps.db, id, { name: input.name, email: input.email, bio: input.bio, phone: input.phone, passwordHash }),
  );
  if (!updated) throw notFound(ACCOUNT_LOOKUP_MSG.userNotFound);
  return afterProfileChange(deps, 'user', current.sessionVersion, updated);
}

export async function updateOwnerProfile(deps: AccountsDeps, id: number, input: OwnerProfileInput, ip: string) {
  const current = await repo.findOwnerById(deps.db, id);
  if (!current) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  if (input.password || !sameEmail(input.email, current.email))
    await assertCurrentPassword(deps, 'owner', current, input.currentPassword, ip);
  if (await repo.emailTaken(deps.db, 'owner', input.email, id)) throw conflict(ACCOUNT_MSG.emailTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await createUnique(() => repo.updateOwner(deps.db, id, { name: input.name, email: input.email, passwordHash }));
  if (!updated) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  return afterProfileChange(deps, 'owner', current.sessionVersion, updated);
}

export function minPasswordFor(role: Role): number {
  return role === 'owner' ? 6 : PASSWORD_MIN;
}

export function assertPasswordRule(role: Role, password: string): void {
  if (password.length < minPasswordFor(role)) {
    throw badRequest(role === 'owner' ? ACCOUNT_MSG.ownerPasswordShort : ACCOUNT_MSG.passwordShort, {
      password: [role === 'owner' ? ACCOUNT_MSG.ownerPasswordShort : ACCOUNT_MSG.passwordShort],
    });
  }
}

export const toPublicUser = (u: { id: number; name: string; email: string; bio: string; role: 'user' | 'admin'; phone: string }) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  bio: u.bio,
  role: u.role,
  phone: u.phone,
});
export const toPublicOwner = (o: { id: number; name: string; email: string }) => ({ id: o.id, name: o.name, email: o.email });

/* ───────────── the admin's users and owners tables ───────────── */

type AdminAccountsDeps = Pick<AccountsDeps, 'db' | 'signals'>;

export const toAdminUser = (u: {
  id: number;
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'inactive';
  createdAt: Date;
}): AdminUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role: u.role,
  status: u.status,
  created_at: u.createdAt.toISOString(),
});

export const toAdminOwner = (o: {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  verified: boolean;
  createdAt: Date;
}): AdminOwner => ({
  id: o.id,
  name: o.name,
  email: o.email,
  status: o.status,
  verified: o.verified ? 1 : 0,
  created_at: o.createdAt.toISOString(),
});

export async function listUsers(deps: AdminAccountsDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listUsersPage(deps.db, page, limit, q);
  return { items: rows.map(toAdminUser), total };
}

export async function listOwners(deps: AdminAccountsDeps, page: number, limit: number, q?: string) {
  const { rows, total } = await repo.listOwnersPage(deps.db, page, limit, q);
  return { items: rows.map(toAdminOwner), total };
}

export async function adminUpdateUser(deps: AdminAccountsDeps, id: number, input: z.output<typeof adminUserUpdate>) {
  if (input.email && (await repo.emailTaken(deps.db, 'user', input.email, id))) throw conflict(ACCOUNT_MSG.emailTaken);
  const row = await createUnique(() => repo.setUserColumns(deps.db, id, input));
  if (!row) throw notFound(ACCOUNT_LOOKUP_MSG.userNotFound);
  // Deactivation ends the account's sessions, open live streams included.
  if (input.status === 'inactive') await endSessions(deps, 'user', id);
  return toAdminUser(row);
}

export async function adminUpdateOwner(deps: AdminAccountsDeps, id: number, input: z.output<typeof adminOwnerUpdate>) {
  if (input.email && (await repo.emailTaken(deps.db, 'owner', input.email, id))) throw conflict(ACCOUNT_MSG.emailTaken);
  const { verified, ...rest } = input;
  // A change of `verified` is written to the owner's verification history in the same transaction (modules/trust).
  const row = await createUnique(() =>
    deps.db.transaction(async (tx) => {
      if (verified !== undefined) await trust.recordTableSwitch(tx, id, null, verified === 1);
      return repo.setOwnerColumns(tx, id, { ...rest, ...(verified === undefined ? {} : { verified: verified === 1 }) });
    }),
  );
  if (!row) throw notFound(ACCOUNT_LOOKUP_MSG.ownerNotFound);
  // Cards and item pages show the owner's badge.
  if (verified !== undefined) await catalogueChanged(deps.db);
  if (input.status === 'inactive') await endSessions(deps, 'owner', id);
  return toAdminOwner(row);
}

/**
 * Deletes run in one transaction that first locks the account row FOR UPDATE; checkout share-locks the buyer's row
 * (and inserting an order line or a credit share-locks the owner's through its foreign key), so a delete and a
 * checkout run one after the other: either the delete sees the new order and refuses, or the checkout finds no
 * account. A foreign-key violation that still slips through is the same refusal, never a 500.
 */
async function deleteAccount(deps: AdminAccountsDeps, role: 'user' | 'owner', id: number) {
  const refusal = () => new AppError('ACCOUNT_HAS_ORDERS', 409, role === 'user' ? ADMIN_MSG.userHasOrders : ADMIN_MSG.ownerHasOrders);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await repo.lockAccountForDelete(tx, role, id)))
        throw notFound(role === 'user' ? ACCOUNT_LOOKUP_MSG.userNotFound : ACCOUNT_LOOKUP_MSG.ownerNotFound);
      // Orders are other people's records too (owners' requests and wallets, buyers' purchases): keep them.
      const hasRecords = role === 'user' ? await repo.userHasOrders(tx, id) : await repo.ownerHasOrdersOrLedger(tx, id);
      if (hasRecords) throw refusal();
      await repo.deleteAccount(tx, role, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refusal();
    throw error;
  }
}

export async function deleteUser(deps: AdminAccountsDeps, id: number) {
  await deleteAccount(deps, 'user', id);
}

export async function deleteOwner(deps: AdminAccountsDeps, id: number) {
  await deleteAccount(deps, 'owner', id);
  // The owner's products went with the account.
  await catalogueChanged(deps.db);
}

/** The users and owners tables as plugins/admin-table.ts serves them. */
export const adminUsers = { list: listUsers, edit: adminUpdateUser, remove: deleteUser };
export const adminOwners = { list: listOwners, edit: adminUpdateOwner, remove: deleteOwner };
