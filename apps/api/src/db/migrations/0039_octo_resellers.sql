CREATE TABLE "resellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"commission_percent" smallint NOT NULL,
	"max_unpaid_holds" integer DEFAULT 100 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resellers_commission_valid" CHECK ("resellers"."commission_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "reseller_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "reseller_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "reseller_api_keys" ADD CONSTRAINT "reseller_api_keys_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reseller_api_keys_reseller_idx" ON "reseller_api_keys" USING btree ("reseller_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_uuid" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reseller_commission_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reseller_uuid_idx" ON "bookings" USING btree ("reseller_id","reseller_uuid") WHERE "bookings"."reseller_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_source_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_valid" CHECK ("bookings"."source" in ('online', 'walk_in', 'reseller') and ("bookings"."counter_payment" is null or "bookings"."counter_payment" in ('cash', 'card')) and (("bookings"."source" = 'walk_in') = ("bookings"."counter_payment" is not null)) and (("bookings"."source" = 'reseller') = ("bookings"."reseller_id" is not null)));
