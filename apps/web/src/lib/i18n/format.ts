import { DAY_MS } from '@kiraya/contract';
import { type Language, LOCALES } from './languages';

// Numbers, money and dates through Intl, per language. Formatters are built once per locale and option set.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, make: () => T): T {
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

/*
 * The common cases are written out here instead of asking Intl: whole numbers, rupees, dates, "N days ago" and plural
 * categories. A page's first Intl formatter costs 30–70 ms of the main thread on a desktop CPU (Chromium loads ICU's
 * number data then), four times that on the phone Lighthouse models, and every visitor page formats a price during
 * hydration; the written-out forms cost microseconds. They give exactly Intl's text for en-IN and hi-IN with Latin
 * digits (format.test.ts compares them over thousands of values), and anything else (fractions past paise, other
 * options) still goes through Intl. docs/seo.md has the measurement.
 */

/** "12345678" → "1,23,45,678": the last three digits, then pairs (lakh and crore). */
function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/** A whole number, or null when Intl must write it (-0, unsafe integers, fractions). */
function wholeNumber(value: number): string | null {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return null;
  return value < 0 ? `-${groupLakh(String(-value))}` : groupLakh(String(value));
}

/** 1,25,000 (lakh grouping in both languages). */
export function formatNumber(value: number, language: Language, options: Intl.NumberFormatOptions = {}): string {
  const plain = Object.keys(options).length === 0;
  return (
    (plain ? wholeNumber(value) : null) ??
    cached(`n:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale(language), options)).format(value)
  );
}

/** ₹1,25,000 or ₹1,234.50 (-₹500 below zero), when the amount has at most two decimals; else null. */
function rupees(amount: number, paise: boolean): string | null {
  const cents = Math.round(amount * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== amount || Object.is(amount, -0)) return null;
  const whole = Math.floor(Math.abs(cents) / 100);
  const text = `₹${groupLakh(String(whole))}${paise ? `.${String(Math.abs(cents) % 100).padStart(2, '0')}` : ''}`;
  return amount < 0 ? `-${text}` : text;
}

/**
 * Rupees: ₹1,25,000, paise only when there are any (or always with `exact`, for ledgers: ₹1,234.50, ₹0.00),
 * and "/month" (Hindi "/माह") for rents.
 */
export function formatMoney(amount: number, language: Language, options: { perMonth?: boolean; exact?: boolean } = {}): string {
  const paise = options.exact || !Number.isInteger(amount);
  const text =
    rupees(amount, paise) ??
    formatNumber(amount, language, {
      style: 'currency',
      currency: 'INR',
      ...(paise ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
    });
  return options.perMonth ? `${text}${PER_MONTH[language]}` : text;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

/** The short month names of `{ day: 'numeric', month: 'short', year: 'numeric' }` in en-IN and hi-IN. */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

function dateFormat(iso: string | Date, language: Language, options: Intl.DateTimeFormatOptions, kind: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  // The device's own calendar day, as Intl gives it without a timeZone; years before 1000 are left to Intl.
  if (options === DATE && date.getFullYear() >= 1000) return `${date.getDate()} ${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`;
  return cached(`d:${kind}:${language}`, () => new Intl.DateTimeFormat(locale(language), options)).format(date);
}

/** 12 Mar 2025 · 12 मार्च 2025 */
export const formatDate = (iso: string | Date, language: Language) => dateFormat(iso, language, DATE, 'date');

/** 12 Mar 2025, 4:05 pm */
export const formatDateTime = (iso: string | Date, language: Language) => dateFormat(iso, language, DATE_TIME, 'datetime');

/** What `Intl.RelativeTimeFormat(…, { numeric: 'auto' }).format(-days, 'day')` says for 0 to 29 days. */
const DAYS_AGO: Record<Language, (days: number) => string> = {
  en: (days) => (days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`),
  hi: (days) => (days === 0 ? 'आज' : days === 1 ? 'कल' : days === 2 ? 'परसों' : `${days} दिन पहले`),
};

/** 'today', 'yesterday', '5 days ago' (आज, कल, 5 दिन पहले); the calendar date once it is a month old. */
export function formatListedAgo(iso: string, language: Language, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.floor((now.getTime() - date.getTime()) / DAY_MS);
  if (days < 30) return DAYS_AGO[language](Math.max(days, 0));
  return formatDate(iso, language);
}

/** The plural category of a count in a language (Hindi: 0 and 1 are "one"); fractions go to Intl.PluralRules. */
export function pluralCategory(count: number, language: Language): Intl.LDMLPluralRule {
  const n = Math.abs(count);
  if (Number.isInteger(n)) return n === 1 || (language === 'hi' && n === 0) ? 'one' : 'other';
  return cached(`p:${language}`, () => new Intl.PluralRules(LOCALES[language])).select(count);
}
