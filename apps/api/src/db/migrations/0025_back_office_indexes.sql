CREATE TABLE "daily_sales" (
	"day" date NOT NULL,
	"merchant_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_day_merchant_id_pk" PRIMARY KEY("day","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_booking_tallies" (
	"merchant_id" uuid NOT NULL,
	"status" "booking_status" NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"awaiting_payout" integer DEFAULT 0 NOT NULL,
	"awaiting_payout_net_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_booking_tallies_merchant_id_status_pk" PRIMARY KEY("merchant_id","status")
);
--> statement-breakpoint
CREATE TABLE "tour_sales" (
	"tour_id" uuid PRIMARY KEY NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_booking_tallies" ADD CONSTRAINT "merchant_booking_tallies_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_sales" ADD CONSTRAINT "tour_sales_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_sales_rank_idx" ON "tour_sales" USING btree ("sales_cents" DESC NULLS LAST,"bookings" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "bookings_confirmation_code_prefix_idx" ON "bookings" USING btree ("confirmation_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_full_name_trgm_idx" ON "bookings" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_awaiting_payout_idx" ON "bookings" USING btree ("tour_id","local_date") WHERE "bookings"."source" = 'online' and "bookings"."payout_id" is null and "bookings"."merchant_net_cents" is not null;--> statement-breakpoint
-- (Statuses are compared as text here: on a new database every migration runs in one transaction,
-- where the 'no_show' value added by 0019 may not be used as a booking_status yet.)
-- The tallies follow every change of bookings in the statement's own transaction: a statement trigger
-- per event turns its transition tables into signed changes (-1 the old row, +1 the new one), and one
-- function adds them up per merchant and status, per tour, and per Belize day of payment. Rows are
-- written in key order, so concurrent statements never wait on each other in a cycle.
CREATE TYPE "booking_tally_change" AS ("sign" integer, "tour_id" uuid, "status" "booking_status", "total_cents" integer, "paid_at" timestamp with time zone, "awaiting_payout_net_cents" integer);--> statement-breakpoint
CREATE FUNCTION "booking_tallies_apply"("changes" "booking_tally_change"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "merchant_booking_tallies" AS m ("merchant_id", "status", "bookings", "total_cents", "awaiting_payout", "awaiting_payout_net_cents")
  SELECT t."merchant_id", c."status", sum(c."sign"), sum(c."sign" * c."total_cents"),
    coalesce(sum(c."sign") FILTER (WHERE c."awaiting_payout_net_cents" IS NOT NULL), 0),
    coalesce(sum(c."sign" * c."awaiting_payout_net_cents"), 0)
  FROM unnest("changes") c JOIN "tours" t ON t."id" = c."tour_id"
  WHERE c."status"::text <> 'pending'
  GROUP BY 1, 2
  HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."total_cents") <> 0
    OR count(*) FILTER (WHERE c."awaiting_payout_net_cents" IS NOT NULL) > 0
  ORDER BY 1, 2
  ON CONFLICT ("merchant_id", "status") DO UPDATE
    SET "bookings" = m."bookings" + excluded."bookings", "total_cents" = m."total_cents" + excluded."total_cents",
      "awaiting_payout" = m."awaiting_payout" + excluded."awaiting_payout",
      "awaiting_payout_net_cents" = m."awaiting_payout_net_cents" + excluded."awaiting_payout_net_cents";
  INSERT INTO "tour_sales" AS s ("tour_id", "bookings", "sales_cents")
  SELECT c."tour_id", sum(c."sign"), sum(c."sign" * c."total_cents")
  FROM unnest("changes") c
  WHERE c."status"::text IN ('confirmed', 'completed', 'no_show')
  GROUP BY 1 HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."total_cents") <> 0
  ORDER BY 1
  ON CONFLICT ("tour_id") DO UPDATE
    SET "bookings" = s."bookings" + excluded."bookings", "sales_cents" = s."sales_cents" + excluded."sales_cents";
  INSERT INTO "daily_sales" AS d ("day", "merchant_id", "bookings", "sales_cents")
  SELECT (c."paid_at" AT TIME ZONE 'America/Belize')::date, t."merchant_id", sum(c."sign"), sum(c."sign" * c."total_cents")
  FROM unnest("changes") c JOIN "tours" t ON t."id" = c."tour_id"
  WHERE c."status"::text IN ('confirmed', 'completed', 'no_show') AND c."paid_at" IS NOT NULL
  GROUP BY 1, 2 HAVING sum(c."sign") <> 0 OR sum(c."sign" * c."total_cents") <> 0
  ORDER BY 1, 2
  ON CONFLICT ("day", "merchant_id") DO UPDATE
    SET "bookings" = d."bookings" + excluded."bookings", "sales_cents" = d."sales_cents" + excluded."sales_cents";
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_tallies_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_tallies_apply"(ARRAY(
    SELECT ROW(1, n."tour_id", n."status", n."total_cents", n."paid_at",
      CASE WHEN n."status"::text IN ('completed', 'no_show') AND n."source" = 'online' AND n."payout_id" IS NULL THEN n."merchant_net_cents" END)::"booking_tally_change" FROM "new_rows" n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bookings_tallies_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_tallies_apply"(ARRAY(
    SELECT ROW(-1, o."tour_id", o."status", o."total_cents", o."paid_at",
      CASE WHEN o."status"::text IN ('completed', 'no_show') AND o."source" = 'online' AND o."payout_id" IS NULL THEN o."merchant_net_cents" END)::"booking_tally_change" FROM "old_rows" o
    UNION ALL
    SELECT ROW(1, n."tour_id", n."status", n."total_cents", n."paid_at",
      CASE WHEN n."status"::text IN ('completed', 'no_show') AND n."source" = 'online' AND n."payout_id" IS NULL THEN n."merchant_net_cents" END)::"booking_tally_change" FROM "new_rows" n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bookings_tallies_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_tallies_apply"(ARRAY(
    SELECT ROW(-1, o."tour_id", o."status", o."total_cents", o."paid_at",
      CASE WHEN o."status"::text IN ('completed', 'no_show') AND o."source" = 'online' AND o."payout_id" IS NULL THEN o."merchant_net_cents" END)::"booking_tally_change" FROM "old_rows" o));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "bookings_tallies_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "merchant_booking_tallies";
  DELETE FROM "tour_sales";
  DELETE FROM "daily_sales";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tallies_insert"();--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tallies_update"();--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tallies_delete"();--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bookings_tallies_truncate"();--> statement-breakpoint
