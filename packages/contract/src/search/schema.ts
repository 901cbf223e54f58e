import { z } from 'zod';
import {
  normaliseTerm,
  SEARCH_MSG,
  SUGGEST_QUERY_MAX,
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERM_MAX_WORDS,
  SYNONYM_TERMS_MAX,
  SYNONYM_TERMS_MIN,
} from './rules.js';

/** One term of a synonym group, normalised (lower-case, NFKC, single spaces) before it is checked. */
const synonymTerm = z
  .string()
  .transform(normaliseTerm)
  .pipe(
    z
      .string()
      .min(1, SEARCH_MSG.synonymTermLength)
      .max(SYNONYM_TERM_MAX_LENGTH, SEARCH_MSG.synonymTermLength)
      .refine((t) => t.split(' ').length <= SYNONYM_TERM_MAX_WORDS, SEARCH_MSG.synonymTermWords),
  );

/** What an admin sends to create or replace a group. */
export const synonymGroupInput = z.object({
  words: z
    .array(synonymTerm)
    .min(SYNONYM_TERMS_MIN, SEARCH_MSG.synonymTermsCount)
    .max(SYNONYM_TERMS_MAX, SEARCH_MSG.synonymTermsCount)
    .refine((words) => new Set(words).size === words.length, SEARCH_MSG.synonymDuplicate),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInput>;

export const synonymGroup = z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SynonymGroup = z.infer<typeof synonymGroup>;

export const suggestQuery = z.object({ q: z.string().trim().max(SUGGEST_QUERY_MAX).default('') });

export const SUGGESTION_KINDS = ['title', 'category', 'locality'] as const;
export const suggestion = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  text: z.string(),
  href: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;
