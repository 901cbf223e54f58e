import { PASSWORD_MIN, registerUserInput } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import type { LoginState } from '../../../features/accounts';
import { useRegisterUser } from '../../../features/accounts/api/register-user';
import { AuthCard, linkClass } from '../../../features/accounts/components/auth-card';
import { PasswordField } from '../../../features/accounts/components/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkWith, type FieldErrors, focusFirstError, isNetworkError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';

const NETWORK = '❌ Something went wrong. Please try again.';
const FAILED = '❌ Registration failed. Please try again.';

export function RegisterPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const register = useRegisterUser();

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(registerUserInput, values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    setErrors({});
    register.mutate(checked.data, {
      onSuccess: ({ message }) => {
        const state: LoginState = { email: checked.data.email, notice: `${message} Log in with your new account.` };
        navigate(paths.login(), { state });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const fromServer = firstFieldErrors(error.fieldErrors);
          setErrors(fromServer);
          focusFirstError(formRef.current, fromServer);
        }
      },
    });
  }

  const failure = register.isError ? (isNetworkError(register.error) ? NETWORK : errorMessage(register.error, FAILED)) : null;

  return (
    <AuthCard
      title="Create an account"
      lead="Register with your name, email and a password to post ads and rent or buy on Kiraya."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login()} className={linkClass}>
              Log in
            </Link>
          </p>
          <p>
            Want to rent out products as a seller?{' '}
            <Link to={paths.ownerRegister()} className={linkClass}>
              Register as an owner
            </Link>
          </p>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create an account">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={80}
        />
        <EmailField label="Email" name="email" required value={values.email} onChange={set('email')} error={errors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
          maxLength={128}
        />
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
