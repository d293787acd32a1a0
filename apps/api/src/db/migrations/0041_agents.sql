ALTER TYPE "public"."user_role" ADD VALUE IF NOT EXISTS 'agent';--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"phone_number" text,
	"commission_percent" smallint,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_owner_user_id_unique" UNIQUE("owner_user_id"),
	CONSTRAINT "agents_commission_valid" CHECK ("agents"."commission_percent" is null or "agents"."commission_percent" between 0 and 100),
	CONSTRAINT "agents_approved_with_commission" CHECK (not "agents"."admin_approved" or "agents"."commission_percent" is not null)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_payment" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_commission_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agent_commission_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_agent_created_idx" ON "bookings" USING btree ("agent_id","created_at","id") WHERE "bookings"."agent_id" is not null;--> statement-breakpoint
DROP INDEX "bookings_awaiting_payout_idx";--> statement-breakpoint
CREATE INDEX "bookings_awaiting_payout_idx" ON "bookings" USING btree ("tour_id","local_date") WHERE "bookings"."source" <> 'walk_in' and "bookings"."payout_id" is null and "bookings"."merchant_net_cents" is not null;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_source_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_valid" CHECK ("bookings"."source" in ('online', 'walk_in', 'reseller', 'widget', 'agent') and ("bookings"."counter_payment" is null or "bookings"."counter_payment" in ('cash', 'card')) and (("bookings"."source" = 'walk_in') = ("bookings"."counter_payment" is not null)) and (("bookings"."source" = 'reseller') = ("bookings"."reseller_id" is not null)) and (("bookings"."source" = 'agent') = ("bookings"."agent_id" is not null)));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_payment_valid" CHECK (("bookings"."agent_id" is null and "bookings"."agent_payment" is null) or ("bookings"."agent_id" is not null and "bookings"."agent_payment" in ('card', 'account')));
