ALTER TABLE "tours" ADD COLUMN "private_charter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "unpaid_holds_per_address" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "large_hold_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_device_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_caller" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_large_party" boolean DEFAULT false NOT NULL;
