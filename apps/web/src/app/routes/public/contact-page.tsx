import { MSG, SUPPORT } from '@kiraya/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { Button } from '../../../components/ui/button';
import { CheckIcon, MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { useSettingsInEffect } from '../../../features/settings/api/get-public-settings';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}
type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', email: '', message: '' };
const LIMITS = { name: 80, email: 254, messageMin: 10, messageMax: 2000 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Enter your name.';
  if (!values.email.trim()) errors.email = 'Enter your email address.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address, like name@example.com.';
  if (!values.message.trim()) errors.message = 'Write your message.';
  else if (values.message.trim().length < LIMITS.messageMin) errors.message = `Write at least ${LIMITS.messageMin} characters.`;
  return errors;
}

function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass = 'w-full rounded-xl border bg-white px-3 py-2.5 text-stone-900 aria-invalid:border-red-600 border-stone-300';

export function ContactPage() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Support email and number as the admin set them in Settings.
  const { supportEmail, contactNumber } = useSettingsInEffect();

  const set = (key: keyof ContactValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
    setSent(false);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = (Object.keys(found) as (keyof ContactValues)[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSent(true);
    setValues(EMPTY);
  }

  const describe = (key: keyof ContactValues) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <PageContainer className="max-w-5xl">
      <PageTitle title="Contact" />
      <PageHeader
        title="Contact us"
        crumbs={[{ label: 'Contact' }]}
        lead="Questions about a listing, an owner or your account? Write to us and a person will reply."
      />
      <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`${id}-title`}
          className="space-y-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70"
        >
          <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-950">
            Write to us
          </h2>
          <Field id={`${id}-name`} label="Name" error={errors.name}>
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              maxLength={LIMITS.name}
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describe('name')}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-email`} label="Email" error={errors.email}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              maxLength={LIMITS.email}
              required
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describe('email')}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-message`} label="Message" error={errors.message}>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              value={values.message}
              onChange={set('message')}
              maxLength={LIMITS.messageMax}
              required
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describe('message')}
              className={inputClass}
            />
          </Field>
          <div role="status" aria-live="polite">
            {sent ? (
              <p className="flex gap-2 rounded-xl bg-brand-50 p-4 font-medium text-brand-900 ring-1 ring-brand-200">
                <CheckIcon className="mt-0.5 shrink-0" />
                {MSG.contactConfirmation}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg">
            Send message
          </Button>
        </form>

        <aside aria-labelledby={`${id}-reach`} className="space-y-4 self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h2 id={`${id}-reach`} className="text-lg font-semibold text-stone-950">
            Other ways to reach us
          </h2>
          {supportEmail ? (
            <p>
              <a
                href={`mailto:${supportEmail}`}
                className="inline-flex items-center gap-2 font-semibold break-all text-brand-800 hover:underline"
              >
                <MailIcon width={18} height={18} className="shrink-0" />
                {supportEmail}
              </a>
            </p>
          ) : null}
          {contactNumber ? (
            <p>
              <a
                href={`tel:${contactNumber.replace(/[^+\d]/g, '')}`}
                className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
              >
                <PhoneIcon width={18} height={18} className="shrink-0" />
                {contactNumber}
              </a>
            </p>
          ) : null}
          <p className="text-sm text-stone-700">
            {SUPPORT.hours}. {SUPPORT.replyTime}
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
