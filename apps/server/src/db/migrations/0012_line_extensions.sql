CREATE TABLE "line_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"months" integer NOT NULL,
	"monthly_price_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"from_end_date" date NOT NULL,
	"to_end_date" date NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "line_extensions_months_pos" CHECK ("line_extensions"."months" >= 1),
	CONSTRAINT "line_extensions_money" CHECK ("line_extensions"."monthly_price_paise" >= 0 AND "line_extensions"."total_paise" >= 0),
	CONSTRAINT "line_extensions_period" CHECK ("line_extensions"."from_end_date" < "line_extensions"."to_end_date"),
	CONSTRAINT "line_extensions_decided" CHECK (("line_extensions"."status" = 'requested') = ("line_extensions"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "line_extensions" ADD CONSTRAINT "line_extensions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_extensions_open_uq" ON "line_extensions" USING btree ("order_item_id") WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "line_extensions_item_idx" ON "line_extensions" USING btree ("order_item_id","id");