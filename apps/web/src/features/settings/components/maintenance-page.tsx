import type { PublicSettings } from '@kiraya/contract';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Link } from '../../../lib/router';

/** What visitors, buyers and owners see instead of the site while maintenanceMode is on. */
export function MaintenancePage({ settings }: { settings: PublicSettings }) {
  const phone = settings.contactNumber.trim();
  const email = settings.supportEmail.trim();
  const t = useT('home');
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-12">
      <title>{t('maintenance.documentTitle', { site: settings.siteTitle })}</title>
      <div className="w-full max-w-xl rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-stone-200/70 sm:p-10">
        <svg aria-hidden="true" viewBox="0 0 64 64" width="56" height="56" className="mx-auto">
          <rect width="64" height="64" rx="14" fill="#0b5752" />
          <path d="M14 33 32 17l18 16" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M21 30v17h22V30" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinejoin="round" />
        </svg>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">{settings.siteTitle}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-950">{t('maintenance.title')}</h1>
        <p className="mt-3 text-stone-700">{t('maintenance.text')}</p>
        <p className="mt-1 text-stone-700">{t('maintenance.safe')}</p>
        {email || phone ? (
          <div className="mt-6 rounded-2xl bg-stone-100 p-4 text-left">
            <h2 className="text-sm font-semibold text-stone-900">{t('maintenance.help')}</h2>
            <ul className="mt-2 grid gap-2 text-stone-800">
              {email ? (
                <li className="flex items-center gap-2">
                  <MailIcon className="shrink-0 text-brand-700" />
                  <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    {email}
                  </a>
                </li>
              ) : null}
              {phone ? (
                <li className="flex items-center gap-2">
                  <PhoneIcon className="shrink-0 text-brand-700" />
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-brand-800 underline underline-offset-2">
                    {phone}
                  </a>
                </li>
              ) : null}
            </ul>
            <p className="mt-2 text-sm text-stone-600">
              {t('maintenance.support', { hours: t('maintenance.hours'), reply: t('maintenance.reply') })}
            </p>
          </div>
        ) : null}
        <p className="mt-6 text-sm text-stone-600">
          {t('maintenance.staffBefore')}{' '}
          <Link to={paths.adminLogin()} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('maintenance.staffLink')}
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
