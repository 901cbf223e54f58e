-- Verified owners as a recorded act: every grant and revocation, with what the admin checked, when, and why.
-- owners.verified stays the current status (the spec's Verified column); this table is its history.
CREATE TABLE "owner_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL REFERENCES "owners"("id") ON DELETE CASCADE,
	"action" text NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"checked_on" date,
	"admin_id" integer REFERENCES "admins"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_verifications_action" CHECK ("action" IN ('granted', 'revoked')),
	CONSTRAINT "owner_verifications_grant_checked" CHECK ("action" = 'revoked' OR "checked_on" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "owner_verifications_owner_idx" ON "owner_verifications" USING btree ("owner_id", "id");
--> statement-breakpoint
-- Each decision of the approval queue, by whom and when; an approval undone within its window keeps its row with
-- undone_at set (the item is back in the queue).
CREATE TABLE "approval_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"item_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"admin_id" integer REFERENCES "admins"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "approval_decisions_source" CHECK ("source" IN ('products', 'listings')),
	CONSTRAINT "approval_decisions_decision" CHECK ("decision" IN ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "approval_decisions_item_idx" ON "approval_decisions" USING btree ("source", "item_id", "id");
