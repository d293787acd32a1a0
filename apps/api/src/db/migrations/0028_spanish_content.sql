ALTER TABLE "merchants" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "itinerary_es" text[];--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "meeting_point_es" text;--> statement-breakpoint
-- Search in both languages (docs/decisions/029-spanish-edition.md): the operator's Spanish title and
-- description join the tour's search vector, stemmed as Spanish, and every text is folded to
-- unaccented letters first (searches are folded the same way), so "arbol" finds "árbol".
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tours_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  location_name text := coalesce((SELECT "name" FROM "locations" WHERE "id" = NEW."location_id"), '');
BEGIN
  NEW."search_vector" :=
    setweight(to_tsvector('english', unaccent(NEW."title")), 'A') ||
    setweight(to_tsvector('spanish', unaccent(coalesce(NEW."title_es", ''))), 'A') ||
    setweight(to_tsvector('english', unaccent(location_name)), 'B') ||
    setweight(to_tsvector('english', unaccent(NEW."description")), 'C') ||
    setweight(to_tsvector('spanish', unaccent(coalesce(NEW."description_es", ''))), 'C');
  -- Inserts add their words once per statement (tours_search_vocabulary); an edit adds its own here.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "search_vocabulary" ("word")
    SELECT "search_words"(unaccent(NEW."title" || ' ' || location_name || ' ' || NEW."description" || ' ' ||
      coalesce(NEW."title_es", '') || ' ' || coalesce(NEW."description_es", '')))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "tours_search_vector" ON "tours";--> statement-breakpoint
CREATE TRIGGER "tours_search_vector" BEFORE INSERT OR UPDATE OF "title", "description", "location_id", "title_es", "description_es" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tours_search_vector"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tours_search_vocabulary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_vocabulary" ("word")
  SELECT DISTINCT w.w
  FROM "new_tours" t
  LEFT JOIN "locations" l ON l."id" = t."location_id"
  CROSS JOIN LATERAL "search_words"(unaccent(t."title" || ' ' || coalesce(l."name", '') || ' ' || t."description" || ' ' ||
    coalesce(t."title_es", '') || ' ' || coalesce(t."description_es", ''))) AS w(w)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "tour_search_update" ON "tours";--> statement-breakpoint
CREATE TRIGGER "tour_search_update" AFTER UPDATE OF "title", "description", "title_es", "description_es", "location_id", "search_vector",
  "merchant_id", "admin_approved", "active", "featured", "rating_average", "review_count" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tour_search_update"();--> statement-breakpoint
UPDATE "tours" SET "search_vector" =
  setweight(to_tsvector('english', unaccent("tours"."title")), 'A') ||
  setweight(to_tsvector('english', unaccent("locations"."name")), 'B') ||
  setweight(to_tsvector('english', unaccent("tours"."description")), 'C')
FROM "locations" WHERE "locations"."id" = "tours"."location_id";--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT w.w FROM "tours" t
JOIN "locations" l ON l."id" = t."location_id"
CROSS JOIN LATERAL "search_words"(unaccent(t."title" || ' ' || l."name" || ' ' || t."description")) AS w(w)
ON CONFLICT DO NOTHING;
