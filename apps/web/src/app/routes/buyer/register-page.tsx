import { RegisterForm } from '../../../features/accounts';

/** /register (§2, §5, §8): a buyer's account. */
export function RegisterPage() {
  return <RegisterForm account="user" />;
}
