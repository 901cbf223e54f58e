import {
  ACCOUNT_LOOKUP_MSG,
  ACCOUNT_MSG,
  adminLoginResponse,
  adminOwner,
  adminOwnerUpdate,
  adminUser,
  adminUserUpdate,
  coded,
  forgotPasswordInput,
  languageInput,
  languageResponse,
  loginInput,
  messageResponse,
  outboxMessage,
  ownerLoginResponse,
  ownerProfileInput,
  ownerProfileResponse,
  ownerRegisterResponse,
  pagination,
  publicUser,
  registerAdminInput,
  registerOwnerInput,
  registerUserInput,
  resetPasswordInput,
  updateUserInput,
  updateUserResponse,
  userLoginResponse,
  userRegisterResponse,
} from '@kiraya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, tooManyRequests } from '../../lib/errors.js';
import { bearer, errorResponses, listSchema } from '../../lib/route-schemas.js';
import { adminTableRoutes } from '../../plugins/admin-table.js';
import { principalOf, requireRole } from '../../plugins/auth.js';
import * as repository from './accounts.repository.js';
import * as accounts from './accounts.service.js';
import { AuthThrottle, RESET_ADDRESS, resetAddressKey } from './login-throttle.js';
import * as resets from './password-reset.service.js';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: accounts.AccountsDeps = {
    db: app.db,
    tokenSecret: app.config.tokenSecret,
    throttle: new AuthThrottle(app.db),
    signals: app.sessionSignals,
  };
  const mailDelivery = { sends: app.config.mail !== undefined };

  // Buyers
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a buyer, signed in at once (the token and user a login answers with)',
        body: registerUserInput,
        response: { 201: userRegisterResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const user = await accounts.registerUser(deps, request.body);
      const token = accounts.issueToken(deps, 'user', user.id, user.sessionVersion);
      return reply.code(201).send({ message: ACCOUNT_MSG.registered, token, user: accounts.toPublicUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Buyer login',
        body: loginInput,
        response: { 200: userLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { account, token } = await accounts.login(deps, 'user', request.body, request.ip);
      const user = await accounts.getUser(deps, account.id);
      return { message: ACCOUNT_MSG.loggedIn, token, user: accounts.toPublicUser(user) };
    },
  );

  app.get(
    '/auth/user',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in buyer',
        security: bearer,
        response: { 200: publicUser, ...errorResponses(401, 403) },
      },
    },
    async (request) => accounts.toPublicUser(await accounts.getUser(deps, principalOf(request).id)),
  );

  app.put(
    '/auth/user',
    {
      onRequest: requireRole('user'),
      schema: {
        tags: ['accounts'],
        summary: 'Update the signed-in buyer (blank password keeps it; a new email or password needs currentPassword)',
        security: bearer,
        body: updateUserInput,
        response: { 200: updateUserResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { row, token } = await accounts.updateUserProfile(deps, principalOf(request).id, request.body, request.ip);
      return { message: ACCOUNT_MSG.profileUpdated, user: accounts.toPublicUser(row), ...(token ? { token } : {}) };
    },
  );

  // Each role's interface language (the web applies it at login and saves a new choice); only the account's own.
  for (const role of ['user', 'owner', 'admin'] as const) {
    const missing = () => notFound(role === 'owner' ? ACCOUNT_LOOKUP_MSG.ownerNotFound : ACCOUNT_LOOKUP_MSG.userNotFound);
    app.get(
      `/${role}/language`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ['accounts'],
          summary: `The signed-in ${role}'s interface language (null until chosen)`,
          security: bearer,
          response: { 200: languageResponse, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const language = await repository.getLanguage(app.db, role, principalOf(request).id);
        if (language === undefined) throw missing();
        return { language };
      },
    );
    app.put(
      `/${role}/language`,
      {
        onRequest: requireRole(role),
        schema: {
          tags: ['accounts'],
          summary: `Save the signed-in ${role}'s interface language ('en' or 'hi')`,
          security: bearer,
          body: languageInput,
          response: { 200: languageResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { language } = request.body;
        if (!(await repository.setLanguage(app.db, role, principalOf(request).id, language))) throw missing();
        return { language };
      },
    );
  }

  // Owners
  app.post(
    '/owners/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register an owner, signed in at once (the token and owner a login answers with)',
        body: registerOwnerInput,
        response: { 201: ownerRegisterResponse, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const owner = await accounts.registerOwner(deps, request.body);
      const token = accounts.issueToken(deps, 'owner', owner.id, owner.sessionVersion);
      return reply.code(201).send({ message: ACCOUNT_MSG.registered, token, owner: accounts.toPublicOwner(owner) });
    },
  );

  app.post(
    '/owners/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Owner login',
        body: loginInput,
        response: { 200: ownerLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { account, token } = await accounts.login(deps, 'owner', request.body, request.ip);
      return { message: ACCOUNT_MSG.loggedIn, token, owner: accounts.toPublicOwner(account) };
    },
  );

  app.put(
    '/owner/profile',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['accounts'],
        summary: 'Update the signed-in owner (blank password keeps it; a new email or password needs currentPassword)',
        security: bearer,
        body: ownerProfileInput,
        response: { 200: ownerProfileResponse, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { row, token } = await accounts.updateOwnerProfile(deps, principalOf(request).id, request.body, request.ip);
      return { message: ACCOUNT_MSG.profileUpdated, owner: accounts.toPublicOwner(row), ...(token ? { token } : {}) };
    },
  );

  // Any role: ends every session of the caller's account, this one included.
  app.post(
    '/auth/logout-all',
    {
      onRequest: requireRole('user', 'owner', 'admin'),
      schema: {
        tags: ['accounts'],
        summary: 'Log out of all devices: every token of the account stops working, open live streams close',
        security: bearer,
        response: { 200: messageResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { role, id } = principalOf(request);
      await accounts.endSessions(deps, role, id);
      return { message: ACCOUNT_MSG.loggedOutEverywhere };
    },
  );

  // Admins
  app.post(
    '/admins/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register an admin: open only while no admin exists, or to a signed-in admin',
        body: registerAdminInput,
        response: { 201: messageResponse, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = request.principal;
      let callerIsAdmin = false;
      if (caller?.role === 'admin') {
        // The token alone is not enough: the admin must still exist and be active.
        await requireRole('admin').call(app, request, reply);
        callerIsAdmin = true;
      }
      await accounts.registerAdmin(deps, request.body, callerIsAdmin);
      return reply.code(201).send({ message: ACCOUNT_MSG.registered });
    },
  );

  app.post(
    '/admins/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Admin login',
        body: loginInput,
        response: { 200: adminLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { account, token } = await accounts.login(deps, 'admin', request.body, request.ip);
      return { message: ACCOUNT_MSG.loggedIn, token, admin: { id: account.id, name: account.name, email: account.email } };
    },
  );

  // Password reset: the link is mailed (modules/mail: through SMTP_URL, else to the admins' outbox and the log)
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a one-time reset link (SMTP when configured, else the admin outbox); same answer for unknown emails; limited per address',
        body: forgotPasswordInput,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Shared by every process (auth_throttle), unlike the in-memory rate limiter this replaced.
      const key = resetAddressKey(request.ip);
      const wait = await deps.throttle.retryAfterMs([key]);
      if (wait > 0) throw tooManyRequests('TOO_MANY_REQUESTS', coded(ACCOUNT_MSG.tooManyResetRequests, Math.ceil(wait / 60_000)), wait);
      await deps.throttle.recordFailure([[key, RESET_ADDRESS]]);
      await resets.requestReset(app.db, mailDelivery, request.body, (m) => request.log.info(m));
      return { message: ACCOUNT_MSG.resetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token (once)',
        body: resetPasswordInput,
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      await resets.resetPassword(app.db, request.body.token, request.body.password, app.sessionSignals);
      return { message: ACCOUNT_MSG.resetDone };
    },
  );

  app.get(
    '/admin/outbox',
    {
      onRequest: requireRole('admin'),
      schema: listSchema({
        tags: ['accounts'],
        summary: 'Account mail (reset links): held here without a mail server, else queued, sent or failed with its tries',
        item: outboxMessage,
        querystring: pagination,
      }),
    },
    async (request, reply) => {
      const { rows, total } = await resets.readOutbox(app.db, request.query.page, request.query.limit ?? 20);
      return reply.sendPage(
        rows.map((r) => ({
          id: r.id,
          toEmail: r.toEmail,
          subject: r.subject,
          body: r.body,
          created_at: r.createdAt.toISOString(),
          link: resets.linkOfMail(r.body),
          ...(r.code ? { code: r.code, params: r.params ?? {} } : {}),
          status: r.status,
          attempts: r.attempts,
          sent_at: r.sentAt ? r.sentAt.toISOString() : null,
          last_error: r.lastError,
        })),
        total,
      );
    },
  );

  // The admin's users and owners tables (§2).
  await app.register(adminTableRoutes('users', { item: adminUser, update: adminUserUpdate }, deps, accounts.adminUsers));
  await app.register(adminTableRoutes('owners', { item: adminOwner, update: adminOwnerUpdate }, deps, accounts.adminOwners));
};
