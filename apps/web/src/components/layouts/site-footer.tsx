import { CATEGORY_LABELS, SUPPORT } from '@kiraya/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from './logo';

/** The footer links of spec §2, in its order. */
const SITE_LINKS = [
  { to: paths.home(), label: 'Home' },
  { to: paths.upload(), label: 'Post Ad' },
  { to: paths.login(), label: 'Login' },
  { to: paths.editProfile(), label: 'Edit Profile' },
  { to: paths.orderHistory(), label: 'Order History' },
  { to: paths.checkout(), label: 'Checkout' },
  { to: paths.notifications(), label: 'Notifications' },
  { to: paths.chat(), label: 'Chat' },
  { to: paths.about(), label: 'About' },
  { to: paths.contact(), label: 'Contact' },
] as const;

const BROWSE_LINKS = [
  { to: paths.property(), label: CATEGORY_LABELS.property },
  { to: paths.homeAppliances(), label: CATEGORY_LABELS.appliance },
  { to: paths.dresses(), label: 'Dresses' },
  { to: paths.exploreAll(), label: 'Explore all' },
] as const;

const linkClass = 'rounded text-sm text-brand-100 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="surface-dark mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-sm text-sm text-brand-100">
            Rent or buy second-hand flats, appliances and clothing from people in Lucknow. Every item is checked by our team before it is
            listed.
          </p>
          <p className="text-sm text-brand-100">
            Support {SUPPORT.hours} ·{' '}
            <Link className="rounded underline hover:text-white" to={paths.contact()}>
              Write to us
            </Link>
          </p>
        </div>
        <nav aria-label="Site">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Kiraya</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2">
            {SITE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Browse">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Browse</h2>
          <ul className="grid gap-2">
            {BROWSE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.ownerLogin()} className={linkClass}>
                Owner login
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-100 sm:px-6">
          © {new Date().getFullYear()} Kiraya · Made in Lucknow · Prices in Indian rupees (₹)
        </p>
      </div>
    </footer>
  );
}
