ALTER TABLE "platform_settings" ADD COLUMN "hold_minutes" smallint DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "unpaid_holds_per_client" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "unpaid_hold_share_percent" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_client_ip" text;