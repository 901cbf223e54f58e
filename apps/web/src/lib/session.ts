import type { PublicAdmin, PublicOwner, PublicUser, Role } from '@kiraya/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from './router';

/**
 * Login state in browser storage, as spec §4 says: buyers keep a user token and user data, owners a
 * token and owner info, admins an admin token and admin info. One store, three roles.
 */
export interface Profiles {
  user: PublicUser;
  owner: PublicOwner;
  admin: PublicAdmin;
}

const KEYS: Record<Role, { token: string; profile: string }> = {
  user: { token: 'token', profile: 'userData' },
  owner: { token: 'ownerToken', profile: 'ownerInfo' },
  admin: { token: 'adminToken', profile: 'adminInfo' },
};

export interface Session<R extends Role = Role> {
  role: R;
  token: string;
  profile: Profiles[R];
}

const CHANGE_EVENT = 'kiraya:session';

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? ''));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function isExpired(token: string, now = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= now;
}

// Snapshots are cached per role so useSyncExternalStore sees a stable value between changes.
const cache = new Map<Role, { raw: string; session: Session | null }>();

export function readSession<R extends Role>(role: R): Session<R> | null {
  const token = localStorage.getItem(KEYS[role].token);
  const profile = localStorage.getItem(KEYS[role].profile);
  const raw = `${token}\u0000${profile}`;
  const hit = cache.get(role);
  if (hit && hit.raw === raw) return hit.session as Session<R> | null;
  let session: Session<R> | null = null;
  if (token && profile) {
    try {
      session = { role, token, profile: JSON.parse(profile) as Profiles[R] };
    } catch {
      session = null;
    }
  }
  cache.set(role, { raw, session });
  return session;
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

const signInListeners = new Set<(role: Role) => void>();

/** Called after each fresh login (not on reloads): app/ applies the account's saved language there. */
export function onSignIn(listener: (role: Role) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

export function saveSession<R extends Role>(role: R, token: string, profile: Profiles[R]): void {
  signedOut.delete(role);
  localStorage.setItem(KEYS[role].token, token);
  localStorage.setItem(KEYS[role].profile, JSON.stringify(profile));
  notify();
  for (const listener of signInListeners) listener(role);
}

/** Keeps the token, replaces the stored profile (after a profile edit). */
export function updateProfile<R extends Role>(role: R, profile: Profiles[R]): void {
  localStorage.setItem(KEYS[role].profile, JSON.stringify(profile));
  notify();
}

/** Keeps the profile, replaces the token (the server hands a fresh one after a password change). */
export function replaceToken(role: Role, token: string): void {
  localStorage.setItem(KEYS[role].token, token);
  notify();
}

export function clearSession(role: Role): void {
  localStorage.removeItem(KEYS[role].token);
  localStorage.removeItem(KEYS[role].profile);
  notify();
}

// Roles whose session this tab is ending on purpose (Logout), until their login screen is shown: their
// guard and a late 401 then go to the plain login ("You have logged out.") instead of "Please log in to continue.".
const signedOut = new Set<Role>();

/** Ends the role's session now: storage is cleared before any navigation, so no private page can still open. */
export function endSession(role: Role): void {
  signedOut.add(role);
  clearSession(role);
}

/** True while this tab is logging the role out (between Logout and the login screen). */
export function wasSignedOut(role: Role): boolean {
  return signedOut.has(role);
}

/** Router state of a login screen reached by Logout. */
export interface LoggedOutState {
  logout: true;
}

export function isLoggedOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
}

/**
 * Logout for any role (spec §4): clears the session first, forgets the role's cached data (`forget`),
 * then opens the role's login, which says "You have logged out.".
 */
export function useSignOut(role: Role, forget: readonly QueryKey[] = []): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    endSession(role);
    for (const queryKey of forget) queryClient.removeQueries({ queryKey });
    // Once the login screen is shown, a later trip to a private page reads "Please log in to continue." again.
    void Promise.resolve(navigate(LOGIN_PATHS[role], { replace: true, state: { logout: true } satisfies LoggedOutState })).finally(() =>
      signedOut.delete(role),
    );
  }, [role, forget, navigate, queryClient]);
}

/** Stores a fresh login and opens the guarded page the user came from, or the role's home. */
export function useSignIn<R extends Role>(role: R): (token: string, profile: Profiles[R], state?: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (token: string, profile: Profiles[R], state?: unknown) => {
      saveSession(role, token, profile);
      navigate(nextAfterLogin(role, window.location.search), { replace: true, state });
    },
    [role, navigate],
  );
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  // Another tab logging in or out.
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

/** The role's current session (null when logged out), re-rendering on login, logout and other tabs. */
export function useSession<R extends Role>(role: R): Session<R> | null {
  return useSyncExternalStore(
    subscribe,
    () => readSession(role),
    () => null,
  );
}

export const LOGIN_PATHS: Record<Role, string> = { user: '/login', owner: '/owner-login', admin: '/admin-login' };
export const HOME_PATHS: Record<Role, string> = { user: '/dashboard', owner: '/owner-dashboard', admin: '/admin-dashboard' };

/** Why the user landed on a login screen, carried in the URL (?reason=…); the login form says it (LOGIN_REASONS there). */
export type LoginReason = 'expired' | 'required';

/**
 * `next` when it is a path of this site (`/product/5?x=1#y`), else null: one leading slash and no second one or
 * backslash after it (`//evil.example`, `/\evil.example` leave the site in a browser), no scheme, no spaces or control
 * characters, at most 512 characters.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 512 || !next.startsWith('/')) return null;
  if (next[1] === '/' || next.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  return /[\s\u0000-\u001f\u007f]/.test(next) ? null : next;
}

/** The page the screen was opened for (`?next=`), when it is a path of this site. */
export const nextOf = (search: string): string | null => safeNextPath(new URLSearchParams(search).get('next'));

/** `path?next=…` when `next` is a path of this site, else `path`: a sign-in or sign-up screen that returns there. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${new URLSearchParams({ next: safe })}` : path;
}

/** `/owner-login?reason=expired&next=/my-products` */
export function loginUrl(role: Role, reason: LoginReason, next?: string): string {
  const params = new URLSearchParams({ reason });
  const safe = safeNextPath(next);
  if (safe) params.set('next', safe);
  return `${LOGIN_PATHS[role]}?${params}`;
}

/** Where to go after login or sign-up: the page the person came from (paths of this site only) or the role's home. */
export function nextAfterLogin(role: Role, search: string): string {
  return nextOf(search) ?? HOME_PATHS[role];
}
