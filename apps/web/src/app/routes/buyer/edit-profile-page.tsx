import { ACCOUNT_MSG, PASSWORD_MIN, type PublicUser, updateUserInput } from '@kiraya/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmailField, FormMessage, firstFieldErrors, TextAreaField, TextField } from '../../../components/ui/form';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-panels';
import { useCurrentUser } from '../../../features/accounts/api/get-current-user';
import { useLogoutUser } from '../../../features/accounts/api/logout-user';
import { useUpdateCurrentUser } from '../../../features/accounts/api/update-current-user';
import { LogoutAllDevices } from '../../../features/accounts/components/logout-all-devices';
import { PasswordField } from '../../../features/accounts/components/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { checkWith, type FieldErrors, focusFirstError, isNetworkError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';

const BIO_MAX = 500;

export function EditProfilePage() {
  const user = useCurrentUser();
  const logout = useLogoutUser();
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title="Edit profile" />
      <PageHeader
        title="Edit profile"
        crumbs={[{ label: 'Dashboard', to: paths.dashboard() }, { label: 'Edit profile' }]}
        lead="Change your name, email, bio or password."
      />
      {user.isPending ? (
        <FormSkeleton />
      ) : user.isError ? (
        <ErrorState
          error={isNetworkError(user.error) ? null : user.error}
          fallback={isNetworkError(user.error) ? 'Error fetching user data.' : 'Failed to fetch user'}
          onRetry={() => user.refetch()}
          retrying={user.isFetching}
        />
      ) : (
        // Keyed by the saved user so the form starts from what the server holds.
        <>
          <ProfileForm key={user.data.id} user={user.data} />
          <div className="mt-8 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70">
            <LogoutAllDevices account="user" onDone={logout} />
          </div>
        </>
      )}
    </PageContainer>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70">
      <LoadingStatus label="Loading your profile…" />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}

function ProfileForm({ user }: { user: PublicUser }) {
  const [values, setValues] = useState({ name: user.name, email: user.email, bio: user.bio, password: '', currentPassword: '' });
  // A new email or password needs the current one (the server checks it too).
  const needsCurrent = values.password !== '' || values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateCurrentUser();

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
    if (update.isSuccess || update.isError) update.reset();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(updateUserInput, { ...values, currentPassword: needsCurrent ? values.currentPassword : undefined });
    const missingCurrent: FieldErrors =
      needsCurrent && !values.currentPassword ? { currentPassword: ACCOUNT_MSG.currentPasswordRequired } : {};
    if (checked.errors || missingCurrent.currentPassword) {
      const all = { ...(checked.errors ?? {}), ...missingCurrent };
      setErrors(all);
      focusFirstError(formRef.current, all);
      return;
    }
    setErrors({});
    update.mutate(checked.data, {
      // The new password is never kept in the form once saved.
      onSuccess: ({ user: saved }) =>
        setValues({ name: saved.name, email: saved.email, bio: saved.bio, password: '', currentPassword: '' }),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const fromServer = firstFieldErrors(error.fieldErrors);
          setErrors(fromServer);
          focusFirstError(formRef.current, fromServer);
        }
      },
    });
  }

  const failure = update.isError
    ? isNetworkError(update.error)
      ? 'Something went wrong while updating.'
      : errorMessage(update.error, 'Update failed.')
    : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Your profile"
      className="grid gap-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70"
    >
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
      <TextAreaField
        label="Bio"
        name="bio"
        rows={4}
        value={values.bio}
        onChange={set('bio')}
        error={errors.bio}
        maxLength={BIO_MAX}
        hint={`A few words about yourself for sellers and support (optional, ${values.bio.length}/${BIO_MAX}).`}
      />
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        maxLength={128}
        hint={`Leave blank to keep your current password. A new one needs at least ${PASSWORD_MIN} characters.`}
      />
      {needsCurrent ? (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          maxLength={128}
          hint={ACCOUNT_MSG.currentPasswordHint}
        />
      ) : null}
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {update.isSuccess ? <FormMessage tone="success">{ACCOUNT_MSG.profileUpdated}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Link to={paths.dashboard()} className={buttonClass('secondary', 'lg')}>
          Back to dashboard
        </Link>
      </div>
    </form>
  );
}
