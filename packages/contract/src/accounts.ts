import { z } from 'zod';
import { LIMITS } from './constants.js';

export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Buyers and admins: one stated minimum. Owners keep §5's rule of 6. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const ACCOUNT_MSG = {
  ownerPasswordShort: 'Password must be at least 6 characters long.',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters long.`,
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid email or password.',
  ownerFillBoth: 'Please fill in both email and password.',
  emailTaken: 'An account with this email already exists.',
  accountInactive: 'This account has been deactivated. Please contact support.',
  adminSignupClosed: 'Admin sign-up is closed. Ask an existing admin to create your account.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  sessionEnded: 'You were signed out of this device. Please log in again.',
  loggedOutEverywhere: 'You have been logged out of all devices.',
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  currentPasswordHint: 'Needed to change your email or password.',
  logoutAll: 'Log out of all devices',
  logoutAllConfirm: 'Log out of all devices?',
  logoutAllExplain: 'You will be signed out here and on every other phone or computer, and will need to log in again.',
  logoutAllFailed: 'Could not log out of all devices. Please try again.',
  forbidden: 'You do not have permission to do that.',
  tooManyAttempts: (minutes: number) => `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  registered: 'Registration successful!',
  loggedIn: 'Login successful',
  profileUpdated: 'Profile updated successfully.',
  resetRequested: 'If an account exists for this email, a reset link has been sent.',
  resetDone: 'Your password has been changed. You can log in now.',
  resetInvalid: 'This reset link is invalid or has expired.',
} as const;

const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .email('Enter a valid email address.');
const name = z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(80, 'Name is too long.');
const password = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, ACCOUNT_MSG.passwordShort)
  .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLong);
const ownerPassword = z
  .string({ error: 'Password is required.' })
  .min(LIMITS.ownerPasswordMin, ACCOUNT_MSG.ownerPasswordShort)
  .max(PASSWORD_MAX, ACCOUNT_MSG.passwordLong);
/** Optional new password: blank keeps the current one. */
const optionalNew = (rule: z.ZodString) =>
  z
    .union([z.literal(''), rule])
    .optional()
    .transform((v) => (v ? v : undefined));

export const loginInput = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerUserInput = z.object({ name, email, password });
export type RegisterUserInput = z.infer<typeof registerUserInput>;

export const registerOwnerInput = z.object({ name, email, password: ownerPassword, phone: z.string().trim().max(20).optional() });
export type RegisterOwnerInput = z.infer<typeof registerOwnerInput>;

export const registerAdminInput = z.object({ name, email, password });
export type RegisterAdminInput = z.infer<typeof registerAdminInput>;

export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  bio: z.string(),
  role: z.enum(['user', 'admin']),
});
export type PublicUser = z.infer<typeof publicUser>;

export const publicOwner = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PublicOwner = z.infer<typeof publicOwner>;

export const publicAdmin = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type PublicAdmin = z.infer<typeof publicAdmin>;

export const messageResponse = z.object({ message: z.string() });
export const userLoginResponse = z.object({ message: z.string(), token: z.string(), user: publicUser });
export const ownerLoginResponse = z.object({ message: z.string(), token: z.string(), owner: publicOwner });
export const adminLoginResponse = z.object({ message: z.string(), token: z.string(), admin: publicAdmin });
export type UserLoginResponse = z.infer<typeof userLoginResponse>;
export type OwnerLoginResponse = z.infer<typeof ownerLoginResponse>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** Needed (server-checked) when the email or the password changes; blank or absent otherwise. */
const currentPassword = z.string().max(PASSWORD_MAX).optional();

export const updateUserInput = z.object({
  name,
  email,
  password: optionalNew(password),
  bio: z.string().trim().max(500, 'Bio is too long.').optional(),
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

export const forgotPasswordInput = z.object({ email, role: z.enum(ROLES).default('user') });
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
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
