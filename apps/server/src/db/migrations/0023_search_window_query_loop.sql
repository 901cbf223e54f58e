-- Issue 16: search_window_query (0020) built its query with one SELECT over generate_series, and PL/pgSQL plans such
-- a statement again on every call: with the bounds as constants the planner's custom plan always looked cheaper than
-- its generic one. pg_stat_statements at 1M rows under the suggest and search load: 10,866 plans for 10,866 calls,
-- 0.128 ms of planning a call for 0.049 ms of execution. The same text, branch by branch in a loop of simple
-- expressions, which PL/pgSQL evaluates with plans it keeps for the session: 26 -> 10 µs a call in a loop in psql.
-- Same answers (the OR branches in the same order, NULL for an empty range), so the window indexes stay as they are.
CREATE OR REPLACE FUNCTION search_window_query(q tsquery, top integer, newer integer, older integer) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE STRICT
  AS $$
  DECLARE
    terms text;
    branches text[] := '{}';
  BEGIN
    IF numnode(q) = 0 THEN RETURN q; END IF; -- stop words only: matches nothing, as the query itself
    terms := regexp_replace(q::text, '<[0-9-]+>', '&', 'g');
    FOR b IN greatest((top >> 13) - older, 0) .. (top >> 13) - newer LOOP
      branches := branches || ('(' || regexp_replace(terms, '''((?:[^'']|'''')*)''', '''' || b || '_\1''', 'g') || ')');
    END LOOP;
    IF cardinality(branches) = 0 THEN RETURN NULL; END IF;
    RETURN array_to_string(branches, ' | ')::tsquery;
  END $$;
