import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * Search synonyms: each row is a group of equivalent terms (English, Hinglish, Hindi), lower-case and NFKC-normalised,
 * e.g. {fridge,refrigerator,freej,फ्रिज}. A query word found in a group matches any of the group's terms.
 * Seeded by migration 0005, edited by admins.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    words: text('words').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('search_synonyms_words_idx').using('gin', t.words),
    check('search_synonyms_size', sql`cardinality(${t.words}) BETWEEN 2 AND 12`),
  ],
);
