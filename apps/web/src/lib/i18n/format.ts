import { DAY_MS } from '@kiraya/contract';
import { type Language, LOCALES } from './languages';

// Numbers, money and dates through Intl, per language. Formatters are built once per locale and option set.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

// Hindi text keeps Latin digits (₹1,25,000), as Indian sites and price tags do: the `latn` numbering system.
const locale = (language: Language) => `${LOCALES[language]}-u-nu-latn`;

const PER_MONTH: Record<Language, string> = { en: '/month', hi: '/माह' };

/** 1,25,000 (lakh grouping in both languages). */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale(language), options)).format(value);
}

/**
 * Rupees: ₹1,25,000, paise only when there are any (or always with `exact`, for ledgers: ₹1,234.50, ₹0.00),
 * and "/month" (Hindi "/माह") for rents.
 */
export function formatMoney(amount: number, language: Language, options: { perMonth?: boolean; exact?: boolean } = {}): string {
  const paise = options.exact || !Number.isInteger(amount);
  const text = formatNumber(amount, language, {
    style: 'currency',
    currency: 'INR',
    ...(paise ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
  });
  return options.perMonth ? `${text}${PER_MONTH[language]}` : text;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

function dateFormat(iso: string | Date, language: Language, options: Intl.DateTimeFormatOptions, kind: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return cached(`d:${kind}:${language}`, () => new Intl.DateTimeFormat(locale(language), options)).format(date);
}

/** 12 Mar 2025 · 12 मार्च 2025 */
export const formatDate = (iso: string | Date, language: Language) => dateFormat(iso, language, DATE, 'date');

/** 12 Mar 2025, 4:05 pm */
export const formatDateTime = (iso: string | Date, language: Language) => dateFormat(iso, language, DATE_TIME, 'datetime');

/** 'today', 'yesterday', '5 days ago' (आज, कल, 5 दिन पहले); the calendar date once it is a month old. */
export function formatListedAgo(iso: string, language: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const relative = cached(`r:${language}`, () => new Intl.RelativeTimeFormat(locale(language), { numeric: 'auto' }));
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 0) return relative.format(0, 'day');
  if (days < 30) return relative.format(-days, 'day');
  return formatDate(iso, language);
}

/** The plural category of a count in a language (Hindi: 0 and 1 are "one"). */
export const pluralCategory = (count: number, language: Language): Intl.LDMLPluralRule =>
  cached(`p:${language}`, () => new Intl.PluralRules(LOCALES[language])).select(count);
