CREATE INDEX "products_rent_price_idx" ON "products" USING btree ("category","rent_monthly_paise","id") WHERE approval_status = 'approved' AND offer <> 'sale';--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("category","sale_price_paise","id") WHERE approval_status = 'approved' AND offer <> 'rent';--> statement-breakpoint
CREATE INDEX "products_all_rent_price_idx" ON "products" USING btree ("rent_monthly_paise","id") WHERE approval_status = 'approved' AND offer <> 'sale';--> statement-breakpoint
CREATE INDEX "products_all_sale_price_idx" ON "products" USING btree ("sale_price_paise","id") WHERE approval_status = 'approved' AND offer <> 'rent';
