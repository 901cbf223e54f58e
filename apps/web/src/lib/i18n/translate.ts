import { pluralCategory } from './format';
import type { Language } from './languages';

/** A plural message: one text per Intl.PluralRules category; `other` is always there. */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralMessage;
export type Catalog = Record<string, Message>;

/** A Hindi catalogue: exactly the English one's keys (missing or extra keys fail the type check), same kinds. */
export type Translation<T extends Catalog> = { readonly [K in keyof T]: T[K] extends string ? string : PluralMessage };

export type Vars = Record<string, string | number>;

/**
 * The text of a message: a plural message picks its form by `vars.count`; then every `{name}` is replaced by
 * `vars.name` (numbers are written the language's way). An unknown `{name}` stays as it is, so a mistake shows.
 */
export function translate(message: Message, language: Language, vars: Vars = {}, formatNumber?: (n: number) => string): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(vars.count ?? 0);
    text = message[pluralCategory(count, language)] ?? message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' && formatNumber ? formatNumber(value) : String(value);
  });
}
