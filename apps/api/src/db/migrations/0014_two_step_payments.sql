CREATE TABLE "demo_provider_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"description" text NOT NULL,
	"booking_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "demo_provider_refunds" (
	"reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_provider_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "demo_provider_refunds" ADD CONSTRAINT "demo_provider_refunds_charge_reference_demo_provider_charges_reference_fk" FOREIGN KEY ("charge_reference") REFERENCES "public"."demo_provider_charges"("reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_provider_charges_open_idx" ON "demo_provider_charges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';