-- Account mail is really sent when SMTP_URL is set (modules/mail): each outbox row records its language, where its
-- delivery stands, how many tries it took, the last refusal and when the SMTP server accepted it.
ALTER TABLE "outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status" CHECK ("outbox"."status" IN ('held', 'queued', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_language" CHECK ("outbox"."language" IN ('en', 'hi'));
