import { LoginForm, RegisterForm } from '../../../features/accounts';

/** /admin-login (§2, §5, §8): the admin's login. */
export function AdminLoginPage() {
  return <LoginForm account="admin" />;
}

/**
 * /admin-register (§2, §5, §8). Open while no admin exists; afterwards the server answers 403
 * unless a signed-in admin is creating the account (the token is sent when there is a session).
 */
export function AdminRegisterPage() {
  return <RegisterForm account="admin" />;
}
