import { formatNumber } from './format';
import { type Language, saveLanguage } from './languages';
import { AREAS, type Area, areaLoaders, type Catalogs } from './messages';
import { type Catalog, translate, type Vars } from './translate';

// The active language and the message catalogues loaded so far, outside React so that plain functions
// (formatPrice, errorMessage) read the same language as the hooks. One store per page; nothing is shared across users.

let active: Language = 'en';
const loaded = new Map<string, Catalog>();
const pending = new Map<string, Promise<Catalog>>();
const listeners = new Set<() => void>();
/** Areas some screen has asked for: a switch loads them all in the new language before it shows anything. */
const used = new Set<Area>(['common']);
const chosenListeners = new Set<(language: Language) => void>();

export const getLanguage = (): Language => active;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => {
  for (const listener of listeners) listener();
};

/** A catalogue if it is already here (no waiting). */
export const loadedCatalog = (language: Language, area: Area): Catalog | undefined => loaded.get(`${language}:${area}`);

/** Loads one area's catalogue in one language (once; the same promise for every caller). */
export function loadArea(language: Language, area: Area): Promise<Catalog> {
  used.add(area);
  const key = `${language}:${area}`;
  const ready = loaded.get(key);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(key);
  if (!promise) {
    promise = areaLoaders[language][area]().then((module) => {
      loaded.set(key, module.default);
      pending.delete(key);
      notify();
      return module.default;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Areas of the current language a route needs (the router awaits this beside the route's code). With `messages` or
 * `forms` in another language, its English comes too: a form's own check speaks the contract's English, found by that text.
 */
export const loadAreas = (areas: readonly Area[]) =>
  Promise.all([
    ...areas.map((area) => loadArea(active, area)),
    ...(active !== 'en' && areas.includes('messages') ? [loadArea('en', 'messages')] : []),
    ...(active !== 'en' && areas.includes('forms') ? [loadArea('en', 'forms')] : []),
  ]);

let fontPromise: Promise<unknown> | null = null;
const FONT_WAIT_MS = 1500;
/**
 * The Devanagari face (400, 600, 700; Devanagari code points only, woff2, font-display: swap: ./devanagari.css).
 * Imported only once Hindi is active, so an English visitor never downloads it.
 */
export function loadDevanagariFont(): Promise<unknown> {
  fontPromise ??= import('./devanagari.css')
    .then(() => Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'क'))))
    .then(() => document.documentElement.classList.add('devanagari'))
    .catch(() => {
      fontPromise = null; // offline: the system font shows the text; try again on the next switch
    });
  return fontPromise;
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * On an English page, text a visitor types or searches for may be Hindi ('कूलर'): the Devanagari face is then loaded
 * as on a Hindi page, so a phone without a Devanagari font shows the words and their suggestions, not tofu boxes. Text
 * with no Devanagari loads nothing.
 */
export function showsDevanagari(text: string): void {
  if (DEVANAGARI.test(text)) void loadDevanagariFont();
}

/** What a language needs before its first paint: its shell texts, the contract's texts (Hindi) and the font (Hindi). */
function prepare(language: Language): Promise<unknown> {
  const areas: Promise<unknown>[] = [...used].map((area) => loadArea(language, area));
  if (language === 'hi') {
    areas.push(loadArea('hi', 'contract'), loadArea('en', 'contract'));
    // Text laid out before its face arrived stayed in the fallback (tofu boxes) in Chromium, for some weights even
    // after the face loaded: so the switch waits for the font too, though never more than FONT_WAIT_MS (then swap).
    areas.push(Promise.race([loadDevanagariFont(), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]));
  }
  return Promise.all(areas);
}

function applyToDocument(language: Language) {
  // Set only when it changes: setting <html lang>, even to the value the server rendered, makes Chromium restyle every
  // element for :lang() (docs/seo.md).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * Server rendering: every area in both languages, loaded once per process (a few KB of text each), so a render never
 * waits for a catalogue.
 */
export const loadAllAreas = () => Promise.all(AREAS.flatMap((area) => [loadArea('en', area), loadArea('hi', area)]));

/**
 * Server rendering: the language of the render about to run. Renders are synchronous, so setting it just before each
 * one is safe even while other requests wait for their data in between.
 */
export function renderIn(language: Language): void {
  active = language;
}

/** Startup: the language to show first, with everything it needs loaded (its shell texts at least). */
export async function startLanguage(language: Language): Promise<void> {
  try {
    await prepare(language);
    active = language;
  } catch {
    // A Hindi chunk failed to load (a dropped connection): English, if its shell loads; else the screens wait for it.
    active = 'en';
    await prepare('en').catch(() => undefined);
  }
  applyToDocument(active);
}

/**
 * Switches the site's language: loads what the screens on show need, then swaps in one render. `remember` saves it on
 * the device and tells listeners (the server copy for a signed-in account); applying a saved account choice at login
 * passes `remember: 'device'` so it does not write it back.
 */
export async function setLanguage(language: Language, remember: 'everywhere' | 'device' = 'everywhere'): Promise<void> {
  if (language === active) {
    saveLanguage(language);
    return;
  }
  await prepare(language);
  active = language;
  saveLanguage(language);
  applyToDocument(language);
  notify();
  if (remember === 'everywhere') for (const listener of chosenListeners) listener(language);
}

/** Called when a person picks a language (not when one is applied from their account). */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/**
 * `t` outside components (pure helpers such as a price's words): the active language's catalogue if it is loaded,
 * else English's, else the key. Screens re-render on a switch, so the helper runs again with the new language.
 */
export function translateNow<A extends Area>(area: A, key: keyof Catalogs[A] & string, vars?: Vars): string {
  const message = (loaded.get(`${active}:${area}`) ?? loaded.get(`en:${area}`))?.[key];
  return message === undefined ? key : translate(message, active, vars, (n) => formatNumber(n, active));
}
