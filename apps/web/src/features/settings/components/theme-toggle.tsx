import { Icon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { useTheme } from '../theme';

const MoonIcon = () => (
  <Icon>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </Icon>
);

const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

const tones = {
  // On the white header.
  plain: 'text-stone-800 hover:bg-stone-100',
  // On the teal sidebars (surface-dark).
  onDark: 'text-white hover:bg-white/10',
};

/**
 * Switches this browser between the light and dark theme (remembered; it wins over the site default).
 * A toggle button: the name stays 'Dark theme' and aria-pressed says whether it is on.
 */
export function ThemeToggle({
  tone = 'plain',
  withLabel = false,
  className = 'justify-center',
}: {
  tone?: keyof typeof tones;
  withLabel?: boolean;
  className?: string;
}) {
  const { theme, toggle } = useTheme();
  const t = useT('common');
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={toggle}
      title={dark ? t('header.darkThemeOn') : t('header.darkThemeOff')}
      className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl px-2.5 text-sm font-semibold ${tones[tone]} ${className}`}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
      <span className={withLabel ? '' : 'sr-only'}>{t('header.darkTheme')}</span>
    </button>
  );
}
