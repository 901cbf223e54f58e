import { SUPPORT } from '@kiraya/contract';
import { type TFunction, useT } from '../../lib/i18n';
import type { Catalogs } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { Link } from '../../lib/router';
import { Logo } from './logo';

type Key = keyof Catalogs['common'];

/** The footer links of spec §2, in its order (labels are message keys). */
const SITE_LINKS: readonly { to: string; label: Key }[] = [
  { to: paths.home(), label: 'footer.home' },
  { to: paths.upload(), label: 'header.postAd' },
  { to: paths.login(), label: 'header.login' },
  { to: paths.editProfile(), label: 'footer.editProfile' },
  { to: paths.orderHistory(), label: 'footer.orderHistory' },
  { to: paths.checkout(), label: 'footer.checkout' },
  { to: paths.notifications(), label: 'header.notifications' },
  { to: paths.chat(), label: 'footer.chat' },
  { to: paths.about(), label: 'footer.about.link' },
  { to: paths.contact(), label: 'footer.contact' },
];

const BROWSE_LINKS: readonly { to: string; label: Key }[] = [
  { to: paths.property(), label: 'category.property' },
  { to: paths.homeAppliances(), label: 'category.appliance' },
  { to: paths.dresses(), label: 'category.dress' },
  { to: paths.exploreAll(), label: 'header.exploreAll' },
];

const links = (list: readonly { to: string; label: Key }[], t: TFunction<Catalogs['common']>) =>
  list.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {t(link.label)}
      </Link>
    </li>
  ));

const linkClass = 'rounded text-sm text-brand-100 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useT('common');
  return (
    <footer className="surface-dark mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo tone="light" />
          <p className="max-w-sm text-sm text-brand-100">{t('footer.about')}</p>
          <p className="text-sm text-brand-100">
            {t('footer.support', { hours: SUPPORT.hours })} ·{' '}
            <Link className="rounded underline hover:text-white" to={paths.contact()}>
              {t('footer.writeToUs')}
            </Link>
          </p>
        </div>
        <nav aria-label={t('footer.site')}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Kiraya</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2">{links(SITE_LINKS, t)}</ul>
        </nav>
        <nav aria-label={t('footer.browse')}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{t('footer.browse')}</h2>
          <ul className="grid gap-2">
            {links(BROWSE_LINKS, t)}
            <li>
              <Link to={paths.ownerLogin()} className={linkClass}>
                {t('footer.ownerLogin')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-100 sm:px-6">
          {t('footer.madeIn', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
