-- Issue 16: live events take their seq after their writer's commit, not inside it (decision 0009). Migration 0013's
-- deferred trigger took an advisory lock at each event-carrying commit and held it through the commit's WAL flush, so
-- such commits ran one at a time: under the 1M-row checkout load pg_stat_statements showed a mean wait of 0.45-0.50 ms
-- for it, ~1.3 ms a checkout. Now a writer inserts its events with seq NULL and takes no lock; a statement trigger only
-- sends NOTIFY (delivered at the commit). Each process's bus then calls live_events_number(), which numbers every
-- committed event still without a seq, in id order, under the same lock held to the end of its own short transaction:
-- seqs still follow the order in which events become visible with their seq, so a reader that has seen seq N has
-- seen every event below it.
DROP TRIGGER IF EXISTS live_events_sequence ON live_events;--> statement-breakpoint
DROP FUNCTION IF EXISTS live_events_sequence();--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_events_unnumbered_idx" ON "live_events" USING btree ("id") WHERE seq IS NULL;--> statement-breakpoint
CREATE FUNCTION live_events_wake() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kiraya_live', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER live_events_wake AFTER INSERT ON live_events FOR EACH STATEMENT EXECUTE FUNCTION live_events_wake();--> statement-breakpoint
-- Numbers the committed events without a seq (at most `batch` a call), oldest id first; returns how many. VOLATILE, so
-- the UPDATE reads with a snapshot taken after the lock is granted: it sees every event committed before. The lock is
-- released when the caller's transaction ends, after its commit is flushed, so the next call's seqs are higher and
-- become visible later. Nothing to number: no lock. The sequence is read and set here only, under the lock.
CREATE FUNCTION live_events_number(batch integer) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  base bigint;
  numbered integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM live_events WHERE seq IS NULL) THEN RETURN 0; END IF;
  PERFORM pg_advisory_xact_lock(1263096409, 1);
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END INTO base FROM live_events_seq_order;
  UPDATE live_events e SET seq = base + o.n
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM live_events WHERE seq IS NULL ORDER BY id LIMIT batch) o
    WHERE e.id = o.id;
  GET DIAGNOSTICS numbered = ROW_COUNT;
  IF numbered > 0 THEN PERFORM setval('live_events_seq_order', base + numbered); END IF;
  RETURN numbered;
END $$;--> statement-breakpoint
-- Events written before this migration whose transaction was still open: numbered like any other.
SELECT live_events_number(10000);
