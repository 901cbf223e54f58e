/**
 * pg_trgm's `<%` matches a word similarity at or above its `pg_trgm.word_similarity_threshold` (0.6 unless set). The
 * search's title fallback asks for this one through the titles' trigram indexes (search.repository.ts, the 'similar'
 * strategy).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The settings every session of the app has, on either database, written once here: the pool's connections start with
 * them (APP_SESSION_OPTIONS, libpq's `options`), the embedded database, which is one session, runs them once when it
 * opens (PGLITE_SESSION_SETTINGS: client.ts in process, pglite-thread-worker.ts on its thread).
 * - `jit` off and no parallel workers: the app's statements are short, and both cost more than they save there.
 * - `plan_cache_mode` force_generic_plan: each prepared statement is planned once, generically. On `auto`, PostgreSQL
 *   may plan one afresh on every EXECUTE while a custom plan looks cheaper: on PGlite the list pages read together
 *   (catalogue.repository.ts, one statement with a branch per order) ran at 156–193 req/s that way against
 *   1,133–1,182 planned once (bench:pglite, category page, cache off).
 * - the word similarity threshold above.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  jit: 'off',
  plan_cache_mode: 'force_generic_plan',
  max_parallel_workers_per_gather: '0',
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
};

const settings = Object.entries(SESSION_SETTINGS);

/** SESSION_SETTINGS as a connection's startup options (`-c name=value` each). */
export const APP_SESSION_OPTIONS = settings.map(([name, value]) => `-c ${name}=${value}`).join(' ');

/** SESSION_SETTINGS as the statements the embedded database runs when it opens. */
export const PGLITE_SESSION_SETTINGS = settings.map(([name, value]) => `SET ${name} = '${value}';`).join('\n');
