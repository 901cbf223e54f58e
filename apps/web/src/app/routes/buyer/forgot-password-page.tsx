import { PasswordResetForm } from '../../../features/accounts';

/** /forgot-password (a reset link for any role) and /forgot-password?token=… (the new password). */
export function ForgotPasswordPage() {
  return <PasswordResetForm />;
}
