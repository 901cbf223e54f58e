import { useId } from 'react';
import { ContactForm } from '../../../components/form/contact-form';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { useSettingsInEffect } from '../../../features/settings';
import { useT } from '../../../lib/i18n';

export function ContactPage() {
  const id = useId();
  const t = useT('home');
  // Support email and number as the admin set them in Settings.
  const { supportEmail, contactNumber } = useSettingsInEffect();

  return (
    <PageContainer className="max-w-5xl">
      <PageTitle title={t('contact.pageTitle')} />
      <PageHeader title={t('contact.title')} crumbs={[{ label: t('contact.pageTitle') }]} lead={t('contact.lead')} />
      <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
        <ContactForm />

        <aside aria-labelledby={`${id}-reach`} className="space-y-4 self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h2 id={`${id}-reach`} className="text-lg font-semibold text-stone-950">
            {t('contact.other')}
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
          <p className="text-sm text-stone-700">{t('contact.hours')}</p>
        </aside>
      </div>
    </PageContainer>
  );
}
