import {
  ACCOUNT_FORM_MSG,
  ACCOUNT_MSG,
  BIO_MAX,
  LIMITS,
  ownerProfileInput,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PHONE_MAX,
  type PublicOwner,
  type PublicUser,
  updateUserInput,
} from '@kiraya/contract';
import type { FormEvent, ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { EmailField, FormMessage, PhoneField, SubmitButton, TextAreaField, TextField } from '../../../components/ui/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isNetworkError } from '../../../lib/form-errors';
import { localizeMessage, useLocalize, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateCurrentUser } from '../api/update-current-user';
import { useUpdateOwnerProfile } from '../api/update-owner-profile';
import { PasswordField } from '../components/password-field';

type Values = { name: string; email: string; bio: string; phone: string; password: string; currentPassword: string };

/** A new email or password needs the current one (the server checks it too). */
function needsCurrentPassword(values: Values, savedEmail: string): boolean {
  return values.password !== '' || values.email.trim().toLowerCase() !== savedEmail.toLowerCase();
}

function useProfileForm(schema: Parameters<typeof useZodForm>[0], saved: { name: string; email: string; bio?: string; phone?: string }) {
  const initial: Values = {
    name: saved.name,
    email: saved.email,
    bio: saved.bio ?? '',
    phone: saved.phone ?? '',
    password: '',
    currentPassword: '',
  };
  const form = useZodForm(schema, initial, {
    clearOnChange: true,
    toInput: ({ bio, phone, ...values }) => ({
      ...values,
      ...(saved.bio === undefined ? {} : { bio }),
      ...(saved.phone === undefined ? {} : { phone }),
      currentPassword: needsCurrentPassword(values as Values, saved.email) ? values.currentPassword : undefined,
    }),
    refine: (values, errors) => {
      if (needsCurrentPassword(values, saved.email) && !values.currentPassword)
        errors.currentPassword ??= ACCOUNT_MSG.currentPasswordRequired;
    },
  });
  // Without field errors (a wrong current password), what was typed stays marked as it was.
  const showServerErrors = (error: unknown) => (error instanceof ApiError && error.fieldErrors ? form.takeServerErrors(error) : undefined);
  return { form, needsCurrent: needsCurrentPassword(form.values, saved.email), showServerErrors };
}

/** The buyer's and the owner's screens name the same fields differently (§5, §8) and state their own minimum. */
const LABELS = {
  buyer: { name: 'form.name', email: 'form.email', password: 'form.password', current: 'form.current', passwordMin: PASSWORD_MIN },
  owner: {
    name: 'form.ownerName',
    email: 'form.ownerEmail',
    password: 'form.ownerPassword',
    current: 'form.ownerCurrent',
    passwordMin: LIMITS.ownerPasswordMin,
  },
} as const;

/** The fields both profile screens share: name, email, new password and, when needed, the current one. */
function AccountFields({
  form,
  account,
  needsCurrent,
  children,
}: {
  form: ReturnType<typeof useProfileForm>['form'];
  account: keyof typeof LABELS;
  needsCurrent: boolean;
  children?: ReactNode;
}) {
  const t = useT('buyer');
  const localize = useLocalize();
  const labels = LABELS[account];
  const passwordHint = t('form.passwordHint', { min: labels.passwordMin });
  return (
    <>
      <TextField label={t(labels.name)} autoComplete="name" required maxLength={PERSON_NAME_MAX} {...form.field('name')} />
      <EmailField label={t(labels.email)} required {...form.field('email')} />
      {children}
      <PasswordField label={t(labels.password)} autoComplete="new-password" hint={passwordHint} {...form.field('password')} />
      {needsCurrent ? (
        <PasswordField
          label={t(labels.current)}
          autoComplete="current-password"
          required
          hint={localize(ACCOUNT_MSG.currentPasswordHint)}
          {...form.field('currentPassword')}
        />
      ) : null}
    </>
  );
}

/** /edit-profile (§5): name, email, bio and password of the signed-in buyer. */
export function BuyerProfileForm({ user }: { user: PublicUser }) {
  const { form, needsCurrent, showServerErrors } = useProfileForm(updateUserInput, { ...user, phone: user.phone ?? '' });
  const update = useUpdateCurrentUser();
  const t = useT('buyer');
  const localize = useLocalize();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.check();
    if (!input) return;
    update.mutate(input as Parameters<typeof update.mutate>[0], {
      // The new password is never kept in the form once saved.
      onSuccess: ({ user: saved }) =>
        form.reset({ name: saved.name, email: saved.email, bio: saved.bio, phone: saved.phone, password: '', currentPassword: '' }),
      onError: showServerErrors,
    });
  }

  const failure = update.isError
    ? isNetworkError(update.error)
      ? localize(ACCOUNT_FORM_MSG.updateFailed)
      : errorMessage(update.error, t('form.updateFailed'))
    : null;

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={() => (update.isSuccess || update.isError ? update.reset() : undefined)}
      aria-label={t('form.yourProfile')}
      className="grid gap-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70"
    >
      <AccountFields form={form} needsCurrent={needsCurrent} account="buyer">
        <PhoneField label={t('form.phone')} maxLength={PHONE_MAX} hint={t('form.phoneHint')} {...form.field('phone')} />
        <TextAreaField
          label={t('profile.bio')}
          rows={4}
          maxLength={BIO_MAX}
          hint={t('form.bioHint', { length: form.values.bio.length, max: BIO_MAX })}
          {...form.field('bio')}
        />
      </AccountFields>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {update.isSuccess ? <FormMessage tone="success">{localize(ACCOUNT_MSG.profileUpdated)}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={update.isPending} pendingLabel={t('form.saving')}>
          {t('form.save')}
        </SubmitButton>
        <Link to={paths.dashboard()} className={buttonClass('secondary', 'lg')}>
          {t('form.backToDashboard')}
        </Link>
      </div>
    </form>
  );
}

/** /profile-settings (§2, §5, §8): name and email required, a blank new password keeps the current one. */
export function OwnerProfileForm({ owner }: { owner: PublicOwner }) {
  const { form, needsCurrent, showServerErrors } = useProfileForm(ownerProfileInput, { name: owner.name, email: owner.email });
  const save = useUpdateOwnerProfile();
  const t = useT('buyer');
  const localize = useLocalize();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.reset();
    const input = form.check();
    if (!input) return;
    save.mutate(input as Parameters<typeof save.mutate>[0], {
      onSuccess: ({ owner: saved }) =>
        form.reset({ name: saved.name, email: saved.email, bio: '', phone: '', password: '', currentPassword: '' }),
      onError: showServerErrors,
    });
  }

  const server = save.error instanceof ApiError && save.error.message ? ` ${localizeMessage(save.error.message, save.error.code)}` : '';
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} onChange={() => save.reset()} className="grid gap-5">
      <AccountFields form={form} needsCurrent={needsCurrent} account="owner" />
      {save.isError ? <FormMessage tone="error">{`❌ ${t('form.ownerError')}${server}`}</FormMessage> : null}
      {save.isSuccess ? <FormMessage tone="success">{`✅ ${localize(ACCOUNT_MSG.profileUpdated)}`}</FormMessage> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t('form.saving')}>
          {t('form.ownerSave')}
        </SubmitButton>
      </div>
    </form>
  );
}
