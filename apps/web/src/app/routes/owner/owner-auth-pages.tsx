import { ACCOUNT_MSG, registerOwnerInput } from '@kiraya/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import { PageTitle } from '../../../components/ui/page-title';
import { useOwnerLogin } from '../../../features/accounts/api/owner-login';
import { useOwnerRegister } from '../../../features/accounts/api/owner-register';
import { ownerProductKeys } from '../../../features/products/api/query-keys';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { clearSession, LOGIN_REASONS, type LoginReason, nextAfterLogin, useSession } from '../../../lib/session';

const LOGIN_FAILED = 'Invalid credentials. Please try again.';
const REGISTER_FAILED = 'Registration failed! Please try again.';

/** What the login screen is told after a registration (router state). */
export interface LoginState {
  notice?: string;
  email?: string;
  /** Set by the owner sidebar's Logout: this screen clears the owner session once it is shown. */
  logout?: boolean;
}

function AuthCard({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <PageContainer className="max-w-lg">
      <PageTitle title={title} />
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <p className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          For owners
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-stone-700">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </PageContainer>
  );
}

/** /owner-login (§2, §5, §8): both fields required; the server's message or the spec's fallback. */
export function OwnerLoginPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  const session = useSession('owner');
  const login = useOwnerLogin();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const queryClient = useQueryClient();
  const loggingOut = state.logout === true;
  useLayoutEffect(() => {
    if (!loggingOut) return;
    clearSession('owner');
    queryClient.removeQueries({ queryKey: ownerProductKeys.all });
  }, [loggingOut, queryClient]);

  const reason = searchParams.get('reason');
  const reasonText = reason && reason in LOGIN_REASONS ? LOGIN_REASONS[reason as LoginReason] : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setProblem(ACCOUNT_MSG.ownerFillBoth);
      return;
    }
    setProblem(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(nextAfterLogin('owner', location.search), { replace: true }),
        onError: (error) => setProblem(errorMessage(error, LOGIN_FAILED)),
      },
    );
  }

  return (
    <AuthCard title="Owner login" lead="Log in to upload products, manage your listings and see their approval status.">
      <div className="mb-5 grid gap-3 empty:hidden">
        {reasonText ? <FormMessage tone="info">{reasonText}</FormMessage> : null}
        {state.notice ? <FormMessage tone="success">{state.notice}</FormMessage> : null}
        {loggingOut ? <FormMessage tone="success">You have logged out.</FormMessage> : null}
        {session && !reasonText && !loggingOut ? (
          <FormMessage tone="info">
            You are logged in as {session.profile.name || 'Owner'}.{' '}
            <Link to={paths.ownerDashboard()} className="underline">
              Open your dashboard
            </Link>
          </FormMessage>
        ) : null}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <EmailField label="Email" name="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <div className="mt-6 grid gap-2 text-sm text-stone-700">
        <p>
          <Link to={`${paths.forgotPassword()}?role=owner`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Forgot password?
          </Link>
        </p>
        <p>
          New to Kiraya?{' '}
          <Link to={paths.ownerRegister()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Register as an owner
          </Link>
        </p>
        <p>
          Looking to rent or buy?{' '}
          <Link to={paths.login()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Buyer login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}

type RegisterField = 'name' | 'email' | 'password' | 'phone';

/** /owner-register (§5): name, email, password of 6+ (checked here too), optional phone. */
export function OwnerRegisterPage() {
  const navigate = useNavigate();
  const register = useOwnerRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<RegisterField, string>>({ name: '', email: '', password: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (key: RegisterField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function focusFirst(found: Partial<Record<RegisterField, string>>) {
    const first = (['name', 'email', 'password', 'phone'] as const).find((k) => found[k]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const parsed = registerOwnerInput.safeParse({ ...values, phone: values.phone.trim() || undefined });
    if (!parsed.success) {
      const found: Partial<Record<RegisterField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as RegisterField;
        found[key] ??= issue.message;
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (result) =>
        navigate(paths.ownerLogin(), {
          state: { notice: `${result.message || ACCOUNT_MSG.registered} Please log in.`, email: parsed.data.email } satisfies LoginState,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const found = firstFieldErrors(error.fieldErrors) as Partial<Record<RegisterField, string>>;
          setErrors(found);
        }
        setProblem(errorMessage(error, REGISTER_FAILED));
      },
    });
  }

  return (
    <AuthCard title="Register as an owner" lead="List your property, appliances and clothing for rent or sale in Lucknow.">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField label="Name" name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name} />
        <EmailField label="Email" name="email" required value={values.email} onChange={set('email')} error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint="So the Kiraya team can reach you about your products."
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-sm text-stone-700">
        Already registered?{' '}
        <Link to={paths.ownerLogin()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Owner login
        </Link>
      </p>
    </AuthCard>
  );
}
