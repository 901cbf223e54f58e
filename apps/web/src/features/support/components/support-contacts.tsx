import type { ComponentType, ReactNode, SVGProps } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

function ClockIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      focusable="false"
      {...props}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

function ContactItem({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <Icon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="text-sm font-semibold text-stone-600">{label}</p>
        {children}
      </div>
    </li>
  );
}

/** How to reach the Kiraya team: the support email and number as the admin set them, the hours and the office. */
export function SupportContacts({ email, phone }: { email: string; phone: string }) {
  const whatsapp = `https://wa.me/${phone.replace(/\D/g, '')}`;
  const t = useT('owner');
  const office = [t('support.office1'), t('support.office2'), t('support.office3')];
  return (
    <>
      <h2 className="text-lg font-bold text-stone-950">{t('support.contact')}</h2>
      <ul className="mt-4 grid gap-4 text-stone-800">
        <ContactItem icon={MailIcon} label={t('support.email')}>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </ContactItem>
        <ContactItem icon={PhoneIcon} label={t('support.whatsapp')}>
          <a href={whatsapp} target="_blank" rel="noreferrer" className={linkClass}>
            {phone}
            <span className="sr-only"> {t('support.newTab')}</span>
          </a>
        </ContactItem>
        <ContactItem icon={ClockIcon} label={t('support.hours')}>
          <p>{t('support.hoursValue')}</p>
          <p className="text-sm text-stone-600">{t('support.replyTime')}</p>
        </ContactItem>
        <ContactItem icon={PinIcon} label={t('support.office')}>
          <address className="not-italic">
            {office.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactItem>
      </ul>
    </>
  );
}
