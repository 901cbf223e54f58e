CREATE TABLE "report_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"side" text NOT NULL,
	"uploader_role" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_photos_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_photos_line_idx" ON "report_photos" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE INDEX "report_photos_unused_idx" ON "report_photos" USING btree ("created_at") WHERE used = false;