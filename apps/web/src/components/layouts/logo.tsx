import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { Link } from '../../lib/router';
import { useSiteTitle } from '../ui/site-title';

/** The header's mark and the site title the admin set (Settings → siteTitle). */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const siteTitle = useSiteTitle();
  const t = useT('common');
  return (
    <Link to={paths.home()} className="flex min-w-0 shrink-0 items-center gap-2 rounded-lg">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="36" height="36" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0b5752' : '#ffffff'} />
        <path d="M14 33 32 17l18 16" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M21 30v17h22V30" fill="none" stroke={tone === 'dark' ? '#ffffff' : '#0b5752'} strokeWidth="5" strokeLinejoin="round" />
      </svg>
      <span className="flex min-w-0 flex-col leading-none">
        <span
          data-testid="site-title"
          className={`max-w-[11rem] truncate text-xl font-extrabold tracking-tight sm:max-w-[16rem] ${tone === 'dark' ? 'text-brand-900' : 'text-white'}`}
        >
          {siteTitle}
        </span>
        <span className={`text-[11px] font-medium ${tone === 'dark' ? 'text-stone-600' : 'text-brand-100'}`}>
          {t('logo.tagline')}
          {/* The link's name is the words it shows (a voice user says what they see), then where it goes. */}
          <span className="sr-only">{`, ${t('logo.home')}`}</span>
        </span>
      </span>
    </Link>
  );
}
