CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "tours_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tours_public_recommended_idx" ON "tours" USING btree ("featured" DESC NULLS FIRST,"rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_rating_idx" ON "tours" USING btree ("rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_price_asc_idx" ON "tours" USING btree ("selling_price_cents","id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_price_desc_idx" ON "tours" USING btree ("selling_price_cents" DESC NULLS FIRST,"id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_duration_asc_idx" ON "tours" USING btree ("duration_hours","id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_duration_desc_idx" ON "tours" USING btree ("duration_hours" DESC NULLS FIRST,"id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
CREATE INDEX "tours_public_merchant_idx" ON "tours" USING btree ("merchant_id") WHERE "tours"."admin_approved" and "tours"."active";--> statement-breakpoint
-- Search (docs/decisions/010-search-at-scale.md): a weighted tsvector per tour, kept by a trigger so
-- that every writer (API, seed, raw SQL) gets it, and a vocabulary of the catalogue's words for typos.
ALTER TABLE "tours" ADD COLUMN "search_vector" tsvector;--> statement-breakpoint
CREATE FUNCTION "search_words"("text" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("text"), '[^[:alnum:]]+') AS w WHERE length(w) BETWEEN 2 AND 40 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
CREATE FUNCTION "tours_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  location_name text := coalesce((SELECT "name" FROM "locations" WHERE "id" = NEW."location_id"), '');
BEGIN
  NEW."search_vector" :=
    setweight(to_tsvector('english', NEW."title"), 'A') ||
    setweight(to_tsvector('english', location_name), 'B') ||
    setweight(to_tsvector('english', NEW."description"), 'C');
  -- Inserts add their words once per statement (tours_search_vocabulary); an edit adds its own here.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "search_vocabulary" ("word")
    SELECT "search_words"(NEW."title" || ' ' || location_name || ' ' || NEW."description")
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "tours_search_vector" BEFORE INSERT OR UPDATE OF "title", "description", "location_id" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_search_vector"();--> statement-breakpoint
CREATE FUNCTION "tours_search_vocabulary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
  SELECT DISTINCT w.w
  FROM "new_tours" t
  LEFT JOIN "locations" l ON l."id" = t."location_id"
  CROSS JOIN LATERAL "search_words"(t."title" || ' ' || coalesce(l."name", '') || ' ' || t."description") AS w(w)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tours_search_vocabulary" AFTER INSERT ON "tours" REFERENCING NEW TABLE AS "new_tours"
  FOR EACH STATEMENT EXECUTE FUNCTION "tours_search_vocabulary"();--> statement-breakpoint
-- A renamed location re-weights the tours there (their search vectors are recomputed by the trigger above).
CREATE FUNCTION "locations_search_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tours" SET "location_id" = "location_id" WHERE "location_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "locations_search_rename" AFTER UPDATE OF "name" ON "locations"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "locations_search_rename"();--> statement-breakpoint
UPDATE "tours" SET "search_vector" =
  setweight(to_tsvector('english', "tours"."title"), 'A') ||
  setweight(to_tsvector('english', "locations"."name"), 'B') ||
  setweight(to_tsvector('english', "tours"."description"), 'C')
FROM "locations" WHERE "locations"."id" = "tours"."location_id";--> statement-breakpoint
ALTER TABLE "tours" ALTER COLUMN "search_vector" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "tours_search_vector_idx" ON "tours" USING gin ("search_vector") WHERE "admin_approved" AND "active";--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT w.w FROM "tours" t
JOIN "locations" l ON l."id" = t."location_id"
CROSS JOIN LATERAL "search_words"(t."title" || ' ' || l."name" || ' ' || t."description") AS w(w)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Content version (docs/decisions/011-page-cache.md): one row, bumped in the writing transaction by
-- statement-level triggers on every table that public pages show. Bookings and departures are left
-- out on purpose (they change on every booking), and so are deals' sold counts.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bump_content_version_on_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Selling vouchers only moves sold_count: that alone does not bump the version, so that purchases of
-- different deals never queue on the one version row.
CREATE FUNCTION "bump_content_version_deals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "changed_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (to_jsonb(n) - 'sold_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(o) - 'sold_count' - 'updated_at')
  ) THEN
    UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tours', 'tour_photos', 'merchants', 'reviews', 'locations', 'deals', 'gift_card_products'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', t || '_content_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', t || '_content_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_on_truncate"()', t || '_content_version_truncate', t);
    IF t = 'deals' THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version_deals"()', t || '_content_version_update', t);
    ELSE
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', t || '_content_version_update', t);
    END IF;
  END LOOP;
END $$;
