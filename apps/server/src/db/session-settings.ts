/**
 * pg_trgm's `<%` matches a word similarity at or above its `pg_trgm.word_similarity_threshold` (0.6 unless set). The
 * search's title fallback asks for this one through the titles' trigram indexes (search.repository.ts, the 'similar'
 * strategy), so every session of the app sets it: the pool's connections by their startup options (client.ts
 * APP_SESSION_OPTIONS), the embedded database, which is one session, once when it opens.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The embedded database's session settings (client.ts and pglite-thread-worker.ts run it when they open it). */
export const PGLITE_SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;
