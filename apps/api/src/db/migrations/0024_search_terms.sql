CREATE TABLE "tour_search" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"is_public" boolean NOT NULL,
	"featured" boolean NOT NULL,
	"rating_average" numeric(3, 2),
	"review_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_search" ADD CONSTRAINT "tour_search_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_search_public_recommended_idx" ON "tour_search" USING btree ("featured" DESC NULLS FIRST,"rating_average" DESC NULLS LAST,"review_count" DESC NULLS FIRST,"tour_id") WHERE "tour_search"."is_public";--> statement-breakpoint
-- The narrow search table (docs/decisions/026-search-typos-synonyms-suggestions.md): a search reads
-- its candidates here (about a tenth of a tour row's bytes) and the page's tours from "tours" only.
ALTER TABLE "tour_search" ADD COLUMN "search_vector" tsvector NOT NULL;--> statement-breakpoint
-- A long vector (a row over about 2 kB, i.e. a long description) moves out of line whole, leaving
-- a row of about 80 bytes: a search reads the keys of thousands of matches from few pages and opens
-- a vector only to rank the pool or recheck a phrase. Shorter vectors stay in the row.
ALTER TABLE "tour_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "tour_search" SET (toast_tuple_target = 128);--> statement-breakpoint
CREATE INDEX "tour_search_vector_idx" ON "tour_search" USING gin ("search_vector") WHERE "is_public";--> statement-breakpoint
-- Inserted tours, once per statement (the seed, imports and the bench insert thousands at once).
CREATE FUNCTION "tour_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tour_search" ("tour_id", "is_public", "featured", "rating_average", "review_count", "search_vector")
  SELECT t."id", t."admin_approved" AND t."active" AND m."admin_approved" AND m."active",
    t."featured", t."rating_average", t."review_count", t."search_vector"
  FROM "new_tours" t JOIN "merchants" m ON m."id" = t."merchant_id"
  ON CONFLICT ("tour_id") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tour_search_insert" AFTER INSERT ON "tours" REFERENCING NEW TABLE AS "new_tours"
  FOR EACH STATEMENT EXECUTE FUNCTION "tour_search_insert"();--> statement-breakpoint
-- An edited tour: its words (recomputed by "tours_search_vector"), flags or recommended-order keys.
CREATE FUNCTION "tour_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tour_search" s SET
    "is_public" = NEW."admin_approved" AND NEW."active" AND m."admin_approved" AND m."active",
    "featured" = NEW."featured",
    "rating_average" = NEW."rating_average",
    "review_count" = NEW."review_count",
    "search_vector" = NEW."search_vector"
  FROM "merchants" m
  WHERE s."tour_id" = NEW."id" AND m."id" = NEW."merchant_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tour_search_update" AFTER UPDATE OF "title", "description", "location_id", "search_vector",
  "merchant_id", "admin_approved", "active", "featured", "rating_average", "review_count" ON "tours"
  FOR EACH ROW EXECUTE FUNCTION "tour_search_update"();--> statement-breakpoint
-- A merchant approved, suspended or deactivated shows or hides all its tours.
CREATE FUNCTION "tour_search_merchant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tour_search" s SET "is_public" = t."admin_approved" AND t."active" AND NEW."admin_approved" AND NEW."active"
  FROM "tours" t
  WHERE t."merchant_id" = NEW."id" AND s."tour_id" = t."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tour_search_merchant" AFTER UPDATE OF "admin_approved", "active" ON "merchants"
  FOR EACH ROW WHEN ((OLD."admin_approved" AND OLD."active") IS DISTINCT FROM (NEW."admin_approved" AND NEW."active"))
  EXECUTE FUNCTION "tour_search_merchant"();--> statement-breakpoint
INSERT INTO "tour_search" ("tour_id", "is_public", "featured", "rating_average", "review_count", "search_vector")
SELECT t."id", t."admin_approved" AND t."active" AND m."admin_approved" AND m."active",
  t."featured", t."rating_average", t."review_count", t."search_vector"
FROM "tours" t JOIN "merchants" m ON m."id" = t."merchant_id";
