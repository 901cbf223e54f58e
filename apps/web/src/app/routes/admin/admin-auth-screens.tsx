import { PASSWORD_MIN } from '@kiraya/contract';
import { LoginForm, type LoginTexts, RegisterForm, type RegisterTexts } from '../../../features/accounts';
import { AuthFooterLink } from '../../../features/accounts/components/auth-card';
import { localizeMessage, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** /admin-login (§2, §5, §8): the admin's login, in the active language (the spec's English in English). */
export function AdminLoginPage() {
  const t = useT('admin');
  const texts: LoginTexts = {
    title: t('login.title'),
    badge: t('auth.badge'),
    lead: t('login.lead'),
    submit: t('login.submit'),
    pending: t('login.pending'),
    failed: t('login.failed'),
    forgot: t('login.forgot'),
    footer: (
      <AuthFooterLink lead={t('login.needAccount')} to={paths.adminRegister()}>
        {t('login.register')}
      </AuthFooterLink>
    ),
  };
  return <LoginForm account="admin" texts={texts} />;
}

/**
 * /admin-register (§2, §5, §8). Open while no admin exists; afterwards the server answers 403
 * unless a signed-in admin is creating the account (the token is sent when there is a session).
 */
export function AdminRegisterPage() {
  const t = useT('admin');
  const texts: RegisterTexts = {
    title: t('register.title'),
    badge: t('auth.badge'),
    lead: t('register.lead'),
    submit: t('register.submit'),
    pending: t('register.pending'),
    failed: t('register.failed'),
    passwordHint: t('register.passwordHint', { count: PASSWORD_MIN }),
    notice: (message) => (message ? localizeMessage(message) : t('register.done')),
    colleague: {
      lead: (name) => t('register.colleagueLead', { name }),
      done: (notice, email) => t('register.colleagueDone', { notice, email }),
      back: t('register.back'),
      confirmPassword: t('register.confirmPassword'),
    },
    footer: (
      <AuthFooterLink lead={t('register.already')} to={paths.adminLogin()}>
        {t('register.logIn')}
      </AuthFooterLink>
    ),
  };
  return <RegisterForm account="admin" texts={texts} />;
}
