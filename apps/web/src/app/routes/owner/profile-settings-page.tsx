import { ACCOUNT_MSG, ownerProfileInput } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailField, FormMessage, firstFieldErrors, TextField } from '../../../components/ui/form';
import { useLogout } from '../../../features/accounts';
import { useUpdateOwnerProfile } from '../../../features/accounts/api/update-owner-profile';
import { LogoutAllDevices } from '../../../features/accounts/components/logout-all-devices';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { OwnerPage, Panel } from './owner-page';

type Field = 'name' | 'email' | 'password' | 'currentPassword';
const UPDATED = `✅ ${ACCOUNT_MSG.profileUpdated}`;
const FAILED = '❌ Error updating profile.';

/** /profile-settings (§2, §5, §8): name and email required, a blank new password keeps the current one. */
export function ProfileSettingsPage() {
  const session = useSession('owner');
  const save = useUpdateOwnerProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    name: session?.profile.name ?? '',
    email: session?.profile.email ?? '',
    password: '',
    currentPassword: '',
  });
  const logout = useLogout('owner');
  // A new email or password needs the current one (the server checks it too).
  const needsCurrent = values.password !== '' || values.email.trim().toLowerCase() !== (session?.profile.email ?? '').toLowerCase();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const set = (key: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    setMessage(null);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const parsed = ownerProfileInput.safeParse({ ...values, currentPassword: needsCurrent ? values.currentPassword : undefined });
    const missingCurrent = needsCurrent && !values.currentPassword;
    if (!parsed.success || missingCurrent) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      if (missingCurrent) found.currentPassword ??= ACCOUNT_MSG.currentPasswordRequired;
      setErrors(found);
      const first = (['name', 'email', 'password', 'currentPassword'] as const).find((k) => found[k]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ owner }) => {
        setValues({ name: owner.name, email: owner.email, password: '', currentPassword: '' });
        setMessage({ tone: 'success', text: UPDATED });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors)
          setErrors(firstFieldErrors(error.fieldErrors) as Partial<Record<Field, string>>);
        const server = error instanceof ApiError && error.message ? ` ${error.message}` : '';
        setMessage({ tone: 'error', text: `${FAILED}${server}` });
      },
    });
  }

  return (
    <OwnerPage title="Profile Settings" width="max-w-3xl" lead="Change the name, email and password of your owner account.">
      <Panel>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <EmailField label="Email Address" name="email" required value={values.email} onChange={set('email')} error={errors.email} />
          <TextField
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="Leave blank to keep your current password. A new one needs at least 6 characters."
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          {needsCurrent ? (
            <TextField
              label="Current Password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              hint={ACCOUNT_MSG.currentPasswordHint}
              value={values.currentPassword}
              onChange={set('currentPassword')}
              error={errors.currentPassword}
            />
          ) : null}
          {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
          <div>
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel className="mt-8">
        <LogoutAllDevices account="owner" onDone={logout} />
      </Panel>
    </OwnerPage>
  );
}
