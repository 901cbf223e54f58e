-- Issue 16: a list filtered by locality (one of Lucknow's places, the filter visitors use most) read every row of that
-- locality and category before its first page could be sorted by price, and the first request of each filter counted
-- up to 10,000 rows from the table itself, as did a price ceiling's: at 1M rows per table such a page took 150 ms to a
-- second (bench/README.md "Filtered pages at a million rows"). With the locality first, a price-sorted page reads its
-- own rows in order (page 5 of dresses in Telibagh by price: 26.6 -> 0.4 ms), and the counts of a locality or a price
-- ceiling are answered from an index alone (47 -> 12 ms and 125 -> 11 ms).
-- Written by hand like 0021 (INCLUDE is not in the drizzle schema).
CREATE INDEX IF NOT EXISTS "products_locality_price_idx" ON "products" USING btree ("locality","category","price_paise","id") WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_locality_price_idx" ON "listings" USING btree ("locality","category","price_paise","id") WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_locality_count_idx" ON "products" USING btree ("locality","category","city") INCLUDE ("id","units_sold","quantity","available","available_from","offer","bhk","furnishing","price_paise","rent_monthly_paise","sale_price_paise") WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_locality_count_idx" ON "listings" USING btree ("locality","category","city") INCLUDE ("bhk","furnishing","price_paise") WHERE approval_status = 'approved';--> statement-breakpoint
-- 0021's count indexes, with the price as a key after (category, city), so a price ceiling is a range of the index.
DROP INDEX IF EXISTS "products_count_idx";--> statement-breakpoint
CREATE INDEX "products_count_idx" ON "products" USING btree ("category","city","price_paise") INCLUDE ("id","units_sold","quantity","available","available_from","locality","offer","bhk","furnishing","rent_monthly_paise","sale_price_paise") WHERE approval_status = 'approved';--> statement-breakpoint
DROP INDEX IF EXISTS "listings_count_idx";--> statement-breakpoint
CREATE INDEX "listings_count_idx" ON "listings" USING btree ("category","city","price_paise") INCLUDE ("locality","bhk","furnishing") WHERE approval_status = 'approved';
