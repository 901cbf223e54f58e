import { z } from 'zod';
import { flag, flagInput, pagination } from '../http/schema.js';
import { rowId } from '../ids.js';
import { BIO_MAX, EMAIL_MAX, LIMITS, PERSON_NAME_MAX, PHONE_MAX } from '../limits.js';
import { MAIL_STATUSES } from '../notifications/rules.js';
import {
  ACCOUNT_FIELD_MSG,
  ACCOUNT_MSG,
  ACCOUNT_STATUSES,
  LANGUAGES,
  normaliseIndianMobile,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  USER_ROLES,
} from './rules.js';

const F = ACCOUNT_FIELD_MSG;
const email = z.string({ error: F.emailRequired }).trim().min(1, F.emailRequired).max(EMAIL_MAX, F.emailTooLong).email(F.emailInvalid);
const name = z.string({ error: F.nameRequired }).trim().min(1, F.nameRequired).max(PERSON_NAME_MAX, F.nameTooLong);
const password = z
  .string({ error: F.passwordRequired })
  .min(PASSWORD_MIN, ACCOUNT_MSG.passwordShort)
  .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLong);
const ownerPassword = z
  .string({ error: F.passwordRequired })
  .min(LIMITS.ownerPasswordMin, ACCOUNT_MSG.ownerPasswordShort)
  .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLong);
/** Optional new password: blank keeps the current one. */
const optionalNew = (rule: z.ZodString) =>
  z
    .union([z.literal(''), rule])
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * A buyer's Indian mobile number (rules.ts `normaliseIndianMobile`): "9839140217", "+91 98391 40217", "+91-9839140217",
 * "919839140217" and "09839140217" are all accepted and become "9839140217".
 */
export const indianMobile = z.string({ error: F.phoneInvalid }).transform((value, ctx) => {
  const normalised = normaliseIndianMobile(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: F.phoneInvalid });
    return z.NEVER;
  }
  return normalised;
});
/** Blank or absent: no phone given. */
export const optionalIndianMobile = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  indianMobile.optional(),
);

export const loginInput = z.object({
  email: z.string({ error: F.emailRequired }).trim().min(1, F.emailRequired).max(EMAIL_MAX),
  password: z.string({ error: F.passwordRequired }).min(1, F.passwordRequired).max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginInput>;

/** `phone` is optional (the spec's client sends none); the web's form asks for it. */
export const registerUserInput = z.object({ name, email, password, phone: optionalIndianMobile });
export type RegisterUserInput = z.infer<typeof registerUserInput>;

export const registerOwnerInput = z.object({ name, email, password: ownerPassword, phone: z.string().trim().max(PHONE_MAX).optional() });
export type RegisterOwnerInput = z.infer<typeof registerOwnerInput>;

export const registerAdminInput = z.object({ name, email, password });
export type RegisterAdminInput = z.infer<typeof registerAdminInput>;

export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  bio: z.string(),
  role: z.enum(USER_ROLES),
  /** The buyer's 10-digit mobile number, '' when none was given yet. */
  phone: z.string().default(''),
});
export type PublicUser = z.infer<typeof publicUser>;

export const publicOwner = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PublicOwner = z.infer<typeof publicOwner>;

export const publicAdmin = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PublicAdmin = z.infer<typeof publicAdmin>;

export const userLoginResponse = z.object({ message: z.string(), token: z.string(), user: publicUser });
export const ownerLoginResponse = z.object({ message: z.string(), token: z.string(), owner: publicOwner });
export const adminLoginResponse = z.object({ message: z.string(), token: z.string(), admin: publicAdmin });
export type UserLoginResponse = z.infer<typeof userLoginResponse>;
export type OwnerLoginResponse = z.infer<typeof ownerLoginResponse>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;
/** Registering signs the buyer or owner in: the spec's `message`, and beside it the session a login answers with. */
export const userRegisterResponse = userLoginResponse;
export const ownerRegisterResponse = ownerLoginResponse;
export type UserRegisterResponse = UserLoginResponse;
export type OwnerRegisterResponse = OwnerLoginResponse;

