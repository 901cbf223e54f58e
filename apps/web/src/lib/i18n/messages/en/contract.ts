import { CATEGORY_LABELS, FILTER_MSG, PLACE_MSG, SEARCH_SORT_LABELS, SORT_LABELS } from '@kiraya/contract/catalogue/rules';
import { HTTP_MSG } from '@kiraya/contract/http/rules';
import { CONTACT_MSG, MSG } from '@kiraya/contract/messages';
import { AVAILABILITY_TEXT, OFFER_KIND_LABELS, OFFER_TEXT } from '@kiraya/contract/renting/rules';
import type { Catalog } from '../../translate';

/** The string texts of a contract message group, keyed `GROUP.name` (template functions are left out). */
type Keyed<P extends string, T> = { [K in keyof T & string as T[K] extends string ? `${P}.${K}` : never]: string };

export function keyed<P extends string, T extends Record<string, unknown>>(prefix: P, group: T): Keyed<P, T> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(group)) if (typeof value === 'string') out[`${prefix}.${key}`] = value;
  return out as Keyed<P, T>;
}

/**
 * Labels, validation and server messages, in English straight from the contract's message constants (the texts zod schemas and
 * the server send), so a key cannot drift from the text it translates. `localizeMessage` maps a message to its key by
 * this text; the server's `code` (`messageCode(group, key)`) finds the same key. The template messages (with `params`) and the signed-in
 * screens' groups are in the `messages` area, the sign-in, checkout and order forms' in `forms`: a Hindi first visit loads
 * this one, which must stay small.
 */
export default {
  ...keyed('MSG', MSG),
  ...keyed('HTTP_MSG', HTTP_MSG),
  ...keyed('CONTACT_MSG', CONTACT_MSG),
  ...keyed('CATEGORY_LABELS', CATEGORY_LABELS),
  ...keyed('SORT_LABELS', SORT_LABELS),
  ...keyed('SEARCH_SORT_LABELS', SEARCH_SORT_LABELS),
  ...keyed('FILTER_MSG', FILTER_MSG),
  ...keyed('PLACE_MSG', PLACE_MSG),
  ...keyed('OFFER_KIND_LABELS', OFFER_KIND_LABELS),
  ...keyed('AVAILABILITY_TEXT', AVAILABILITY_TEXT),
  ...keyed('OFFER_TEXT', OFFER_TEXT),
} satisfies Catalog;
