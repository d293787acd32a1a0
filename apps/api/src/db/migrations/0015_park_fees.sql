ALTER TABLE "bookings" ADD COLUMN "park_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "park_fee_cash_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "park_fee_adult_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "park_fee_child_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "park_fee_payment" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_park_fee_valid" CHECK ("tours"."park_fee_adult_cents" >= 0 and "tours"."park_fee_child_cents" >= 0 and "tours"."park_fee_payment" in ('online', 'cash'));