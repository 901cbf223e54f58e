import { LoginForm } from '../../../features/accounts';

/** /login (§2, §5, §8): the buyer's login. */
export function LoginPage() {
  return <LoginForm account="user" />;
}
