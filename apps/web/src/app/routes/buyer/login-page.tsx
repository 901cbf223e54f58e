import { loginInput } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage } from '../../../components/ui/form';
import { useLoginUser } from '../../../features/accounts/api/login-user';
import { useFinishLogout } from '../../../features/accounts/api/logout-user';
import { AuthCard, linkClass } from '../../../features/accounts/components/auth-card';
import { PasswordField } from '../../../features/accounts/components/password-field';
import { errorMessage } from '../../../lib/api-client';
import { checkWith, type FieldErrors, focusFirstError, isNetworkError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { LOGIN_REASONS, type LoginReason, nextAfterLogin, saveSession, useSession } from '../../../lib/session';

/** What /register hands to /login after a successful sign-up (kept out of the URL). */
export interface RegisteredState {
  registeredEmail?: string;
  notice?: string;
}

const LOGIN_FAILED = '❌ Login failed';
const LOGIN_NETWORK = '❌ Login failed. Please try again.';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession('user');
  const state = (location.state ?? {}) as RegisteredState;
  const reason = new URLSearchParams(location.search).get('reason');
  const reasonText = reason && reason in LOGIN_REASONS ? LOGIN_REASONS[reason as LoginReason] : null;

  const [email, setEmail] = useState(state.registeredEmail ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLoginUser();
  const loggedOut = useFinishLogout();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(loginInput, { email, password });
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError(formRef.current, checked.errors);
      return;
    }
    setErrors({});
    login.mutate(checked.data, {
      onSuccess: ({ token, user }) => {
        saveSession('user', token, user);
        navigate(nextAfterLogin('user', location.search), { replace: true });
      },
    });
  }

  const failure = login.isError ? (isNetworkError(login.error) ? LOGIN_NETWORK : errorMessage(login.error, LOGIN_FAILED)) : null;

  return (
    <AuthCard
      title="Log in"
      lead="Log in to post ads, keep a wishlist and follow your orders on Kiraya."
      footer={
        <>
          <p>
            New to Kiraya?{' '}
            <Link to={paths.register()} className={linkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Rent out your own products?{' '}
            <Link to={paths.ownerLogin()} className={linkClass}>
              Owner login
            </Link>
          </p>
        </>
      }
    >
      <div className="mb-5 space-y-3 empty:hidden">
        {reasonText && !session ? <FormMessage tone="info">{reasonText}</FormMessage> : null}
        {state.notice && !login.isError ? <FormMessage tone="success">{state.notice}</FormMessage> : null}
        {loggedOut && !session ? <FormMessage tone="success">You have logged out.</FormMessage> : null}
        {session && !login.isPending && !loggedOut ? (
          <FormMessage tone="info">
            You are logged in as {session.profile.name}.{' '}
            <Link to={paths.dashboard()} className={linkClass}>
              Go to your dashboard
            </Link>
          </FormMessage>
        ) : null}
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Log in">
        <EmailField label="Email" name="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <div className="grid gap-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
            maxLength={128}
          />
          <Link to={`${paths.forgotPassword()}?role=user`} className={`${linkClass} justify-self-end text-sm`}>
            Forgot your password?
          </Link>
        </div>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
    </AuthCard>
  );
}
