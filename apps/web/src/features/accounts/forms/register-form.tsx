import {
  ACCOUNT_FORM_MSG,
  ACCOUNT_MSG,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PHONE_MAX,
  type Role,
  registerAdminInput,
  registerOwnerInput,
  registerUserInput,
} from '@kiraya/contract';
import { type FormEvent, useState } from 'react';
import { EmailField, FormMessage, PhoneField, SubmitButton, TextField } from '../../../components/ui/form';
import { errorMessage } from '../../../lib/api-client';
import { type FieldErrors, isNetworkError } from '../../../lib/form-errors';
import { type Catalogs, localizeMessage, type TFunction, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { LOGIN_PATHS, nextOf, useSession, useSignIn, withNext } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { type RegisterInputs, useRegister } from '../api/register';
import { AuthCard, AuthFooterLink, type AuthTexts, linkClass } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import type { LoginState } from './login-form';

type Values = { name: string; email: string; password: string; phone: string; confirmPassword: string };
const EMPTY: Values = { name: '', email: '', password: '', phone: '', confirmPassword: '' };

const SCHEMAS = { user: registerUserInput, owner: registerOwnerInput, admin: registerAdminInput };

export interface RegisterTexts extends AuthTexts {
  passwordHint: string;
  /** What the login screen says after a successful registration. */
  notice: (message: string) => string;
  /** The admin's screen: a signed-in admin adding a colleague, and the password confirmation. */
  colleague?: { lead: (name: string) => string; done: (notice: string, email: string) => string; back: string; confirmPassword: string };
}

/** The buyer's screen, in the active language (the owner's and admin's are translated with their areas). */
const userTexts = (t: TFunction<Catalogs['auth']>, next: string | null): RegisterTexts => ({
  title: t('register.title'),
  lead: t('register.lead'),
  submit: t('register.submit'),
  pending: t('register.pending'),
  failed: t('register.failed'),
  offline: t('register.offline'),
  passwordHint: t('register.passwordHint', { count: PASSWORD_MIN }),
  notice: (message) => t('register.notice', { message: localizeMessage(message) }),
  footer: (
    <>
      <AuthFooterLink lead={t('register.haveAccount')} to={withNext(paths.login(), next)}>
        {t('register.logIn')}
      </AuthFooterLink>
      <AuthFooterLink lead={t('register.asSeller')} to={paths.ownerRegister()}>
        {t('register.asOwner')}
      </AuthFooterLink>
    </>
  ),
});

/** The owner's screen, in the active language (English: the spec's words). */
const ownerTexts = (t: TFunction<Catalogs['auth']>, next: string | null): RegisterTexts => ({
  title: t('ownerRegister.title'),
  badge: t('ownerLogin.badge'),
  lead: t('ownerRegister.lead'),
  submit: t('ownerRegister.submit'),
  pending: t('ownerRegister.pending'),
  failed: t('ownerRegister.failed'),
  passwordHint: t('ownerRegister.passwordHint'),
  notice: (message) => t('ownerRegister.notice', { message: localizeMessage(message || ACCOUNT_MSG.registered) }),
  footer: (
    <AuthFooterLink lead={t('ownerRegister.already')} to={withNext(paths.ownerLogin(), next)}>
      {t('ownerRegister.login')}
    </AuthFooterLink>
  ),
});

/** The admin's second password field, checked here (the server never sees it). */
function confirmRule(values: Values, errors: FieldErrors) {
  if (!values.confirmPassword) errors.confirmPassword = ACCOUNT_FORM_MSG.confirmPassword;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = ACCOUNT_MSG.passwordsDoNotMatch;
}

/**
 * The registration screen of every role (spec §2, §5, §8), on the contract's schema for that role: the
 * owner adds an optional phone, the admin a password confirmation. A new buyer or owner is signed in at once and goes
 * back to the page they came from (`?next=`, a path of this site) or their home; a new admin goes to the admin login
 * (§8); a signed-in admin adding a colleague stays here.
 */
export function RegisterForm<R extends Role>(
  // The screen's texts, when its area gives them; the admin's always does (they live in the admin area).
  props: { account: R } & (R extends 'admin' ? { texts: RegisterTexts } : { texts?: RegisterTexts }),
) {
  const role = props.account;
  const given: RegisterTexts | undefined = props.texts;
  const t = useT('auth');
  const location = useLocation();
  const next = nextOf(location.search);
  const texts = given ?? (role === 'user' ? userTexts(t, next) : ownerTexts(t, next));
  const navigate = useNavigate();
  const signIn = useSignIn(role);
  const adminSession = useSession('admin');
  // A signed-in admin adding a colleague: the admin screen always gives these texts (RegisterForm's props).
  const colleagueTexts = role === 'admin' && adminSession !== null ? texts.colleague : undefined;
  const colleague = colleagueTexts !== undefined;
  const register = useRegister(role);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(SCHEMAS[role], EMPTY, {
    clearOnChange: role !== 'admin',
    toInput: ({ name, email, password, phone }) =>
      role === 'admin' ? { name, email, password } : { name, email, password, phone: phone.trim() || undefined },
    refine: role === 'admin' ? confirmRule : undefined,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    register.reset();
    setDone(null);
    const input = form.check() as RegisterInputs[R] | null;
    if (!input) return;
    register.mutate(input, {
      onSuccess: ({ message, session }) => {
        if (colleague) {
          setDone(
            texts.colleague
              ? texts.colleague.done(texts.notice(message), input.email)
              : `${texts.notice(message)} ${input.email} can now log in as an admin.`,
          );
          form.reset();
          return;
        }
        // Signed in by the registration itself: back to where they were (useSignIn reads `?next=`).
        if (session && role !== 'admin') {
          signIn(session.token, session.profile as Parameters<typeof signIn>[1]);
          return;
        }
        const state: LoginState & { flash?: string } =
          role === 'admin' ? { flash: texts.notice(message) } : { email: input.email, notice: texts.notice(message) };
        navigate(LOGIN_PATHS[role], { state });
      },
      onError: form.takeServerErrors,
    });
  }

  const mismatch = form.errors.confirmPassword === ACCOUNT_MSG.passwordsDoNotMatch ? ACCOUNT_MSG.passwordsDoNotMatch : null;
  let failure: string | null = null;
  if (register.isError)
    failure = texts.offline && isNetworkError(register.error) ? texts.offline : errorMessage(register.error, texts.failed);

  return (
    <AuthCard
      title={texts.title}
      badge={texts.badge}
      lead={colleague ? colleagueTexts.lead(adminSession?.profile.name ?? '') : texts.lead}
      footer={
        colleague ? (
          <p>
            <Link to={paths.adminDashboard('dashboard')} className={linkClass}>
              {colleagueTexts.back}
            </Link>
          </p>
        ) : (
          texts.footer
        )
      }
    >
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={texts.title}>
        {done ? <FormMessage tone="success">{done}</FormMessage> : null}
        <TextField label={t('name')} autoComplete="name" required maxLength={PERSON_NAME_MAX} {...form.field('name')} />
        <EmailField label={t('email')} required {...form.field('email')} />
        <PasswordField label={t('password')} autoComplete="new-password" required hint={texts.passwordHint} {...form.field('password')} />
        {role === 'owner' ? (
          <PhoneField label={t('ownerRegister.phone')} hint={t('ownerRegister.phoneHint')} {...form.field('phone')} />
        ) : null}
        {role === 'user' ? (
          <PhoneField label={t('phone.optionalLabel')} maxLength={PHONE_MAX} hint={t('phone.registerHint')} {...form.field('phone')} />
        ) : null}
        {role === 'admin' ? (
          <PasswordField
            label={texts.colleague?.confirmPassword ?? ''}
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
        ) : null}
        {mismatch ? <FormMessage tone="error">{mismatch}</FormMessage> : null}
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <SubmitButton pending={register.isPending} pendingLabel={texts.pending}>
          {texts.submit}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
