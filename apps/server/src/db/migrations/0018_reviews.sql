CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"product_id" integer,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reveal_at" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_note" text,
	CONSTRAINT "reviews_side" CHECK ("side" IN ('buyer', 'owner')),
	CONSTRAINT "reviews_rating" CHECK ("rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_line_side_uq" ON "reviews" USING btree ("order_item_id","side");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("side","subject_id","reveal_at" DESC) WHERE hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","reveal_at" DESC) WHERE side = 'buyer' AND hidden_at IS NULL;--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_role" text NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	CONSTRAINT "review_reports_status" CHECK ("status" IN ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_uq" ON "review_reports" USING btree ("review_id","reporter_role","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "rating_totals" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_totals_pk" PRIMARY KEY ("subject_kind","subject_id"),
	CONSTRAINT "rating_totals_kind" CHECK ("subject_kind" IN ('item', 'owner', 'user'))
);
