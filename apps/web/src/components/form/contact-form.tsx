import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_MSG, MSG, PERSON_NAME_MAX } from '@kiraya/contract';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { fromRules, useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/button';
import { EmailField, TextAreaField, TextField } from '../ui/form';
import { CheckIcon } from '../ui/icons';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  [key: string]: string;
}
type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMPTY: ContactValues = { name: '', email: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type ContactText = (
  key: 'contact.nameRequired' | 'contact.emailRequired' | 'contact.messageRequired' | 'contact.messageShort',
  vars?: { min: number },
) => string;

/** The contact form has no server endpoint yet, so its rules live here rather than in the contract. */
export function validateContact(values: ContactValues, t: ContactText): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = t('contact.nameRequired');
  if (!values.email.trim()) errors.email = t('contact.emailRequired');
  else if (!EMAIL.test(values.email.trim())) errors.email = CONTACT_MSG.emailInvalid;
  if (!values.message.trim()) errors.message = t('contact.messageRequired');
  else if (values.message.trim().length < CONTACT_MESSAGE_MIN) errors.message = t('contact.messageShort', { min: CONTACT_MESSAGE_MIN });
  return errors;
}

/** /contact's "Write to us": checks the fields, then confirms and clears the form for the next message. */
export function ContactForm() {
  const id = useId();
  const t = useT('home');
  const [sent, setSent] = useState(false);
  const form = useZodForm(
    fromRules((values: ContactValues) => validateContact(values, t) as Record<string, string>),
    EMPTY,
    { clearOnChange: true },
  );
  const onSubmit = form.handleSubmit(() => {
    setSent(true);
    form.reset();
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      onChange={() => setSent(false)}
      aria-labelledby={`${id}-title`}
      className="space-y-5 rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-200/70"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-950">
        {t('contact.form')}
      </h2>
      <TextField label={t('contact.name')} autoComplete="name" maxLength={PERSON_NAME_MAX} required {...form.field('name')} />
      <EmailField label={t('contact.email')} required {...form.field('email')} />
      <TextAreaField label={t('contact.message')} rows={6} maxLength={CONTACT_MESSAGE_MAX} required {...form.field('message')} />
      <div role="status" aria-live="polite">
        {sent ? (
          <p className="flex gap-2 rounded-xl bg-brand-50 p-4 font-medium text-brand-900 ring-1 ring-brand-200">
            <CheckIcon className="mt-0.5 shrink-0" />
            {MSG.contactConfirmation}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg">
        {t('contact.send')}
      </Button>
    </form>
  );
}
