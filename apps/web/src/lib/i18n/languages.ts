/** The site's two languages. English is the source of truth; every Hindi catalogue has exactly its keys. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Intl locales: Indian English and Hindi (both group by lakh; Hindi keeps Latin digits, as Indian sites do). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** What the switch shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const LANGUAGE_STORAGE_KEY = 'kiraya:language';

/** The same choice as a cookie, so the server renders a page in the language the browser will show it in. */
export const LANGUAGE_COOKIE = 'kiraya_lang';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The language this device chose last, if it chose one (storage may be blocked: then none). */
export function savedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is missing in Safari and Firefox
    if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

/** The saved choice; else Hindi when the browser's first language is Hindi; else English. */
export function initialLanguage(saved: Language | null = savedLanguage(), browser?: string): Language {
  if (saved) return saved;
  const preferred = browser ?? globalThis.navigator?.language ?? '';
  return preferred.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}
