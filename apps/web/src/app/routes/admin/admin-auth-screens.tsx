import { ACCOUNT_MSG, PASSWORD_MIN, registerAdminInput } from '@kiraya/contract';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import { PageTitle } from '../../../components/ui/page-title';
import { LoginForm } from '../../../features/accounts';
import { useAdminRegister } from '../../../features/accounts/api/admin-register';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

function AuthCard({ title, lead, children, footer }: { title: string; lead: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <PageContainer className="max-w-lg">
      <PageTitle title={title} />
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:p-8">
        <p className="mb-2 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
          Kiraya admin
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-stone-700">{lead}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-stone-200 pt-5 text-sm text-stone-700">{footer}</div>
      </div>
    </PageContainer>
  );
}

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** Errors of a contract schema's safeParse, first message per field. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** /admin-login (§2, §5, §8): the admin's login. */
export function AdminLoginPage() {
  return <LoginForm account="admin" />;
}

/**
 * /admin-register (§2, §5, §8). Open while no admin exists; afterwards the server answers 403
 * unless a signed-in admin is creating the account (the token is sent when there is a session).
 */
export function AdminRegisterPage() {
  const session = useSession('admin');
  const navigate = useNavigate();
  const register = useAdminRegister();
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const parsed = registerAdminInput.safeParse({ name: values.name, email: values.email, password: values.password });
    const found = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (!values.confirmPassword) found.confirmPassword = 'Please confirm the password.';
    else if (values.password !== values.confirmPassword) found.confirmPassword = ACCOUNT_MSG.passwordsDoNotMatch;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      setMessage(
        found.confirmPassword === ACCOUNT_MSG.passwordsDoNotMatch ? { tone: 'error', text: ACCOUNT_MSG.passwordsDoNotMatch } : null,
      );
      // Focus the first field in error after this render paints it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setMessage(null);
    register.mutate(parsed.data, {
      onSuccess: (response) => {
        const text = response.message || 'Registration successful!';
        if (session) {
          // A signed-in admin adding a colleague stays here, signed in.
          setMessage({ tone: 'success', text: `${text} ${parsed.data.email} can now log in as an admin.` });
          setValues({ name: '', email: '', password: '', confirmPassword: '' });
          return;
        }
        setMessage({ tone: 'success', text });
        navigate(paths.adminLogin(), { state: { flash: text } });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? firstFieldErrors(error.fieldErrors) : {});
        setMessage({ tone: 'error', text: errorMessage(error, 'Registration failed') });
      },
    });
  };

  return (
    <AuthCard
      title="Admin registration"
      lead={
        session
          ? `You are signed in as ${session.profile.name}: the account you create here is an additional admin.`
          : 'Create the first administrator account of this Kiraya installation. Once an admin exists, only a signed-in admin can add another.'
      }
      footer={
        session ? (
          <p>
            <Link to={paths.adminDashboard('dashboard')} className={linkClass}>
              Back to the admin dashboard
            </Link>
          </p>
        ) : (
          <p>
            Already an admin?{' '}
            <Link to={paths.adminLogin()} className={linkClass}>
              Log in
            </Link>
          </p>
        )
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <TextField label="Name" name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={set('name')} />
        <EmailField label="Email" name="email" required value={values.email} error={errors.email} onChange={set('email')} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN} characters.`}
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={register.isPending}>
          {register.isPending ? 'Registering…' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
