import type { ListingDetail } from '@kiraya/contract';
import type { ComponentType, ReactNode } from 'react';
import { MailIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** One way to reach the seller: an icon, the verb for screen readers ("Call", "Email"), then the number or address. */
function ContactLink({
  href,
  Icon,
  verb,
  breakAll = false,
  children,
}: {
  href: string;
  Icon: ComponentType<{ width: number; height: number }>;
  verb: string;
  breakAll?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        className={`inline-flex items-center gap-2 rounded font-semibold ${breakAll ? 'break-all ' : ''}text-brand-800 underline-offset-4 hover:underline`}
      >
        <Icon width={18} height={18} />
        <span className="sr-only">{verb} </span>
        {children}
      </a>
    </li>
  );
}

/** A listing's seller: name, call and email links, and a safety note. */
export function SellerContact({ listing }: { listing: ListingDetail }) {
  const phone = listing.sellerPhone.replace(/[^\d+]/g, '');
  const t = useT('catalogue');
  return (
    <section aria-labelledby="seller-contact" className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h2 id="seller-contact" className="text-lg font-semibold text-stone-950">
        {t('seller.title')}
      </h2>
      <p className="mt-1 text-xl font-bold text-brand-900">{listing.sellerName}</p>
      <ul className="mt-3 space-y-2">
        {listing.sellerPhone ? (
          <ContactLink href={`tel:${phone}`} Icon={PhoneIcon} verb={t('seller.call')}>
            {listing.sellerPhone}
          </ContactLink>
        ) : null}
        {listing.sellerEmail ? (
          <ContactLink
            href={`mailto:${listing.sellerEmail}?subject=${encodeURIComponent(`Kiraya: ${listing.title}`)}`}
            Icon={MailIcon}
            verb={t('seller.email')}
            breakAll
          >
            {listing.sellerEmail}
          </ContactLink>
        ) : null}
      </ul>
      <p className="mt-4 flex gap-2 text-sm text-stone-700">
        <ShieldIcon width={18} height={18} className="mt-0.5 shrink-0 text-brand-700" />
        {t('seller.safety')}
      </p>
    </section>
  );
}
