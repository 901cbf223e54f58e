import { PHONE_MAX } from '../limits.js';

// Accounts of buyers, owners and admins (zod-free): roles, password rules and every account text.

export { PUBLIC_ROLES, ROLES, type Role } from './roles.js';

/** Buyers and admins: one stated minimum. Owners keep §5's rule of 6. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Minutes a password reset link works (once). */
export const RESET_LINK_MINUTES = 30;

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

/** What the account forms (and the admin's user and owner tables) say about a field. */
export const ACCOUNT_FIELD_MSG = {
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Enter a valid email address.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name is too long.',
  passwordRequired: 'Password is required.',
  bioTooLong: 'Bio is too long.',
  phoneInvalid: 'Enter a 10-digit Indian mobile number, like 98391 40217 or +91 98391 40217.',
  languageInvalid: 'Language must be en (English) or hi (Hindi).',
} as const;

/**
 * The one phone rule: an Indian mobile number is 10 digits starting with 6, 7, 8 or 9. As typed it may carry the
 * country code (+91, or 91 before the 10 digits) or the trunk 0 ("09839140217"), and spaces, dashes or dots between
 * digits. Returns the 10 digits, or null when it is not a mobile number (landlines, 9 or 11 digits, letters).
 */
export function normaliseIndianMobile(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > PHONE_MAX) return null;
  if (!/^\+?[\d\s.-]+$/.test(trimmed)) return null;
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  let national: string;
  if (plus) {
    // With a plus sign only India's code is a mobile number here.
    if (!digits.startsWith('91') || digits.length !== 12) return null;
    national = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else national = digits;
  return /^[6-9]\d{9}$/.test(national) ? national : null;
}

/** What the buyer's phone fields say (registration, profile). */
export const PHONE_TEXT = {
  label: 'Mobile number',
  optionalLabel: 'Mobile number (optional)',
  registerHint: 'For deliveries: owners call it once they accept your order. 10 digits, +91 optional; you can also give it at checkout.',
  profileHint: 'For deliveries: owners call it once they accept your order. 10 digits, +91 optional; leave blank to remove it.',
} as const;

/** "98391 40217": how a mobile number reads on screens (one stored in another spelling is normalised first). */
export function formatIndianMobile(phone: string): string {
  const digits = normaliseIndianMobile(phone);
  return digits ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
}
/** The link that dials it: tel:+91 and the 10 digits (or the digits as given when it is not a mobile number). */
export const telHref = (phone: string): string => {
  const digits = normaliseIndianMobile(phone);
  return digits ? `tel:+91${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
};

/** An account is active or deactivated (it cannot log in). */
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** Roles a buyer-side account (the users table) can have. */
export const USER_ROLES = ['user', 'admin'] as const;

/**
 * The admin's Users and Owners tables (§2). The 409s of an admin delete: orders, payments and ledgers are other
 * people's records too, so they are never cascaded away.
 */
export const ACCOUNT_ADMIN_MSG = {
  deleteUserConfirm: 'Are you sure you want to delete this user?',
  deleteOwnerConfirm: 'Are you sure you want to delete this owner?',
  noOwners: 'No owners found.',
  noUsers: 'No users found.',
  ownerUpdateFailed: 'Update failed.',
  ownerDeleteFailed: 'Failed to delete owner.',
  userHasOrders: 'This user has orders; deactivate the account instead.',
  ownerHasOrders: 'This owner has orders or wallet entries; deactivate the account instead.',
  cannotDeleteSelf: 'You cannot delete or deactivate your own account.',
  userUpdateFailed: 'Failed to update user.',
  userDeleteFailed: 'Failed to delete user.',
} as const;

/** Lookups by id that found no account. */
export const ACCOUNT_LOOKUP_MSG = {
  userNotFound: 'User not found',
  ownerNotFound: 'Owner not found',
} as const;

/** Texts of the account screens that are not field checks. */
export const ACCOUNT_FORM_MSG = {
  confirmPassword: 'Please confirm the password.',
  ownerLoginFailed: 'Invalid credentials. Please try again.',
  loadUserNetwork: 'Error fetching user data.',
  loadUserFailed: 'Failed to fetch user',
  updateFailed: 'Something went wrong while updating.',
} as const;

/** Interface languages: English and Hindi (an account remembers its choice; null until it chooses). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
