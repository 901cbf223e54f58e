CREATE TABLE "rental_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"monthly_paise" bigint NOT NULL,
	"deposit_paise" bigint NOT NULL,
	"move_in" date NOT NULL,
	"months" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"order_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rental_offers_amounts" CHECK ("rental_offers"."monthly_paise" >= 100 AND "rental_offers"."deposit_paise" >= 0),
	CONSTRAINT "rental_offers_months" CHECK ("rental_offers"."months" BETWEEN 1 AND 36)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"slots" jsonb NOT NULL,
	"message" text,
	"scheduled_date" date,
	"scheduled_time" text,
	"proposed_date" date,
	"proposed_time" text,
	"owner_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_slots" CHECK (jsonb_typeof("visits"."slots") = 'array' AND jsonb_array_length("visits"."slots") BETWEEN 1 AND 3),
	CONSTRAINT "visits_times" CHECK (("visits"."status" <> 'confirmed' OR ("visits"."scheduled_date" IS NOT NULL AND "visits"."scheduled_time" IS NOT NULL)) AND ("visits"."status" <> 'rescheduled' OR ("visits"."proposed_date" IS NOT NULL AND "visits"."proposed_time" IS NOT NULL)))
);
--> statement-breakpoint
ALTER TABLE "rental_offers" ADD CONSTRAINT "rental_offers_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_offers" ADD CONSTRAINT "rental_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_offers" ADD CONSTRAINT "rental_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_offers" ADD CONSTRAINT "rental_offers_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_offers" ADD CONSTRAINT "rental_offers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_offers_open_uq" ON "rental_offers" USING btree ("visit_id") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "rental_offers_visit_idx" ON "rental_offers" USING btree ("visit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "visits_open_uq" ON "visits" USING btree ("user_id","product_id") WHERE status IN ('requested', 'rescheduled', 'confirmed');--> statement-breakpoint
CREATE INDEX "visits_owner_idx" ON "visits" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visits_user_idx" ON "visits" USING btree ("user_id","created_at" DESC NULLS LAST);