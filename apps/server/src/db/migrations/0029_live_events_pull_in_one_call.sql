-- Issue 16: a process's bus numbers the committed events and reads the new ones in one round trip instead of two.
-- Each commit that carries events wakes every process, and each one called live_events_number() and then read what
-- followed its cursor: two statements a commit and process (bench/checkout-cost.ts counted 7 a checkout, 5 of them the
-- request's). live_events_pull() does both in one call. The read is its own statement in this VOLATILE function, so it
-- takes its snapshot after the numbering (and after the numbering lock, when it was taken): it sees every event this
-- call numbered and every one numbered by a transaction that held the lock before. Seqs numbered by a transaction still
-- running are all above those (migration 0024), so what it returns is still a prefix in seq order. The lock is held to
-- the end of the caller's transaction, as before; for the bus, the end of this one statement.
CREATE FUNCTION live_events_pull(after_seq bigint, read_batch integer)
RETURNS TABLE (id bigint, topic text, audience text, kind text, payload jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM live_events_number(10000);
  RETURN QUERY
    SELECT e.seq, e.topic, e.audience, e.kind, e.payload FROM live_events e
    WHERE e.seq > after_seq ORDER BY e.seq LIMIT read_batch;
END $$;
