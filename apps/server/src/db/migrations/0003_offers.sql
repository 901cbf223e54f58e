CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_position_range" CHECK ("product_images"."position" BETWEEN 0 AND 7)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "offer" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_paise" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rent_monthly_paise" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_tenure_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tenure_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_fee_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "return_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "includes" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_monthly_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_now_paise" bigint;--> statement-breakpoint
-- Every product becomes an offer, by the rule the spec's fields already had (contract offerFromLegacy): type rent is
-- rent-only at its rent price (or price); type sale is for sale at its price, and also for rent when it was rentable
-- with a rent price. The spec's fields are then re-derived from the offer (legacyOfferFields), so that what a buyer
-- could order, and at what price, is unchanged; a test in db/migrations.test.ts checks every combination.
UPDATE "products" SET
	"offer" = CASE WHEN "type" = 'rent' THEN 'rent' WHEN "is_rentable" AND "rent_price_paise" IS NOT NULL THEN 'both' ELSE 'sale' END,
	"sale_price_paise" = CASE WHEN "type" = 'sale' THEN "price_paise" END,
	"rent_monthly_paise" = CASE WHEN "type" = 'rent' THEN coalesce("rent_price_paise", "price_paise") WHEN "is_rentable" AND "rent_price_paise" IS NOT NULL THEN "rent_price_paise" END;--> statement-breakpoint
UPDATE "products" SET
	"price_paise" = coalesce("sale_price_paise", "rent_monthly_paise"),
	"rent_price_paise" = "rent_monthly_paise",
	"is_rentable" = "offer" <> 'sale';--> statement-breakpoint
-- Lines placed before handover dates were asked start on the day they were placed (India time); rentals end after
-- their months. Accepted sales already made mark their item sold.
UPDATE "order_items" SET
	"start_date" = ("created_at" AT TIME ZONE 'Asia/Kolkata')::date,
	"end_date" = CASE WHEN "type" = 'rent' THEN (("created_at" AT TIME ZONE 'Asia/Kolkata')::date + make_interval(months => coalesce("months", 1)))::date END,
	"list_monthly_paise" = CASE WHEN "type" = 'rent' THEN "unit_price_paise" END;--> statement-breakpoint
UPDATE "products" p SET "units_sold" = least(p."quantity", s.sold)
FROM (SELECT "product_id", sum("quantity")::int AS sold FROM "order_items" WHERE "status" = 'accepted' AND "type" = 'sale' AND "product_id" IS NOT NULL GROUP BY "product_id") s
WHERE s."product_id" = p."id";--> statement-breakpoint
-- Each product's picture is its first photo.
INSERT INTO "product_images" ("product_id", "position", "image") SELECT "id", 0, "image" FROM "products";--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_position_uq" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_images_image_idx" ON "product_images" USING btree ("image");--> statement-breakpoint
CREATE INDEX "order_items_holds_idx" ON "order_items" USING btree ("product_id","start_date") WHERE status = 'accepted';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_prices" CHECK (("products"."offer" = 'rent' AND "products"."rent_monthly_paise" IS NOT NULL AND "products"."sale_price_paise" IS NULL) OR ("products"."offer" = 'sale' AND "products"."sale_price_paise" IS NOT NULL AND "products"."rent_monthly_paise" IS NULL) OR ("products"."offer" = 'both' AND "products"."sale_price_paise" IS NOT NULL AND "products"."rent_monthly_paise" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_legacy_fields" CHECK ("products"."price_paise" = coalesce("products"."sale_price_paise", "products"."rent_monthly_paise") AND "products"."rent_price_paise" IS NOT DISTINCT FROM "products"."rent_monthly_paise" AND ("products"."type" = 'rent') = ("products"."offer" = 'rent') AND "products"."is_rentable" = ("products"."offer" <> 'sale'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_amounts" CHECK ("products"."sale_price_paise" >= 0 AND "products"."rent_monthly_paise" >= 0 AND "products"."deposit_paise" >= 0 AND "products"."delivery_fee_paise" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenure" CHECK ("products"."min_tenure_months" BETWEEN 1 AND 36 AND "products"."return_days" >= 0 AND ("products"."notice_days" IS NULL OR "products"."notice_days" >= 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units" CHECK ("products"."quantity" >= 1 AND "products"."units_sold" BETWEEN 0 AND "products"."quantity");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_period" CHECK ("order_items"."end_date" IS NULL OR "order_items"."start_date" < "order_items"."end_date");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_deposit_nonneg" CHECK ("order_items"."deposit_paise" >= 0 AND "order_items"."discount_percent" BETWEEN 0 AND 90);