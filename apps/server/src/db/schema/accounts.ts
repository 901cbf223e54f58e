import { ACCOUNT_STATUSES, LANGUAGES, MAIL_STATUSES, type MessageParams, ROLES, USER_ROLES } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** Buyers (role user) and the admin role of §3's Users table. Emails are unique per table, case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    bio: text('bio').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** Bumped by a password change, reset, deactivation or logout-everywhere: tokens carrying an older value stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Interface language chosen by the person ('en' or 'hi'); null until they choose. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`), check('users_language', sql`${t.language} IN ('en', 'hi')`)],
);

export const owners = pgTable(
  'owners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** Bumped by a password change, reset, deactivation or logout-everywhere: tokens carrying an older value stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Interface language chosen by the person ('en' or 'hi'); null until they choose. */
    language: text('language', { enum: LANGUAGES }),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('owners_email_lower_uq').on(sql`lower(${t.email})`), check('owners_language', sql`${t.language} IN ('en', 'hi')`)],
);

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    /** Bumped by a password change, reset, deactivation or logout-everywhere: tokens carrying an older value stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Interface language chosen by the person ('en' or 'hi'); null until they choose. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`), check('admins_language', sql`${t.language} IN ('en', 'hi')`)],
);

/** One-time password reset tokens (only the SHA-256 of the token is kept). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ROLES }).notNull(),
    accountId: integer('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_uq').on(t.tokenHash), index('password_resets_account_idx').on(t.role, t.accountId)],
);

/**
 * Every account mail, written in the transaction of the change that causes it. Admins read it in their dashboard;
 * with SMTP_URL set a `mail_send` job sends it (modules/mail) and records here how that went.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Which mail this is (`PASSWORD_RESET`) and its values, for showing it in the reader's language; null before 0006. */
    code: text('code'),
    params: jsonb('params').$type<MessageParams>(),
    /** The recipient's language when it was written ('en' or 'hi'): the sent mail's text is in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** held (no mail server: admins read it), queued, sent or failed (MAIL_STATUSES). */
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('held'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_status', sql`${t.status} IN ('held', 'queued', 'sent', 'failed')`),
    check('outbox_language', sql`${t.language} IN ('en', 'hi')`),
  ],
);

/**
 * Failure counters of the login and password-reset throttles, shared by every process: one row per
 * key (an account-and-address pair, or an address alone), counting failures in the current window
 * and, once over the limit, the time before which the key is refused.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_throttle_updated_idx').on(t.updatedAt)],
);
