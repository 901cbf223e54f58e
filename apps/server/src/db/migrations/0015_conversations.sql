CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_title" text NOT NULL,
	"owner_role" text NOT NULL,
	"owner_id" integer NOT NULL,
	"buyer_shared_at" timestamp with time zone,
	"owner_shared_at" timestamp with time zone,
	"scam_hits" integer DEFAULT 0 NOT NULL,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_item_kind" CHECK ("item_kind" IN ('product', 'listing')),
	CONSTRAINT "conversations_owner_role" CHECK ("owner_role" IN ('owner', 'user')),
	CONSTRAINT "conversations_flag_reason" CHECK ("flag_reason" IS NULL OR "flag_reason" IN ('scam', 'report'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_party_uq" ON "conversations" USING btree ("buyer_id","item_kind","item_id","owner_role","owner_id");--> statement-breakpoint
CREATE INDEX "conversations_owner_idx" ON "conversations" USING btree ("owner_role","owner_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_flagged_idx" ON "conversations" USING btree ("flagged_at") WHERE "flagged_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"sender" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_key" text,
	"scam_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_sender" CHECK ("sender" IN ('buyer', 'owner'))
);
--> statement-breakpoint
CREATE INDEX "conversation_messages_conv_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE TABLE "conversation_blocks" (
	"blocker_role" text NOT NULL,
	"blocker_id" integer NOT NULL,
	"blocked_role" text NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_pk" PRIMARY KEY("blocker_role","blocker_id","blocked_role","blocked_id")
);
--> statement-breakpoint
CREATE INDEX "conversation_blocks_blocked_idx" ON "conversation_blocks" USING btree ("blocked_role","blocked_id");--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"side" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_reports_side" CHECK ("side" IN ('buyer', 'owner'))
);
--> statement-breakpoint
CREATE INDEX "conversation_reports_conv_idx" ON "conversation_reports" USING btree ("conversation_id","created_at");
