import { ACCOUNT_MSG, type Role } from '@kiraya/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { admins, owners, users } from '../db/schema/index.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { verifyToken } from '../lib/tokens.js';

export interface Principal {
  role: Role;
  id: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for a visitor. Set by the auth plugin from the bearer token. */
    principal: Principal | null;
  }
}

const tables = { user: users, owner: owners, admin: admins } as const;

/**
 * Reads the bearer token on every request. An invalid or expired token is an error only on routes
 * that require a role; public routes treat the caller as a visitor.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    // The scheme is case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`.
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    const result = verifyToken(match[1], app.config.tokenSecret);
    if (result.ok) request.principal = { role: result.claims.role, id: result.claims.sub };
    else request.tokenProblem = result.reason;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    tokenProblem?: 'malformed' | 'signature' | 'expired';
  }
}

/**
 * Route option: `onRequest: requireRole('owner')`, so a visitor or a wrong role is refused (401/403)
 * before the body or the ids are parsed and validated. Checks the token's role and that the account
 * still exists and is active (a deactivated account loses access at once).
 */
export function requireRole(...roles: Role[]): onRequestAsyncHookHandler {
  return async function (this: FastifyInstance, request: FastifyRequest) {
    const principal = request.principal;
    if (!principal) {
      if (request.tokenProblem === 'expired') throw new AppError('TOKEN_EXPIRED', 401, ACCOUNT_MSG.sessionExpired);
      throw unauthorized(ACCOUNT_MSG.loginRequired);
    }
    if (!roles.includes(principal.role)) throw forbidden(ACCOUNT_MSG.forbidden);
    const table = tables[principal.role];
    const rows = await request.server.db.select({ status: table.status }).from(table).where(eq(table.id, principal.id));
    const account = rows[0];
    if (!account) throw unauthorized(ACCOUNT_MSG.sessionExpired);
    if (account.status !== 'active') throw forbidden(ACCOUNT_MSG.accountInactive);
  };
}

/** requireRole, but a visitor (no token at all) is told the screen's own sentence, e.g. 'Please login to use wishlist'. */
export function signedIn(message: string, ...roles: Role[]): onRequestAsyncHookHandler {
  const guard = requireRole(...roles);
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!request.principal && !request.tokenProblem) throw unauthorized(message);
    return guard.call(this, request, reply);
  };
}

/** The caller of a route guarded by requireRole. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(ACCOUNT_MSG.loginRequired);
  return request.principal;
}
