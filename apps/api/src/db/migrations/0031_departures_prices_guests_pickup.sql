-- Departures by date and time, seasons, price rules, guest types and pickup zones (decision 030).
-- Every tour keeps what it sold: its one start time on its weekdays becomes its weekly pattern.
ALTER TABLE "tours" ADD COLUMN "departure_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "price_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "guest_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "pickup_mode" text DEFAULT 'meeting_point' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "pickup_zones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_pickup_mode_valid" CHECK ("tours"."pickup_mode" in ('meeting_point', 'zones'));--> statement-breakpoint
UPDATE "tours" SET "departure_times" = jsonb_build_array(jsonb_build_object('time', "start_time", 'days', to_jsonb("schedule_days")));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "infants" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seniors" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "residents" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lap_infants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "infant_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "senior_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "resident_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seats" smallint GENERATED ALWAYS AS ("adults" + "children" + "seniors" + "residents" + CASE WHEN "lap_infants" THEN 0 ELSE "infants" END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_zone_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_zone_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_fee_cents" integer DEFAULT 0 NOT NULL;
