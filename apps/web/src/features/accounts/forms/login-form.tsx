import { ACCOUNT_FORM_MSG, ACCOUNT_MSG, loginInput, type Role } from '@kiraya/contract';
import type { FormEvent } from 'react';
import { EmailField, FormMessage, SubmitButton } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { isNetworkError } from '../../../lib/form-errors';
import { type TFunction, useT } from '../../../lib/i18n';
import type { Catalogs } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { Link, useLocation } from '../../../lib/router';
import { HOME_PATHS, isLoggedOutState, type LoginReason, nextOf, useSession, useSignIn, withNext } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api/login';
import { AuthCard, AuthFooterLink, type AuthTexts, linkClass } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

/** What each ?reason= of a login link says (session.ts `loginUrl`). */
const LOGIN_REASONS: Record<LoginReason, string> = {
  expired: ACCOUNT_MSG.sessionExpired,
  required: ACCOUNT_MSG.loginRequired,
};

/** What a registration (or the admin area) hands to a login screen in router state. */
export interface LoginState {
  /** The email just registered, filled in. */
  email?: string;
  /** A success message to show ("Registration successful! …"). */
  notice?: string;
  /** Set by Logout (lib/session). */
  logout?: true;
}

/** Everything that differs between the buyer's, the owner's and the admin's login screens. */
export interface LoginTexts extends AuthTexts {
  /** One form-level message instead of per-field ones when a field is empty (the owner's screen, §8). */
  fillBoth?: string;
  forgot: string;
  /** "You are logged in as …" link text, when the screen offers it. */
  signedInLink?: string;
}

/** The buyer's screen, in the active language (the owner's and admin's are translated with their areas). */
const userTexts = (t: TFunction<Catalogs['auth']>, next: string | null): LoginTexts => ({
  title: t('login.title'),
  lead: t('login.lead'),
  submit: t('login.submit'),
  pending: t('login.pending'),
  failed: t('login.failed'),
  offline: t('login.offline'),
  forgot: t('login.forgot'),
  signedInLink: t('login.toDashboard'),
  footer: (
    <>
      <AuthFooterLink lead={t('login.newHere')} to={withNext(paths.register(), next)}>
        {t('login.createAccount')}
      </AuthFooterLink>
      <AuthFooterLink lead={t('login.rentOut')} to={paths.ownerLogin()}>
        {t('login.ownerLogin')}
      </AuthFooterLink>
    </>
  ),
});

/** The owner's screen, in the active language (English: the spec's words). */
const ownerTexts = (t: TFunction<Catalogs['auth']>, next: string | null): LoginTexts => ({
  title: t('ownerLogin.title'),
  badge: t('ownerLogin.badge'),
  lead: t('ownerLogin.lead'),
  submit: t('ownerLogin.submit'),
  pending: t('ownerLogin.pending'),
  failed: ACCOUNT_FORM_MSG.ownerLoginFailed,
  fillBoth: ACCOUNT_MSG.ownerFillBoth,
  forgot: t('ownerLogin.forgot'),
  signedInLink: t('ownerLogin.toDashboard'),
  footer: (
    <>
      <AuthFooterLink lead={t('ownerLogin.newHere')} to={withNext(paths.ownerRegister(), next)}>
        {t('ownerLogin.register')}
      </AuthFooterLink>
      <AuthFooterLink lead={t('ownerLogin.lookingToRent')} to={paths.login()}>
        {t('ownerLogin.buyerLogin')}
      </AuthFooterLink>
    </>
  ),
});

const DEFAULT_NAME: Record<Role, string> = { user: '', owner: 'Owner', admin: 'Admin' };

function stateOf(state: unknown): LoginState & { flash?: string } {
  return typeof state === 'object' && state !== null ? (state as LoginState & { flash?: string }) : {};
}

/**
 * The login screen of every role (spec §2, §5, §8): email and password checked with the contract's
 * `loginInput`, the server's message or the role's fallback, then the page the user came from or the
 * role's home. `lib/session` stores the session; Logout ends here with "You have logged out.".
 */
export function LoginForm({
  account: role,
  texts: given,
}: // The admin's texts live in the admin area, which only the admin chunk loads: its screen always gives them.
{ account: 'admin'; texts: LoginTexts } | { account: 'user' | 'owner'; texts?: LoginTexts }) {
  const t = useT('auth');
  const location = useLocation();
  // A new account made from here comes back to the same page.
  const texts = given ?? (role === 'user' ? userTexts(t, nextOf(location.search)) : ownerTexts(t, nextOf(location.search)));
  const state = stateOf(location.state);
  const session = useSession(role);
  const signIn = useSignIn(role);
  const login = useLogin(role);
  const form = useZodForm(loginInput, { email: state.email ?? '', password: '' });

  const reason = new URLSearchParams(location.search).get('reason');
  const reasonText = reason && Object.hasOwn(LOGIN_REASONS, reason) ? LOGIN_REASONS[reason as LoginReason] : null;
  const loggedOut = isLoggedOutState(location.state) && !session;
  // The admin area's flash ("Registration successful!") arrives as `flash`, the others' as `notice`.
  const notice = state.notice ?? state.flash;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.reset();
    const input = form.check();
    if (!input) return;
    login.mutate(input, {
      onSuccess: ({ token, profile, message }) =>
        // The admin area shows the server's 'Login successful' once it opens.
        signIn(token, profile, role === 'admin' ? { flash: message || ACCOUNT_MSG.loggedIn } : undefined),
      onError: form.takeServerErrors,
    });
  }
  // The owner's screen says it once for both fields (§8) rather than under each.
  const fillBoth = texts.fillBoth && !login.isError && Object.values(form.errors).some(Boolean) ? texts.fillBoth : null;
  const fieldError = (name: 'email' | 'password') => (texts.fillBoth ? undefined : form.errors[name] || undefined);

  let failure: string | null = null;
  if (login.isError) failure = texts.offline && isNetworkError(login.error) ? texts.offline : errorMessage(login.error, texts.failed);

  return (
    <AuthCard title={texts.title} badge={texts.badge} lead={texts.lead} footer={texts.footer}>
      <div className="mb-5 space-y-3 empty:hidden">
        {reasonText && !session ? <FormMessage tone="info">{reasonText}</FormMessage> : null}
        {notice && !login.isError ? <FormMessage tone="success">{notice}</FormMessage> : null}
        {loggedOut ? <FormMessage tone="success">{t('loggedOut')}</FormMessage> : null}
        {session && texts.signedInLink && !login.isPending && !login.isSuccess && !loggedOut ? (
          <FormMessage tone="info">
            {t('loggedInAs', { name: session.profile.name || DEFAULT_NAME[role] })}{' '}
            <Link to={HOME_PATHS[role]} className={linkClass}>
              {texts.signedInLink}
            </Link>
          </FormMessage>
        ) : null}
      </div>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.title}>
        <EmailField label={t('email')} required {...form.field('email')} error={fieldError('email')} />
        <div className="grid gap-2">
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
            error={fieldError('password')}
          />
          <Link to={`${paths.forgotPassword()}?role=${role}`} className={`${linkClass} justify-self-end text-sm`}>
            {texts.forgot}
          </Link>
        </div>
        {fillBoth ? <FormMessage tone="error">{fillBoth}</FormMessage> : null}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <SubmitButton pending={login.isPending} pendingLabel={texts.pending}>
          {texts.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
