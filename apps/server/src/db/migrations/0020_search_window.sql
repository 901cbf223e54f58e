-- Search's "window" index (docs/search.md, apps/server/src/modules/search): the full-text lexemes of each row with the
-- row's id bucket (id >> 13, 8,192 ids) written in front, '122_microwav'. A query for the newest matches of a word
-- asks for it in the newest buckets only ('122_microwav':* | '121_microwav':* …), so the index hands back the few
-- hundred newest matches instead of every match in the table (a middling word had 13,000 rows at 1M, and the
-- newest-first scan read 4,000 rows to keep 50). Ids grow with created_at, so the newest ids are the newest rows.
CREATE OR REPLACE FUNCTION search_window(doc tsvector, id integer) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(ARRAY(SELECT (id >> 13)::text || '_' || l FROM unnest(tsvector_to_array(doc)) AS l)) $$;--> statement-breakpoint
-- The same query over the buckets `newer`..`older` counted back from the bucket of id `top` (the table's highest):
-- each lexeme of `q` prefixed with the bucket, phrases as AND (the window document keeps no positions; the caller
-- checks the full query on the row), one OR branch a bucket. PARALLEL UNSAFE on purpose: a statement that uses it
-- reads a few hundred rows, and the planner, which cannot estimate a computed tsquery, would otherwise start parallel
-- workers that cost more than the statement. PL/pgSQL, not SQL: a SQL function that cannot be inlined plans its body
-- again in every statement that calls it, while PL/pgSQL keeps the plan of its expression for the session.
CREATE OR REPLACE FUNCTION search_window_query(q tsquery, top integer, newer integer, older integer) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE STRICT
  AS $$ BEGIN
    IF numnode(q) = 0 THEN RETURN q; END IF; -- stop words only: matches nothing, as the query itself
    RETURN (SELECT string_agg('(' || regexp_replace(regexp_replace(q::text, '<[0-9-]+>', '&', 'g'), '''((?:[^'']|'''')*)''', '''' || b || '_\1''', 'g') || ')', ' | ')::tsquery
      FROM generate_series(greatest((top >> 13) - older, 0), (top >> 13) - newer) AS b);
  END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_window_idx" ON "products" USING gin (search_window("search", "id"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_search_window_idx" ON "listings" USING gin (search_window("search", "id"));--> statement-breakpoint
ANALYZE "products";--> statement-breakpoint
ANALYZE "listings";
