import { DEFAULT_SETTINGS, LIMITS, reviewedProductFieldsText, SUPPORT } from '@kiraya/contract';
import type { SVGProps } from 'react';
import { Link } from 'react-router';
import { MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons';
import { useSettingsInEffect } from '../../../features/settings/api/get-public-settings';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { OwnerPage, Panel } from './owner-page';

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

const OFFICE = ['Kiraya Owner Support', 'B-27, 3rd Floor, Sector 63', 'Noida, Uttar Pradesh 201301'];

/** Support email and number as the admin set them (defaults when a field is left empty). */
function useSupportContacts() {
  const settings = useSettingsInEffect();
  const email = settings.supportEmail || DEFAULT_SETTINGS.supportEmail;
  const phone = settings.contactNumber || DEFAULT_SETTINGS.contactNumber;
  return { email, phone };
}

const FAQ = [
  {
    q: 'How do I withdraw my wallet balance?',
    a: (
      <>
        <p>
          Open Wallet from your Dashboard and choose Withdraw. You can withdraw once your balance is above{' '}
          {formatPrice(LIMITS.withdrawalThresholdRupees)}; the amount goes to your bank account and withdrawals are processed within 24-48
          hours. Each withdrawal shows in your transactions, first as pending and then as processed.
        </p>
      </>
    ),
  },
  {
    q: 'How do I track an order or a return?',
    a: (
      <>
        <p>
          Order Requests lists the orders buyers place for your products. Each order stays Pending until you accept or reject it, and then
          shows Accepted or Rejected.
        </p>
        <p>
          Buyers may return an item within 10 days of delivery. For the status of a return, write to us with the order ID and we will tell
          you where it stands.
        </p>
      </>
    ),
  },
  {
    q: 'Can I list both rental and sale items?',
    a: (
      <p>
        Yes. Every product has a type, Rent or Sale, chosen when you upload it. For an item you rent out, also fill in its rent price per
        month; a product can show both a price and a monthly rent. Upload each item as its own product.
      </p>
    ),
  },
  {
    q: 'Why was my product rejected at approval?',
    a: (
      <>
        <p>
          Every new product is reviewed by the Kiraya team before it appears in the catalogue, and so is every change to an approved
          product's {reviewedProductFieldsText('photo')}. When a product is rejected, the admin's reason is shown under its Rejected status
          in My Products.
        </p>
        <p>
          Common reasons are a blurry or unrelated photo, the wrong category, a price that does not match the description, or missing
          details. Fix the product (change its {reviewedProductFieldsText('photo')}) and it goes back for review.
        </p>
      </>
    ),
  },
] as const;

/** /support (§2): how to reach the Kiraya team, and answers to owners' common questions. */
export function SupportPage() {
  const { email, phone } = useSupportContacts();
  const whatsapp = `https://wa.me/${phone.replace(/\D/g, '')}`;
  const item = 'flex gap-3';
  const icon = 'mt-0.5 shrink-0 text-brand-700';
  return (
    <OwnerPage
      title="Support"
      width="max-w-5xl"
      lead={`We help owners with listings, approvals, orders and payments. ${SUPPORT.replyTime}`}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Panel>
          <h2 className="text-lg font-bold text-stone-950">Contact us</h2>
          <ul className="mt-4 grid gap-4 text-stone-800">
            <li className={item}>
              <MailIcon width={20} height={20} className={icon} aria-hidden="true" />
              <div>
                <p className="text-sm font-semibold text-stone-600">Email</p>
                <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                  {email}
                </a>
              </div>
            </li>
            <li className={item}>
              <PhoneIcon width={20} height={20} className={icon} aria-hidden="true" />
              <div>
                <p className="text-sm font-semibold text-stone-600">WhatsApp</p>
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {phone}
                  <span className="sr-only"> (opens WhatsApp in a new tab)</span>
                </a>
              </div>
            </li>
            <li className={item}>
              <ClockIcon width={20} height={20} className={icon} aria-hidden="true" />
              <div>
                <p className="text-sm font-semibold text-stone-600">Hours</p>
                <p>{SUPPORT.hours}</p>
                <p className="text-sm text-stone-600">{SUPPORT.replyTime}</p>
              </div>
            </li>
            <li className={item}>
              <PinIcon width={20} height={20} className={icon} aria-hidden="true" />
              <div>
                <p className="text-sm font-semibold text-stone-600">Office</p>
                <address className="not-italic">
                  {OFFICE.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </li>
          </ul>
        </Panel>
        <Panel>
          <h2 className="text-lg font-bold text-stone-950">Frequently asked questions</h2>
          <div className="mt-4 grid gap-3">
            {FAQ.map(({ q, a }) => (
              <details key={q} className="group rounded-xl border border-stone-200 bg-stone-50 open:bg-white">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
                  {q}
                  <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="grid gap-2 px-4 pb-4 text-stone-700">{a}</div>
              </details>
            ))}
          </div>
          <p className="mt-5 text-sm text-stone-700">
            Something else? Check{' '}
            <Link to={paths.myProducts()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              My Products
            </Link>{' '}
            for each product's status, or write to us.
          </p>
        </Panel>
      </div>
    </OwnerPage>
  );
}
