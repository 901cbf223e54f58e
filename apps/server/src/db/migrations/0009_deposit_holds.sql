CREATE TABLE "deposit_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer,
	"user_id" integer,
	"owner_id" integer,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"proposed_deduction_paise" bigint,
	"deduction_reason" text,
	"refunded_paise" bigint,
	"deducted_paise" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_holds_amount_pos" CHECK ("deposit_holds"."amount_paise" > 0),
	CONSTRAINT "deposit_holds_proposal" CHECK ("deposit_holds"."proposed_deduction_paise" IS NULL OR "deposit_holds"."proposed_deduction_paise" BETWEEN 0 AND "deposit_holds"."amount_paise"),
	CONSTRAINT "deposit_holds_settled" CHECK (("deposit_holds"."status" = 'settled' AND "deposit_holds"."refunded_paise" >= 0 AND "deposit_holds"."deducted_paise" >= 0 AND "deposit_holds"."refunded_paise" + "deposit_holds"."deducted_paise" = "deposit_holds"."amount_paise" AND "deposit_holds"."settled_at" IS NOT NULL)
        OR ("deposit_holds"."status" = 'held' AND "deposit_holds"."refunded_paise" IS NULL AND "deposit_holds"."deducted_paise" IS NULL AND "deposit_holds"."settled_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_holds" ADD CONSTRAINT "deposit_holds_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_holds_line_uq" ON "deposit_holds" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "deposit_holds_user_idx" ON "deposit_holds" USING btree ("user_id");--> statement-breakpoint
-- Rentals accepted before deposits were held: their deposits are held from now on.
INSERT INTO "deposit_holds" ("order_item_id", "user_id", "owner_id", "amount_paise")
SELECT i."id", o."user_id", i."owner_id", i."deposit_paise"
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
WHERE i."status" = 'accepted' AND i."type" = 'rent' AND i."source" = 'products' AND i."deposit_paise" > 0;
