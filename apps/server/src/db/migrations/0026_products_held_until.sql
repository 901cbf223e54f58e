-- Issue 16: a product's availability on a list asked, for every row the list read, whether a rental of it runs today
-- (an index probe into order_items), though most products have no rental running (bench/README.md, "Rentals looked
-- up only where one may run"). held_until is a day after which no accepted rental of the product runs (the last end
-- date of its rentals): on or before today none runs, and the probe is skipped (catalogue-sql.ts runningRentals).
-- It is an upper bound (a line later cancelled or returned early leaves it), so it is only ever raised, by the trigger
-- below, in the transaction that accepts or extends a line; those writers lock the product's row first
-- (orders.repository.ts lockProductUnits), so the trigger's update takes no new lock.
-- The backfill writes only the products with a rental ending after the day before yesterday (in any time zone, before
-- India's today): one that ended earlier runs on no day from now on. Rewriting every product ever rented (53,000 of
-- the bench's 1M, each a new row version in four GIN indexes' pending lists) made searches three times slower until a
-- VACUUM.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "held_until" date;--> statement-breakpoint
UPDATE "products" p SET "held_until" = h.last_end
  FROM (SELECT product_id, max(end_date) AS last_end FROM order_items
        WHERE status = 'accepted' AND end_date > current_date - 2 AND product_id IS NOT NULL
        GROUP BY product_id) h
  WHERE p.id = h.product_id AND (p.held_until IS NULL OR p.held_until < h.last_end);--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_held_until() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE products SET held_until = NEW.end_date
      WHERE id = NEW.product_id AND (held_until IS NULL OR held_until < NEW.end_date);
    RETURN NULL;
  END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS order_items_held_until ON order_items;--> statement-breakpoint
CREATE TRIGGER order_items_held_until AFTER INSERT OR UPDATE OF status, end_date, product_id ON order_items
  FOR EACH ROW WHEN (NEW.status = 'accepted' AND NEW.end_date IS NOT NULL AND NEW.product_id IS NOT NULL)
  EXECUTE FUNCTION products_held_until();
