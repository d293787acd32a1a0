CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"by" text NOT NULL,
	"actor_user_id" uuid,
	"from_departure_id" uuid NOT NULL,
	"to_departure_id" uuid NOT NULL,
	"from_date" text NOT NULL,
	"from_time" text NOT NULL,
	"to_date" text NOT NULL,
	"to_time" text NOT NULL,
	"from_adults" smallint NOT NULL,
	"from_children" smallint NOT NULL,
	"to_adults" smallint NOT NULL,
	"to_children" smallint NOT NULL,
	"from_total_cents" integer NOT NULL,
	"to_total_cents" integer NOT NULL,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_money" CHECK ("booking_changes"."charged_cents" >= 0 and "booking_changes"."refunded_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_from_departure_id_departures_id_fk" FOREIGN KEY ("from_departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_to_departure_id_departures_id_fk" FOREIGN KEY ("to_departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of_payment_id" uuid;