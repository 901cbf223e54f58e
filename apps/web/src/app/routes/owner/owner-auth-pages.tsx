import { LoginForm, RegisterForm } from '../../../features/accounts';

/** /owner-login (§2, §5, §8): the owner's login. */
export function OwnerLoginPage() {
  return <LoginForm account="owner" />;
}

/** /owner-register (§5): name, email, password of 6+, optional phone. */
export function OwnerRegisterPage() {
  return <RegisterForm account="owner" />;
}
