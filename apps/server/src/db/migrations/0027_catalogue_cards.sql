-- Issue 16, decision 0011: the list pages read their cards from one table of finished cards instead of merging two
-- tables, walking an OFFSET through their rows and building each card from some thirty columns and two lookups.
-- catalogue_cards holds one row per approved product and ad: its finished card (every value a list shows but the day's
-- running rentals, as one JSON array in the order of catalogue-sql.ts STORED_CARD_COLUMNS) and the columns the lists
-- filter and sort on. Covering indexes per list shape (category, then the sort's columns) include the card, so a page
-- is an index-only scan of a few neighbouring index pages (bench/README.md, "A page read from one table of cards").
--
-- The table is kept by triggers in the writes' own transactions (products, listings, rating_totals, owners' badge), so
-- no write path can forget it, no process keeps it, and several processes see one state. A refresh of an item first
-- holds its row's lock (the products trigger already does: the UPDATE took it), so two transactions changing what one
-- card shows (a sale and a review, say) refresh it one after the other, the second seeing the first's commit.
--
-- A card too large for an index entry (a btree entry holds ~2.7 KB; a description may be 4,000 characters, up to 12 KB
-- in Hindi) is kept in big_card instead, with card NULL: a page holding one reads it by key in a second statement.
CREATE TABLE IF NOT EXISTS "catalogue_cards" (
  "source" text NOT NULL,
  "id" integer NOT NULL,
  -- The contract's category (products say 'dress', the contract and ads 'clothing').
  "cat" text NOT NULL,
  "city" text NOT NULL,
  "locality" text NOT NULL,
  "created_at" timestamp with time zone,
  "price_paise" bigint NOT NULL,
  "units_sold" integer NOT NULL,
  "quantity" integer NOT NULL,
  "available" boolean NOT NULL,
  "available_from" date,
  "held_until" date,
  "card" json,
  "big_card" json,
  CONSTRAINT "catalogue_cards_pkey" PRIMARY KEY ("source", "id")
);--> statement-breakpoint
-- What each approved item's row must hold: the one definition the backfill and the triggers read. It mirrors
-- catalogue-sql.ts (ITEM_COLUMNS and cardColumns); catalogue-cards.test.ts holds every card to itemCards' own.
CREATE OR REPLACE VIEW "catalogue_card_rows" AS
SELECT u.source, u.id, CASE u.category WHEN 'dress' THEN 'clothing' ELSE u.category END AS cat, u.city, u.locality,
  u.created_at, u.price_paise, u.units_sold, u.quantity, u.available, u.available_from, u.held_until,
  CASE WHEN octet_length(c.card::text) <= 2400 THEN c.card END AS card,
  CASE WHEN octet_length(c.card::text) > 2400 THEN c.card END AS big_card
FROM (
  SELECT 'products'::text AS source, id, title, description, price_paise, rent_price_paise, category, location, city,
    locality, bhk, furnishing, image, created_at, offer, sale_price_paise, rent_monthly_paise, deposit_paise,
    min_tenure_months, tenure_discounts, available_from, quantity, units_sold, available, owner_id, held_until
  FROM products WHERE approval_status = 'approved'
  UNION ALL
  SELECT 'listings'::text, id, title, description, price_paise, NULL::bigint, category, location, city,
    locality, bhk, furnishing, image, created_at, 'rent'::text, NULL::bigint, price_paise, 0::bigint,
    1, '[]'::jsonb, NULL::date, 1, 0, true, NULL::integer, NULL::date
  FROM listings WHERE approval_status = 'approved'
) u
LEFT JOIN rating_totals rt ON u.source = 'products' AND rt.subject_kind = 'item' AND rt.subject_id = u.id
LEFT JOIN owners ov ON ov.id = u.owner_id
-- OFFSET 0 keeps the card one value, built once per row, rather than an expression copied into both columns.
CROSS JOIN LATERAL (SELECT json_build_array(u.source, u.id, u.title, u.description, u.price_paise::float8,
  u.rent_price_paise::float8, u.category, u.location, u.city, u.locality, u.bhk, u.furnishing, u.image,
  (extract(epoch FROM u.created_at) * 1000)::float8, u.offer, u.sale_price_paise::float8, u.rent_monthly_paise::float8,
  u.deposit_paise::float8, u.min_tenure_months, u.tenure_discounts, u.available_from::text, u.quantity, u.units_sold,
  u.available, coalesce(rt.review_count, 0), coalesce(rt.rating_sum, 0), coalesce(ov.verified, false)) AS card
  OFFSET 0) c;--> statement-breakpoint
