import { use, useMemo, useSyncExternalStore } from 'react';
import * as format from './format';
import type { Language } from './languages';
import { localizeMessage } from './localize';
import type { Area, Catalogs } from './messages';
import { getLanguage, loadArea, loadedCatalog, setLanguage, subscribe } from './store';
import { type Catalog, translate, type Vars } from './translate';

export { formatDate, formatDateTime, formatListedAgo, formatMoney, formatNumber } from './format';
export { initialLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, LOCALES } from './languages';
export { loadMessageTexts, localizeMessage, registerMessageParams, varsOf } from './localize';
export type { Area, Catalogs } from './messages';
export { getLanguage, loadAreas, onLanguageChosen, setLanguage, showsDevanagari, startLanguage, translateNow } from './store';

/**
 * The active language; re-renders when it changes. On the server and while hydrating it is the language the page was
 * rendered in (the browser hydrates only a page rendered in its own language; see main.tsx).
 */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, getLanguage, getLanguage);

export type TFunction<C extends Catalog> = (key: keyof C & string, vars?: Vars) => string;

/**
 * `t(key, vars)` for one area's messages in the active language. The router loads a screen's areas with its code, so
 * this rarely waits; when it must (a component used outside its usual screen), it suspends until the catalogue is here.
 */
export function useT<A extends Area>(area: A): TFunction<Catalogs[A]> {
  const language = useLanguage();
  const messages = loadedCatalog(language, area) ?? use(loadArea(language, area));
  return useMemo(() => {
    const number = (n: number) => format.formatNumber(n, language);
    return (key, vars) => {
      const message = messages[key];
      return message === undefined ? key : translate(message, language, vars, number);
    };
  }, [messages, language]);
}

/** The active language's formatters (money, numbers, dates), for components. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      money: (amount: number, options?: { perMonth?: boolean; exact?: boolean }) => format.formatMoney(amount, language, options),
      number: (value: number, options?: Intl.NumberFormatOptions) => format.formatNumber(value, language, options),
      date: (iso: string | Date) => format.formatDate(iso, language),
      dateTime: (iso: string | Date) => format.formatDateTime(iso, language),
    }),
    [language],
  );
}

/** Plain access for non-component code: the switch itself. */
export const chooseLanguage = (language: Language) => setLanguage(language);

/** `localize(text)`: a contract text (label, validation or server message) in the active language; re-renders on a switch. */
export function useLocalize(): typeof localizeMessage {
  useLanguage();
  return localizeMessage;
}
