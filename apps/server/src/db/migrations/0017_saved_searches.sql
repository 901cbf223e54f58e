-- Saved searches that alert (docs/saved-searches.md). `match_keys` holds the keys an item must share with a search
-- for the search to be able to match it (its query's word prefixes, its title trigram, its localities, or its
-- category and side); the GIN index finds those candidates, so matching reads the searches that can match, not all.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"params" jsonb NOT NULL,
	"params_key" text NOT NULL,
	"category" text,
	"offer" text,
	"min_price_paise" bigint,
	"max_price_paise" bigint,
	"match_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_same_uq" ON "saved_searches" USING btree ("user_id","params_key");--> statement-breakpoint
CREATE INDEX "saved_searches_keys_idx" ON "saved_searches" USING gin ("match_keys") WHERE alerts;--> statement-breakpoint
-- One alert per saved search and item, however often the matching job runs.
CREATE TABLE "saved_search_hits" (
	"saved_search_id" integer NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
	"source" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("saved_search_id","source","item_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
-- The VAPID key pair, made by the first process that needs it and shared by all (one row).
CREATE TABLE "web_push_keys" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
