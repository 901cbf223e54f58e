/** The vocabulary of the authorization matrix: callers, expected statuses and how an entry builds its request. */
import type { InjectOptions } from 'fastify';
import type { TestAccount } from '../accounts.js';
import type { TestContext } from '../harness.js';

export type Caller = 'anon' | 'buyer' | 'owner' | 'otherOwner' | 'admin';
export const CALLERS: Caller[] = ['anon', 'buyer', 'owner', 'otherOwner', 'admin'];
export type Expected = Record<Caller, number>;

export const publicRead: Expected = { anon: 200, buyer: 200, owner: 200, otherOwner: 200, admin: 200 };
export const adminOnly = (ok = 200): Expected => ({ anon: 401, buyer: 403, owner: 403, otherOwner: 403, admin: ok });
export const buyerOnly = (ok = 200): Expected => ({ anon: 401, buyer: ok, owner: 403, otherOwner: 403, admin: 403 });
/** Routes on the owner's own data: the owner succeeds, another owner is refused. */
export const ownerOwn = (ok = 200): Expected => ({ anon: 401, buyer: 403, owner: ok, otherOwner: 403, admin: 403 });
export const anyOwner = (ok = 200): Expected => ({ anon: 401, buyer: 403, owner: ok, otherOwner: ok, admin: 403 });

export interface Ctx {
  t: TestContext;
  who: Record<Exclude<Caller, 'anon'>, TestAccount>;
  jpeg: Buffer;
  n: () => number;
}

export type Entry = {
  expect: Expected;
  request: (ctx: Ctx, caller: Caller) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
  /** Undoes what the request did to the shared callers (e.g. their ended sessions), after each caller's request. */
  after?: (ctx: Ctx, caller: Caller) => Promise<void>;
};

export const json = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) => async () => ({
  method,
  url,
  payload,
});

/** A stream answers its status at once and then stays open: inject resolves on the head (the app ends streams on close). */
export const stream = (url: string) => async () => ({ method: 'GET' as const, url, payloadAsStream: true });
