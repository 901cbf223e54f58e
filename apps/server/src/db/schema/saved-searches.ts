import type { SavedSearchParams } from '@kiraya/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, updatedAt } from './columns.js';

/**
 * A buyer's saved search (docs/saved-searches.md): its filters as the page's URL carries them (`params`), and the keys
 * the matching job finds it by (`match_keys`, GIN-indexed while alerts are on) with the cheap column filters beside.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alerts: boolean('alerts').notNull().default(true),
    params: jsonb('params').$type<SavedSearchParams>().notNull(),
    /** The params in a canonical form: the same search saved twice is one. */
    paramsKey: text('params_key').notNull(),
    category: text('category'),
    offer: text('offer'),
    minPricePaise: bigint('min_price_paise', { mode: 'number' }),
    maxPricePaise: bigint('max_price_paise', { mode: 'number' }),
    matchKeys: text('match_keys').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.id),
    uniqueIndex('saved_searches_same_uq').on(t.userId, t.paramsKey),
    index('saved_searches_keys_idx').using('gin', t.matchKeys).where(sql`alerts`),
  ],
);

/** One alert per saved search and item. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['products', 'listings'] }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.source, t.itemId] })],
);

/** A buyer's device that allowed Web Push. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.id)],
);

/** The VAPID key pair (one row), made at first need and shared by every process. */
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('web_push_keys_one', sql`${t.id} = 1`)],
);
