CREATE TABLE "order_item_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_item_events" ADD CONSTRAINT "order_item_events_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_events_item_idx" ON "order_item_events" USING btree ("order_item_id","id");--> statement-breakpoint
CREATE INDEX "order_items_stage_idx" ON "order_items" USING btree ("stage","stage_at") WHERE stage IS NOT NULL;--> statement-breakpoint
-- Lines accepted before stages existed are waiting for their handover as far as anyone has recorded.
UPDATE "order_items" SET "stage" = 'awaiting_delivery', "stage_at" = coalesce("decided_at", now()) WHERE "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stage" CHECK ("order_items"."stage" IS NULL OR "order_items"."status" = 'accepted' OR "order_items"."stage" = 'cancelled');