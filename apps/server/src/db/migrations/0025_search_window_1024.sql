-- Issue 16: a second search window index (0020's), in buckets of 1,024 ids instead of 8,192, for words with many
-- matches. A first window is at least two buckets (the newest is partly filled), so with 8,192 ids such a word's search
-- read every match among the newest ~9,000-16,000 rows to keep 100: "double bed" at 1M rows checked 1,218 rows on 627
-- heap pages a table, about 2 ms of PostgreSQL's time. In buckets of 1,024 it checks 211 rows on 112 pages. Rare words
-- keep 0020's index: their windows find little and are all read, and in small buckets they need eight times the OR
-- branches. The functions and what they write are those of 0020 and 0023 with a shift of 10 for 13: '977_microwav'.
CREATE OR REPLACE FUNCTION search_window_1024(doc tsvector, id integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(ARRAY(SELECT (id >> 10)::text || '_' || l FROM unnest(tsvector_to_array(doc)) AS l)) $$;--> statement-breakpoint
-- The same query over the buckets `newer`..`older` counted back from the bucket of id `top` (the table's highest): each
-- lexeme of `q` prefixed with the bucket, phrases as AND (the window document keeps no positions; the caller checks
-- the full query on the row), one OR branch a bucket; NULL for an empty range. PL/pgSQL simple expressions in a loop,
-- as 0023 explains, and PARALLEL UNSAFE, as 0020 explains.
CREATE OR REPLACE FUNCTION search_window_query_1024(q tsquery, top integer, newer integer, older integer) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE STRICT
  AS $$
  DECLARE
    terms text;
    branches text[] := '{}';
  BEGIN
    IF numnode(q) = 0 THEN RETURN q; END IF; -- stop words only: matches nothing, as the query itself
    terms := regexp_replace(q::text, '<[0-9-]+>', '&', 'g');
    FOR b IN greatest((top >> 10) - older, 0) .. (top >> 10) - newer LOOP
      branches := branches || ('(' || regexp_replace(terms, '''((?:[^'']|'''')*)''', '''' || b || '_\1''', 'g') || ')');
    END LOOP;
    IF cardinality(branches) = 0 THEN RETURN NULL; END IF;
    RETURN array_to_string(branches, ' | ')::tsquery;
  END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_window_1024_idx" ON "products" USING gin (search_window_1024("search", "id"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_window_1024_idx" ON "listings" USING gin (search_window_1024("search", "id"));--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "listings";