-- The bookings made before this migration.
INSERT INTO "merchant_booking_tallies" ("merchant_id", "status", "bookings", "total_cents", "awaiting_payout", "awaiting_payout_net_cents")
SELECT t."merchant_id", b."status", count(*), sum(b."total_cents"), count(b."awaiting"), coalesce(sum(b."awaiting"), 0)
FROM (SELECT *, CASE WHEN "status"::text IN ('completed', 'no_show') AND "source" = 'online' AND "payout_id" IS NULL
        THEN "merchant_net_cents" END AS "awaiting" FROM "bookings") b
JOIN "tours" t ON t."id" = b."tour_id"
WHERE b."status" <> 'pending'
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "tour_sales" ("tour_id", "bookings", "sales_cents")
SELECT b."tour_id", count(*), sum(b."total_cents")
FROM "bookings" b
WHERE b."status"::text IN ('confirmed', 'completed', 'no_show')
GROUP BY 1;--> statement-breakpoint
INSERT INTO "daily_sales" ("day", "merchant_id", "bookings", "sales_cents")
SELECT (b."paid_at" AT TIME ZONE 'America/Belize')::date, t."merchant_id", count(*), sum(b."total_cents")
FROM "bookings" b JOIN "tours" t ON t."id" = b."tour_id"
WHERE b."status"::text IN ('confirmed', 'completed', 'no_show') AND b."paid_at" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
-- Accounts per role that are not deleted, kept the same way, for the overview's tourist count.
CREATE TABLE "user_tallies" (
	"role" "user_role" PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "user_tallies_apply"("changes" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "user_tallies" AS u ("role", "users")
  SELECT (c->>'role')::"user_role", sum((c->>'sign')::int)
  FROM jsonb_array_elements("changes") c
  GROUP BY 1 HAVING sum((c->>'sign')::int) <> 0
  ORDER BY 1
  ON CONFLICT ("role") DO UPDATE SET "users" = u."users" + excluded."users";
$$;--> statement-breakpoint
CREATE FUNCTION "users_tallies_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_tallies_apply"(coalesce((SELECT jsonb_agg(jsonb_build_object('sign', 1, 'role', n."role"))
    FROM "new_rows" n WHERE n."deleted_at" IS NULL), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "users_tallies_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_tallies_apply"(coalesce((SELECT jsonb_agg(c) FROM (
    SELECT jsonb_build_object('sign', -1, 'role', o."role") c FROM "old_rows" o WHERE o."deleted_at" IS NULL
    UNION ALL
    SELECT jsonb_build_object('sign', 1, 'role', n."role") FROM "new_rows" n WHERE n."deleted_at" IS NULL) x), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "users_tallies_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_tallies_apply"(coalesce((SELECT jsonb_agg(jsonb_build_object('sign', -1, 'role', o."role"))
    FROM "old_rows" o WHERE o."deleted_at" IS NULL), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "users_tallies_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_tallies";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_tallies_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_tallies_insert"();--> statement-breakpoint
CREATE TRIGGER "users_tallies_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_tallies_update"();--> statement-breakpoint
CREATE TRIGGER "users_tallies_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_tallies_delete"();--> statement-breakpoint
CREATE TRIGGER "users_tallies_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_tallies_truncate"();--> statement-breakpoint
INSERT INTO "user_tallies" ("role", "users")
SELECT "role", count(*) FROM "users" WHERE "deleted_at" IS NULL GROUP BY 1;--> statement-breakpoint
-- The overview's new tourists of the last 7 days are counted live, from the newest accounts.
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at") WHERE "users"."deleted_at" is null;
