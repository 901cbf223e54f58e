import { type PublicSettings, SETTINGS_MSG, SUPPORT } from '@kiraya/contract';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';

/** What visitors, buyers and owners see instead of the site while maintenanceMode is on. */
export function MaintenancePage({ settings }: { settings: PublicSettings }) {
  const phone = settings.contactNumber.trim();
  const email = settings.supportEmail.trim();
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-12">
      <title>{`Down for maintenance · ${settings.siteTitle}`}</title>
      <div className="w-full max-w-xl rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-stone-200/70 sm:p-10">
        <svg aria-hidden="true" viewBox="0 0 64 64" width="56" height="56" className="mx-auto">
          <rect width="64" height="64" rx="14" fill="#0b5752" />
          <path d="M14 33 32 17l18 16" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M21 30v17h22V30" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinejoin="round" />
        </svg>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">{settings.siteTitle}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-950">{SETTINGS_MSG.maintenanceTitle}</h1>
        <p className="mt-3 text-stone-700">{SETTINGS_MSG.maintenance}</p>
        <p className="mt-1 text-stone-700">Your cart and saved items are safe. Browse again in a little while.</p>
        {email || phone ? (
          <div className="mt-6 rounded-2xl bg-stone-100 p-4 text-left">
            <h2 className="text-sm font-semibold text-stone-900">Need help now?</h2>
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
              Support {SUPPORT.hours}. {SUPPORT.replyTime}
            </p>
          </div>
        ) : null}
        <p className="mt-6 text-sm text-stone-600">
          Kiraya staff can still{' '}
          <Link to={paths.adminLogin()} className="font-semibold text-brand-800 underline underline-offset-2">
            sign in to the admin area
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
