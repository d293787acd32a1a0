-- The cancellation policy becomes data (docs/decisions/031-cancellation-policy-tiers.md): a tour's
-- tiers, copied to each booking as the terms it was sold under. The free text stays, renamed, for
-- the operator to check against the tiers it was read as.
ALTER TABLE "tours" RENAME COLUMN "cancellation_policy" TO "cancellation_policy_text";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "cancellation_tiers" jsonb DEFAULT '[{"minHoursBefore":168,"percent":95},{"minHoursBefore":72,"percent":75},{"minHoursBefore":24,"percent":50},{"minHoursBefore":0,"percent":0}]'::jsonb NOT NULL;--> statement-breakpoint
-- "Free cancellation up to 24 hours", "full refund up to 2 days before", "Cancelación gratuita hasta
-- 48 horas" (not "full refund minus a fee up to..."): a full refund from that notice, none after.
-- Any other text: the platform's default.
UPDATE "tours" SET "cancellation_tiers" = jsonb_build_array(
    jsonb_build_object('minHoursBefore', found.hours, 'percent', 100),
    jsonb_build_object('minHoursBefore', 0, 'percent', 0))
  FROM (
    SELECT "id", (m[1])::int * (CASE WHEN m[2] ~* '^(day|d[ií]a)' THEN 24 ELSE 1 END) AS hours
    FROM (
      SELECT "id", regexp_match("cancellation_policy_text",
        '(?:free cancellation|full refund|cancel for free|cancelaci[oó]n gratuita|reembolso total)(?:(?!minus|fee|less|menos|cargo)[^.;])*?(?:up to|until|hasta)\s+(\d{1,4})\s*(hours?|hrs?|h\M|days?|horas?|d[ií]as?)', 'i') AS m
      FROM "tours"
    ) matched
    WHERE m IS NOT NULL
  ) found
  WHERE "tours"."id" = found."id" AND found.hours BETWEEN 1 AND 1440;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_tiers" jsonb DEFAULT '[{"minHoursBefore":168,"percent":95},{"minHoursBefore":72,"percent":75},{"minHoursBefore":24,"percent":50},{"minHoursBefore":0,"percent":0}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_cap_cents" integer;--> statement-breakpoint
-- Existing bookings keep their tour's policy (only the tours whose text read as other tiers differ).
UPDATE "bookings" SET "cancellation_tiers" = "tours"."cancellation_tiers"
  FROM "tours"
  WHERE "bookings"."tour_id" = "tours"."id" AND "tours"."cancellation_tiers" <> "bookings"."cancellation_tiers";
