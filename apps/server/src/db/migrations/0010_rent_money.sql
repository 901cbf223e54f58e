CREATE TABLE "buyer_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"order_item_id" integer,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_refunds_amount_pos" CHECK ("buyer_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
DROP INDEX "wallet_order_item_credit_uq";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "rent_month" integer;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_refunds" ADD CONSTRAINT "buyer_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_refunds_line_kind_uq" ON "buyer_refunds" USING btree ("order_item_id","kind");--> statement-breakpoint
CREATE INDEX "buyer_refunds_user_idx" ON "buyer_refunds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_order_item_entry_uq" ON "wallet_transactions" USING btree ("order_item_id","type",coalesce("rent_month", 0));--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_rent_month_pos" CHECK ("wallet_transactions"."rent_month" IS NULL OR "wallet_transactions"."rent_month" >= 1);--> statement-breakpoint
-- Deposits settled before the refunds ledger: their refunded part is written to it, dated at the settlement.
INSERT INTO "buyer_refunds" ("user_id", "order_item_id", "kind", "amount_paise", "description", "created_at")
SELECT d."user_id", d."order_item_id", 'deposit', d."refunded_paise", 'Deposit refund · Order #' || i."order_id" || ' · ' || i."title", d."settled_at"
FROM "deposit_holds" d JOIN "order_items" i ON i."id" = d."order_item_id"
WHERE d."status" = 'settled' AND d."refunded_paise" > 0;