-- One item's row made again from catalogue_card_rows, or removed when it is no longer approved (or gone).
CREATE OR REPLACE FUNCTION catalogue_card_refresh(p_source text, p_id integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO catalogue_cards (source, id, cat, city, locality, created_at, price_paise, units_sold, quantity,
        available, available_from, held_until, card, big_card)
      SELECT source, id, cat, city, locality, created_at, price_paise, units_sold, quantity, available, available_from,
        held_until, card, big_card
      FROM catalogue_card_rows WHERE source = p_source AND id = p_id
    ON CONFLICT (source, id) DO UPDATE SET cat = EXCLUDED.cat, city = EXCLUDED.city, locality = EXCLUDED.locality,
      created_at = EXCLUDED.created_at, price_paise = EXCLUDED.price_paise, units_sold = EXCLUDED.units_sold,
      quantity = EXCLUDED.quantity, available = EXCLUDED.available, available_from = EXCLUDED.available_from,
      held_until = EXCLUDED.held_until, card = EXCLUDED.card, big_card = EXCLUDED.big_card;
    IF NOT FOUND THEN
      DELETE FROM catalogue_cards WHERE source = p_source AND id = p_id;
    END IF;
  END $$;--> statement-breakpoint
-- A product or an ad written: its own row (the write holds its lock).
CREATE OR REPLACE FUNCTION catalogue_cards_item() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      PERFORM catalogue_card_refresh(TG_TABLE_NAME::text, OLD.id);
    ELSE
      PERFORM catalogue_card_refresh(TG_TABLE_NAME::text, NEW.id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- A product's card made again for a write to another table (its rating, its owner's badge), once the product's row is
-- locked (see above).
CREATE OR REPLACE FUNCTION catalogue_card_refresh_product(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM products WHERE id = p_id FOR NO KEY UPDATE;
    PERFORM catalogue_card_refresh('products', p_id);
  END $$;--> statement-breakpoint
-- An item's rating changed (an owner's or a buyer's is on no card): the item it was of, if another, and the one it is of.
CREATE OR REPLACE FUNCTION catalogue_cards_rating() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF OLD.subject_kind = 'item' THEN
        PERFORM catalogue_card_refresh_product(OLD.subject_id);
      END IF;
      RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF OLD.subject_kind = 'item' AND (NEW.subject_kind <> 'item' OR NEW.subject_id <> OLD.subject_id) THEN
        PERFORM catalogue_card_refresh_product(OLD.subject_id);
      END IF;
    END IF;
    IF NEW.subject_kind = 'item' THEN
      PERFORM catalogue_card_refresh_product(NEW.subject_id);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- An owner's badge changed: the cards of their approved products, in the order of their ids.
CREATE OR REPLACE FUNCTION catalogue_cards_owner() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM catalogue_card_refresh_product(p.id)
      FROM (SELECT id FROM products WHERE owner_id = NEW.id AND approval_status = 'approved' ORDER BY id) p;
    RETURN NULL;
  END $$;--> statement-breakpoint
-- The same two triggers on products and on listings: inserts and deletes, and updates that changed the row at all.
DO $$
  DECLARE
    item_table text;
  BEGIN
    FOREACH item_table IN ARRAY ARRAY['products', 'listings'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', item_table || '_catalogue_card', item_table);
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION catalogue_cards_item()',
        item_table || '_catalogue_card', item_table);
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', item_table || '_catalogue_card_update', item_table);
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) '
        'EXECUTE FUNCTION catalogue_cards_item()', item_table || '_catalogue_card_update', item_table);
    END LOOP;
  END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS rating_totals_catalogue_card ON rating_totals;--> statement-breakpoint
CREATE TRIGGER rating_totals_catalogue_card AFTER INSERT OR UPDATE OR DELETE ON rating_totals
  FOR EACH ROW EXECUTE FUNCTION catalogue_cards_rating();--> statement-breakpoint
DROP TRIGGER IF EXISTS owners_catalogue_card ON owners;--> statement-breakpoint
CREATE TRIGGER owners_catalogue_card AFTER UPDATE OF verified ON owners
  FOR EACH ROW WHEN (OLD.verified IS DISTINCT FROM NEW.verified) EXECUTE FUNCTION catalogue_cards_owner();--> statement-breakpoint
-- The backfill, then the indexes: one per list shape and sort, each with the card and the filter's columns included.
-- Price pages read the price index forwards (cheapest first) or backwards (dearest first, catalogue.repository.ts
-- orderOf), so one index serves both. No other index on these keys: a smaller one misleads the planner into reading
-- the table's rows (decision 0011).
INSERT INTO catalogue_cards (source, id, cat, city, locality, created_at, price_paise, units_sold, quantity, available,
    available_from, held_until, card, big_card)
  SELECT source, id, cat, city, locality, created_at, price_paise, units_sold, quantity, available, available_from,
    held_until, card, big_card
  FROM catalogue_card_rows
ON CONFLICT (source, id) DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_cards_latest_idx" ON "catalogue_cards"
  ("cat", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST, "source")
  INCLUDE ("card", "city", "units_sold", "quantity", "available", "available_from", "held_until");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "catalogue_cards_price_idx" ON "catalogue_cards" ("cat", "price_paise", "id", "source")
  INCLUDE ("card", "city", "units_sold", "quantity", "available", "available_from", "held_until");--> statement-breakpoint
-- Statistics now, not when autovacuum comes to it (never, where it is off): the pages' plans need them.
ANALYZE "catalogue_cards";
