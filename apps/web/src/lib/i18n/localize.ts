import { messageCode } from '@kiraya/contract/message-code';
import { formatDate, formatNumber } from './format';
import type { Area } from './messages';
import { getLanguage, loadArea, loadedCatalog } from './store';
import { type Catalog, translate, type Vars } from './translate';

// Server and validation messages in the active language. The API keeps answering in English (the spec's client relies
// on it) with each message's stable `code` and, for a message with numbers or names in it, its `params`; the `contract`
// and `messages` areas hold the contract's texts keyed `GROUP.path`, so a code finds its key and a text finds its key.

/**
 * The areas keyed by contract message: `contract` (loaded with Hindi), `forms` (sign-in, checkout and order forms),
 * `messages` (signed-in screens, errors) and `talk` (conversations' own, loaded with their screens).
 */
const MESSAGE_AREAS = ['contract', 'forms', 'messages', 'talk'] as const satisfies readonly Area[];

type Found = { area: Area; key: string };
let index: { sources: (Catalog | undefined)[]; byText: Map<string, Found>; byCode: Map<string, Found> } | null = null;

function lookup() {
  const sources = MESSAGE_AREAS.map((area) => loadedCatalog('en', area));
  if (index && index.sources.every((source, i) => source === sources[i])) return index;
  const byText = new Map<string, Found>();
  const byCode = new Map<string, Found>();
  MESSAGE_AREAS.forEach((area, i) => {
    for (const [key, value] of Object.entries(sources[i] ?? {})) {
      const dot = key.indexOf('.');
      const found = { area, key };
      if (dot > 0) byCode.set(messageCode(key.slice(0, dot), key.slice(dot + 1)), found);
      if (typeof value === 'string' && !byText.has(value)) byText.set(value, found);
    }
  });
  index = { sources, byText, byCode };
  return index;
}

type Params = Readonly<Record<string, string | number>>;
const paramHooks = new Map<string, (params: Params) => Params>();

/**
 * For a template whose translation names other values than the server's `params` (days computed from `{today}`, a
 * status said by its label): the feature that shows it turns the params into those values (features/visits).
 */
export function registerMessageParams(code: string, hook: (params: Params) => Params): void {
  paramHooks.set(code, hook);
}

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

/**
 * A message's values the language's way: days (alone or inside a text such as `2027-01-31 10:00`) as dates; `months`,
 * else the first number, picks the plural form.
 */
export function varsOf(params: Readonly<Record<string, string | number>>, language: ReturnType<typeof getLanguage>): Vars {
  const vars: Vars = {};
  for (const [name, value] of Object.entries(params))
    vars[name] = typeof value === 'string' ? value.replace(ISO_DAY, (day) => formatDate(day, language)) : value;
  const firstNumber = params.months ?? Object.values(params).find((value) => typeof value === 'number');
  if (vars.count === undefined && typeof firstNumber === 'number') vars.count = firstNumber;
  return vars;
}

/**
 * A message in the active language: by the server's `code` first (with its `params`), then by its English text; an
 * unknown message stays in the server's English.
 */
export function localizeMessage(text: string, code?: string, params?: Readonly<Record<string, string | number>>): string {
  const language = getLanguage();
  if (language === 'en') return text;
  const { byText, byCode } = lookup();
  const byItsCode = code ? byCode.get(code) : undefined;
  if (byItsCode) {
    const message = loadedCatalog(language, byItsCode.area)?.[byItsCode.key];
    if (message !== undefined) {
      const given = params && code ? (paramHooks.get(code)?.(params) ?? params) : params;
      const out = translate(message, language, given ? varsOf(given, language) : {}, (n) => formatNumber(n, language));
      if (!/\{\w+\}/.test(out)) return out; // a template whose params did not come: fall back to the text
    }
  }
  const byItsText = byText.get(text);
  const message = byItsText ? loadedCatalog(language, byItsText.area)?.[byItsText.key] : undefined;
  return typeof message === 'string' ? message : text;
}

/** Loads the `messages` and `forms` areas (both languages: English maps texts to keys) before an error is shown in Hindi. */
export function loadMessageTexts(): Promise<unknown> {
  const language = getLanguage();
  if (language === 'en') return Promise.resolve();
  return Promise.all((['messages', 'forms'] as const).flatMap((area) => [loadArea('en', area), loadArea(language, area)])).catch(
    () => undefined,
  );
}
