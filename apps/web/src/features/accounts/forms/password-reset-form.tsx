import {
  ACCOUNT_FIELD_MSG,
  ACCOUNT_MSG,
  forgotPasswordInput,
  LIMITS,
  PASSWORD_MIN,
  PUBLIC_ROLES,
  RESET_LINK_MINUTES,
  ROLES,
  type Role,
  resetPasswordInput,
} from '@kiraya/contract';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmailField, FormMessage, SubmitButton } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { localizeMessage, useLanguage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link, useSearchParams } from '../../../lib/router';
import { LOGIN_PATHS } from '../../../lib/session';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, linkClass } from '../components/auth-card';
import { PasswordField } from '../components/password-field';

/**
 * The role asked for: `?role=admin` is the admin login's own link (the admin's screen has no choice to make); the public
 * screen offers only the roles a member of the public has (PUBLIC_ROLES), buyer first.
 */
function readRole(params: URLSearchParams): Role {
  const role = params.get('role');
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : 'user';
}

/** /forgot-password asks for a reset link; /forgot-password?token=… (the link itself) sets the new password. */
export function PasswordResetForm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <>
      {/* The reset link carries a secret: never send it onwards as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {token !== null ? <ResetPasswordForm token={token} /> : <RequestResetForm initialRole={readRole(params)} />}
    </>
  );
}

function LoginLinks() {
  const t = useT('auth');
  return (
    <ul className="flex flex-wrap gap-3">
      {ROLES.map((role) => (
        <li key={role}>
          <Link to={LOGIN_PATHS[role]} className={buttonClass(role === 'user' ? 'primary' : 'secondary', 'md')}>
            {t(`roleLogin.${role}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RequestResetForm({ initialRole }: { initialRole: Role }) {
  const form = useZodForm(forgotPasswordInput, { email: '', role: initialRole as string });
  const role = form.values.role as Role;
  const request = useRequestPasswordReset();
  // The mail is written in the account's language, else this screen's.
  const language = useLanguage();
  const onSubmit = form.handleSubmit((input) => request.mutate({ email: input.email, role: input.role, language }));
  const t = useT('auth');
  const forAdmin = initialRole === 'admin';

  return (
    <AuthCard
      title={t('reset.title')}
      lead={t('reset.lead')}
      footer={
        <p>
          {t('reset.remembered')}{' '}
          <Link to={LOGIN_PATHS[role]} className={linkClass}>
            {t('reset.backTo', { login: t(`roleLogin.${role}`).toLowerCase() })}
          </Link>
        </p>
      }
    >
      {request.isSuccess ? (
        <div className="space-y-4">
          {/* The same answer whether or not the account exists: nobody learns who has one. */}
          <FormMessage tone="success">{localizeMessage(request.data?.message || ACCOUNT_MSG.resetRequested)}</FormMessage>
          <p className="text-stone-700">{t('reset.checkInbox', { minutes: RESET_LINK_MINUTES })}</p>
          <p className="text-stone-700">
            {t('reset.noMail')}{' '}
            <Link to={paths.contact()} className={linkClass}>
              {t('reset.contactUs')}
            </Link>
            {t('reset.noMailEnd')}
          </p>
          <Button variant="secondary" onClick={() => request.reset()}>
            {t('reset.otherEmail')}
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('reset.form')}>
          <EmailField label={t('email')} required {...form.field('email')} />
          {forAdmin ? (
            <p className="text-sm text-stone-700">{t('reset.adminAccount')}</p>
          ) : (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-semibold text-stone-800">{t('reset.whichAccount')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PUBLIC_ROLES.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="role"
                      value={value}
                      checked={role === value}
                      onChange={() => form.setValue('role', value)}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold text-stone-900">{t(`role.${value}`)}</span>
                      <span className="block text-sm text-stone-600">{t(`roleHint.${value}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {request.isError ? <FormMessage tone="error">{errorMessage(request.error)}</FormMessage> : null}
          <SubmitButton pending={request.isPending} pendingLabel={t('reset.sending')}>
            {t('reset.send')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}

/** Tokens are 43 characters; anything outside the server's bounds cannot be a real link. */
function looksLikeToken(token: string): boolean {
  return token.length >= 20 && token.length <= 200;
}

/** The new password twice; the contract's rule is the owner's minimum, the server applies the account's own. */
function confirmRule(values: { password: string; confirm: string }, errors: FieldErrors) {
  if (!values.password) errors.password = ACCOUNT_FIELD_MSG.passwordRequired;
  if (!errors.password && values.password !== values.confirm) errors.confirm = ACCOUNT_MSG.passwordsDoNotMatch;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(
    resetPasswordInput,
    { password: '', confirm: '' },
    {
      toInput: ({ password }) => ({ token, password }),
      refine: confirmRule,
    },
  );
  const reset = useResetPassword();
  const t = useT('auth');

  if (!looksLikeToken(token)) return <InvalidLink message={ACCOUNT_MSG.resetInvalid} />;

  const onSubmit = form.handleSubmit((input) => reset.mutate(input, { onError: form.takeServerErrors }));

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('reset.changed')}>
        <div className="space-y-5">
          <FormMessage tone="success">{ACCOUNT_MSG.resetDone}</FormMessage>
          <LoginLinks />
        </div>
      </AuthCard>
    );
  }

  if (reset.error instanceof ApiError && reset.error.message === ACCOUNT_MSG.resetInvalid) {
    return <InvalidLink message={reset.error.message} />;
  }

  return (
    <AuthCard title={t('reset.chooseTitle')} lead={t('reset.chooseLead')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('reset.chooseTitle')}>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          required
          {...form.field('password')}
          hint={t('reset.newHint', { min: PASSWORD_MIN, ownerMin: LIMITS.ownerPasswordMin })}
        />
        <PasswordField label={t('reset.confirm')} autoComplete="new-password" required {...form.field('confirm')} />
        {reset.isError ? <FormMessage tone="error">{errorMessage(reset.error)}</FormMessage> : null}
        <SubmitButton pending={reset.isPending} pendingLabel={t('reset.saving')}>
          {t('reset.save')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function InvalidLink({ message }: { message: string }) {
  const t = useT('auth');
  return (
    <AuthCard title={t('reset.invalidTitle')}>
      <div className="space-y-5">
        <FormMessage tone="error">{message}</FormMessage>
        <p className="text-stone-700">{t('reset.invalidText')}</p>
        <Link to={paths.forgotPassword()} className={buttonClass('primary', 'md')}>
          {t('reset.askAgain')}
        </Link>
      </div>
    </AuthCard>
  );
}
