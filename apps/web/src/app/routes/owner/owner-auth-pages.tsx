import { ACCOUNT_MSG, registerOwnerInput } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import { PageTitle } from '../../../components/ui/page-title';
import { LoginForm, type LoginState } from '../../../features/accounts';
import { useOwnerRegister } from '../../../features/accounts/api/owner-register';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

const REGISTER_FAILED = 'Registration failed! Please try again.';

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

/** /owner-login (§2, §5, §8): the owner's login. */
export function OwnerLoginPage() {
  return <LoginForm account="owner" />;
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
