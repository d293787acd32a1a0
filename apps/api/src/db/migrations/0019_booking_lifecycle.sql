ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_date_idx" ON "bookings" USING btree ("local_date") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
-- Check-in no longer completes a booking (docs/decisions/019-booking-lifecycle.md): a completed
-- booking whose departure (start + duration, Belize time) has not ended goes back to confirmed,
-- keeping its check-in time. The completion job completes it once the departure has ended.
UPDATE "bookings" SET "status" = 'confirmed'
FROM "tours"
WHERE "tours"."id" = "bookings"."tour_id"
  AND "bookings"."status" = 'completed'
  AND (("bookings"."local_date" + "bookings"."start_time"::time) AT TIME ZONE 'America/Belize')
    + "tours"."duration_hours" * interval '1 hour' > now();--> statement-breakpoint
-- The bookings that stay completed ended when their departure did.
UPDATE "bookings" SET "ended_at" = (("bookings"."local_date" + "bookings"."start_time"::time) AT TIME ZONE 'America/Belize')
    + "tours"."duration_hours" * interval '1 hour'
FROM "tours"
WHERE "tours"."id" = "bookings"."tour_id" AND "bookings"."status" = 'completed';
