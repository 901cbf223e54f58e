CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint,
	"topic" text NOT NULL,
	"audience" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_leases" (
	"key" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shared_leases_key_holder_pk" PRIMARY KEY("key","holder")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_seq_uq" ON "live_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "live_events_audience_idx" ON "live_events" USING btree ("audience","seq");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_counters_reset_idx" ON "rate_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "shared_leases_expires_idx" ON "shared_leases" USING btree ("expires_at");--> statement-breakpoint
-- Live events take their seq when their transaction commits, one transaction at a time (the advisory lock is held from
-- here to the end of the commit), so seqs follow commit order and a reader that has seen seq N has seen all below it.
-- The lock is taken only at commit, when the transaction holds every other lock it will ever take: no deadlock.
CREATE SEQUENCE "live_events_seq_order";--> statement-breakpoint
CREATE FUNCTION live_events_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1263096409, 1);
  UPDATE live_events SET seq = nextval('live_events_seq_order') WHERE id = NEW.id;
  PERFORM pg_notify('kiraya_live', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_sequence AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_events_sequence();
