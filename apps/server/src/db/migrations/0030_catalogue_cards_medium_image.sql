-- Issue 16: a card's picture gets a third size, 800x600 ("medium"), between the 480 px card and the 1,200 px full. A
-- phone's one-column card is 330-380 CSS px wide, so at a device pixel ratio of 1.75-2 the browser took the 1,200 px
-- file; it now takes the 800 px one, about half the bytes (docs/seo.md, the thirty-ninth session). The card's JSON
-- text carries its URL, image_medium, after image_card, as toCatalogueItem writes it. The file itself is made from the
-- full variant when first asked for (lib/derived-images.ts), so the pictures stored before need nothing done to them.
--
-- The view's columns do not change, so it is replaced in place (the triggers that read it stay as they are). Every
-- stored card is made again from it as migration 0028 made them: indexes dropped, rows emptied and inserted, indexes
-- built (an UPDATE of every row would leave a dead copy of each in the table and in both covering indexes).
DROP INDEX IF EXISTS "catalogue_cards_latest_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalogue_cards_price_idx";--> statement-breakpoint
TRUNCATE "catalogue_cards";--> statement-breakpoint
CREATE OR REPLACE VIEW "catalogue_card_rows" AS
SELECT u.source, u.id, u.cat, u.city, u.locality, u.created_at, u.price_paise, u.units_sold, u.quantity, u.available,
  u.available_from, u.held_until,
  CASE WHEN octet_length(c.card) <= 2400 THEN c.card END AS card,
  CASE WHEN octet_length(c.card) > 2400 THEN c.card END AS big_card
FROM (
  SELECT 'products'::text AS source, id, title, description, price_paise, rent_price_paise,
    CASE category WHEN 'dress' THEN 'clothing' ELSE category END AS cat, location, city, locality, bhk, furnishing,
    image, created_at, offer, sale_price_paise, rent_monthly_paise, deposit_paise, min_tenure_months, tenure_discounts,
    available_from, quantity, units_sold, available, owner_id, held_until
  FROM products WHERE approval_status = 'approved'
  UNION ALL
  SELECT 'listings'::text, id, title, description, price_paise, NULL::bigint,
    CASE category WHEN 'dress' THEN 'clothing' ELSE category END, location, city, locality, bhk, furnishing,
    image, created_at, 'rent'::text, NULL::bigint, price_paise, 0::bigint, 1, '[]'::jsonb, NULL::date, 1, 0, true,
    NULL::integer, NULL::date
  FROM listings WHERE approval_status = 'approved'
) u
LEFT JOIN rating_totals rt ON u.source = 'products' AND rt.subject_kind = 'item' AND rt.subject_id = u.id
LEFT JOIN owners ov ON ov.id = u.owner_id
-- OFFSET 0 keeps the card one value, built once per row, rather than an expression copied into both columns.
CROSS JOIN LATERAL (SELECT '{"id":' || u.id
  || ',"source":' || to_json(u.source)::text
  || ',"title":' || to_json(u.title)::text
  || ',"name":' || to_json(u.title)::text
  || ',"description":' || to_json(u.description)::text
  || ',"price":' || (u.price_paise::float8 / 100)::text
  || ',"rent_price":' || coalesce((u.rent_price_paise::float8 / 100)::text, 'null')
  || ',"category":' || to_json(u.cat)::text
  || ',"location":' || to_json(u.location)::text
  || ',"city":' || to_json(u.city)::text
  || ',"locality":' || to_json(u.locality)::text
  || ',"bhk":' || coalesce(u.bhk::text, 'null')
  || ',"furnishing":' || coalesce(to_json(u.furnishing)::text, 'null')
  || ',"image":' || to_json('/uploads/' || u.image || '-full.webp')::text
  || ',"image_card":' || to_json('/uploads/' || u.image || '-card.webp')::text
  || ',"image_medium":' || to_json('/uploads/' || u.image || '-medium.webp')::text
  || ',"verified":1,"owner_verified":' || CASE WHEN coalesce(ov.verified, false) THEN 'true' ELSE 'false' END
  || ',"created_at":'
  || coalesce(to_json(to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, 'null')
  || ',"offer":{"kind":' || to_json(u.offer)::text
  || ',"sale_price":' || coalesce((u.sale_price_paise::float8 / 100)::text, 'null')
  || ',"rent":' || CASE WHEN u.rent_monthly_paise IS NULL THEN 'null' ELSE '{"monthly":'
    || (u.rent_monthly_paise::float8 / 100)::text || ',"deposit":' || (u.deposit_paise::float8 / 100)::text
    || ',"min_months":' || u.min_tenure_months || ',"discounts":['
    || coalesce((SELECT string_agg('{"months":' || (d.value -> 'months')::text || ',"percent":'
      || (d.value -> 'percent')::text || '}', ',' ORDER BY d.n)
      FROM jsonb_array_elements(u.tenure_discounts) WITH ORDINALITY d(value, n)), '') || ']}' END
  || ',"available_from":' || coalesce(to_json(to_char(u.available_from, 'YYYY-MM-DD'))::text, 'null')
  || ',"quantity":' || u.quantity || '}'
  -- Reviews (issue 15): a product's rating, as ratingAverage rounds it (Math.round of ten times the mean, over ten).
  || CASE WHEN u.source = 'products' THEN ',"rating":{"average":' || CASE WHEN coalesce(rt.review_count, 0) > 0
    THEN (floor(rt.rating_sum::float8 / rt.review_count * 10 + 0.5) / 10)::text ELSE 'null' END
    || ',"count":' || coalesce(rt.review_count, 0) || '}' ELSE '' END AS card
  OFFSET 0) c;--> statement-breakpoint
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
ANALYZE "catalogue_cards";