/** Needed (server-checked) when the email or the password changes; blank or absent otherwise. */
const currentPassword = z.string().max(PASSWORD_MAX).optional();

export const updateUserInput = z.object({
  name,
  email,
  password: optionalNew(password),
  bio: z.string().trim().max(BIO_MAX, F.bioTooLong).optional(),
  /** Absent keeps the saved number; '' removes it (checkout then asks again). */
  phone: z
    .string({ error: F.phoneInvalid })
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const normalised = normaliseIndianMobile(value);
      if (normalised === null) ctx.addIssue({ code: 'custom', message: F.phoneInvalid });
      return normalised ?? '';
    })
    .optional(),
  currentPassword,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const ownerProfileInput = z.object({ name, email, password: optionalNew(ownerPassword), currentPassword });
export type OwnerProfileInput = z.infer<typeof ownerProfileInput>;
/** `token`: a fresh token when the password changed (every other session ended); store it to stay signed in. */
export const ownerProfileResponse = z.object({ message: z.string(), owner: publicOwner, token: z.string().optional() });
export type OwnerProfileResponse = z.infer<typeof ownerProfileResponse>;
export const updateUserResponse = z.object({ message: z.string(), user: publicUser, token: z.string().optional() });
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;

/** `language`: the screen's, for the mail's text when the account has not chosen one. */
export const forgotPasswordInput = z.object({ email, role: z.enum(ROLES).default('user'), language: z.enum(LANGUAGES).optional() });
export const resetPasswordInput = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(LIMITS.ownerPasswordMin, ACCOUNT_MSG.ownerPasswordShort).max(PASSWORD_MAX),
});

export const outboxMessage = z.object({
  id: z.number().int(),
  toEmail: z.string(),
  subject: z.string(),
  /** Plain text: names in it are user-chosen, so clients must not turn anything in it into a link. */
  body: z.string(),
  created_at: z.string(),
  /** The one link the server put in the message (a same-origin path such as `/forgot-password?token=…`), or null. */
  link: z.string().nullable(),
  /** Which mail this is (`MAIL_CODES`) and its values, for showing it in the reader's language; absent on old rows. */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** `held` (no mail server configured: only here), `queued`, `sent` or `failed` (MAIL_STATUSES). */
  status: z.enum(MAIL_STATUSES),
  /** Tries of the SMTP server so far, the time it accepted the mail, and the last refusal (for a failed or retried one). */
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/* ───────────────────────── Admin Users and Owners tables ───────────────────────── */

const status = z.enum(ACCOUNT_STATUSES);
const adminName = z.string().trim().min(1, F.nameRequired).max(PERSON_NAME_MAX, F.nameTooLong);
const adminEmail = z.string().trim().min(1, F.emailRequired).max(EMAIL_MAX).email(F.emailInvalid);

/** Admin tables take page, limit and a search box. */
export const adminListQuery = pagination.extend({ q: z.string().trim().max(LIMITS.searchQueryMax).optional() });
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserUpdate = z.object({ name: adminName, email: adminEmail, role: z.enum(USER_ROLES), status }).partial();

export const adminOwner = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status,
  verified: flag,
  created_at: z.string(),
});
export type AdminOwner = z.infer<typeof adminOwner>;
export const adminOwnerUpdate = z.object({ name: adminName, email: adminEmail, status, verified: flagInput }).partial();

export const userIdParam = z.object({ userId: rowId });

/** `PUT /api/{role}/language`: the interface language a signed-in account chose. */
export const languageInput = z.object({ language: z.enum(LANGUAGES, { error: F.languageInvalid }) });
export type LanguageInput = z.infer<typeof languageInput>;
/** `GET`/`PUT /api/{role}/language`: null until the account chooses. */
export const languageResponse = z.object({ language: z.enum(LANGUAGES).nullable() });
export type LanguageResponse = z.infer<typeof languageResponse>;
